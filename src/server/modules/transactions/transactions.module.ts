import { defineModule } from '../../http/module-manifest.ts';
import { transactionRoutes } from './transactions.routes.ts';

export const transactionsModule = defineModule({
  name: 'modules/transactions',
  tag: {
    name: 'Transactions',
    description: 'The money ledger: every payment, cash sale, fee, refund, payout and correction.',
  },
  routes: transactionRoutes,
});
