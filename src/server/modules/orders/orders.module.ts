import { defineModule } from '../../http/module-manifest.ts';
import { orderRoutes } from './orders.routes.ts';

export const ordersModule = defineModule({
  name: 'modules/orders',
  routes: orderRoutes,
});
