import { defineModule } from '../../module-manifest.ts';
import { orderRoutes } from './orders.routes.ts';

export const ordersModule = defineModule({
  name: 'orders',
  routes: orderRoutes,
});
