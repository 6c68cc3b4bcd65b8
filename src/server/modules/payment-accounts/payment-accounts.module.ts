import { defineModule } from '../../module-manifest.ts';
import { paymentAccountRoutes } from './payment-accounts.routes.ts';

export const paymentAccountsModule = defineModule({
  name: 'payment-accounts',
  routes: paymentAccountRoutes,
});
