import { defineModule } from '../../http/module-manifest.ts';
import { paymentAccountRoutes } from './payment-accounts.routes.ts';

export const paymentAccountsModule = defineModule({
  name: 'modules/payment-accounts',
  routes: paymentAccountRoutes,
});
