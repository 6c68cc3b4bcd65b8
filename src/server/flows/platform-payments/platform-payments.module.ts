import { defineModule } from '../../http/module-manifest.ts';
import { operatorMoneyRoutes } from './operator-money.routes.ts';
import { platformFeePublicRoutes, platformPaymentRoutes } from './platform-payments.routes.ts';
import { SCHEDULED_PAYOUTS_QUEUE, scheduledPayoutsJob } from './scheduled-payouts.ts';

// Duka Chat Payments (issue 29, decision 0046): the shop's status, setup fee and payout schedule,
// the public fee, and the operator's money screens.
export const platformPaymentsFlow = defineModule({
  name: 'flows/platform-payments',
  tag: {
    name: 'Duka Chat Payments',
    description:
      "The platform's own aggregator account collecting for shops without one: its fee, the money it holds for a shop until the shop is verified, the setup fee, and the operator's money screens.",
  },
  routes: [...platformPaymentRoutes, ...operatorMoneyRoutes],
  outsideRoutes: platformFeePublicRoutes,
  jobs: { [SCHEDULED_PAYOUTS_QUEUE]: scheduledPayoutsJob },
});
