import { defineModule } from '../../http/module-manifest.ts';
import { expenseRoutes } from './expenses.routes.ts';
import { RECURRING_QUEUE, recurringExpensesJob } from './recurring-expenses.ts';

export const expensesModule = defineModule({
  name: 'modules/expenses',
  tag: {
    name: 'Books',
    description: 'Expenses, recurring expenses, the debt book (what customers owe and what the shop owes) and profit.',
  },
  routes: expenseRoutes,
  jobs: { [RECURRING_QUEUE]: recurringExpensesJob },
});
