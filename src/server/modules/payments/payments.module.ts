import { defineModule } from '../../http/module-manifest.ts';
import { orderPaymentRoutes } from './order-payments.routes.ts';
import { PAYMENT_REVERSED_QUEUE, paymentReversedNoticeJob } from './payment-reversed-notice.ts';

export const paymentsModule = defineModule({
  name: 'modules/payments',
  routes: orderPaymentRoutes,
  jobs: { [PAYMENT_REVERSED_QUEUE]: paymentReversedNoticeJob },
});
