import { defineModule } from '../../http/module-manifest.ts';
import { paymentRecheckRoutes } from './payment-recheck.routes.ts';
import { paymentWebhookRoutes } from './payment-webhook.routes.ts';
import { SWEEP_QUEUE } from '../../modules/payments/check-schedule.ts';
import { sweepPaymentsJob } from './payment-checks.ts';
import { mountSandboxPhone } from './sandbox-phone.routes.ts';

export const paymentsFlow = defineModule({
  name: 'flows/payments',
  routes: paymentRecheckRoutes,
  outsideRoutes: paymentWebhookRoutes,
  jobs: { [SWEEP_QUEUE]: sweepPaymentsJob },
  mount: mountSandboxPhone,
});
