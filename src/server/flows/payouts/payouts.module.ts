import { defineModule } from '../../module-manifest.ts';
import { mountSandboxPayoutScreen } from './sandbox-payout.routes.ts';

export const payoutsFlow = defineModule({
  name: 'payouts',
  routes: [],
  mount: mountSandboxPayoutScreen,
});
