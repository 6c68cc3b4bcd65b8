import { defineModule } from '../../http/module-manifest.ts';
import { payoutRoutes } from './payouts.routes.ts';
import { payoutRecheckRoutes } from './payout-recheck.routes.ts';
import { PAYOUT_SWEEP_QUEUE, sweepPayoutsJob } from './payout-checks.ts';
import { PAYOUT_REVERSED_QUEUE, payoutReversedNoticeJob } from './payout-reversed-notice.ts';

export const payoutsModule = defineModule({
  name: 'modules/payouts',
  routes: [...payoutRoutes, ...payoutRecheckRoutes],
  jobs: { [PAYOUT_SWEEP_QUEUE]: sweepPayoutsJob, [PAYOUT_REVERSED_QUEUE]: payoutReversedNoticeJob },
});
