import { defineModule } from '../../http/module-manifest.ts';
import { orderLinkRoutes } from './order-link.routes.ts';
import { orderPagePaymentRoutes } from './order-payment.routes.ts';

export const orderLinkModule = defineModule({
  name: 'modules/order-link',
  routes: [],
  outsideRoutes: [...orderLinkRoutes, ...orderPagePaymentRoutes],
});
