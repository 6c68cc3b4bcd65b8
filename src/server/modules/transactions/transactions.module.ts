import { defineModule } from '../../http/module-manifest.ts';
import { transactionRoutes } from './transactions.routes.ts';

export const transactionsModule = defineModule({
  name: 'modules/transactions',
  routes: transactionRoutes,
});
