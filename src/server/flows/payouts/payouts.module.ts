import { defineModule } from '../../http/module-manifest.ts';
import { mountSandboxPayoutScreen } from './sandbox-payout.routes.ts';

export const payoutsFlow = defineModule({
  name: 'flows/payouts',
  routes: [],
  mount: mountSandboxPayoutScreen,
});
