import { defineModule } from '../../http/module-manifest.ts';
import { orderRoutes } from './orders.routes.ts';

export const ordersModule = defineModule({
  name: 'modules/orders',
  tag: { name: 'Orders', description: 'Orders, their status workflow and the point of sale.' },
  routes: orderRoutes,
});
