import { defineModule } from '../../http/module-manifest.ts';
import { expenseRoutes } from './expenses.routes.ts';
import { RECURRING_QUEUE, recurringExpensesJob } from './recurring-expenses.ts';

export const expensesModule = defineModule({
  name: 'modules/expenses',
  routes: expenseRoutes,
  jobs: { [RECURRING_QUEUE]: recurringExpensesJob },
});
