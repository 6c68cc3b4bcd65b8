import { defineModule } from '../../http/module-manifest.ts';
import { orderLinkRoutes } from './order-link.routes.ts';
import { orderPagePaymentRoutes } from './order-payment.routes.ts';

export const orderLinkModule = defineModule({
  name: 'modules/order-link',
  tag: { name: 'Order page', description: 'The tokenised order page a customer opens from the chat.' },
  routes: [],
  outsideRoutes: [...orderLinkRoutes, ...orderPagePaymentRoutes],
});
