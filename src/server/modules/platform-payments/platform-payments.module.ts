import { defineModule } from '../../http/module-manifest.ts';

// The tables and rules of Duka Chat Payments; its routes are in flows/platform-payments.
export const platformPaymentsModule = defineModule({
  name: 'modules/platform-payments',
  routes: [],
});
