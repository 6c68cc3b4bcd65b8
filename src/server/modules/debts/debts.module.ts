import { defineModule } from '../../http/module-manifest.ts';
import { debtStatementRoutes } from './debt-statement.routes.ts';
import { debtReminderRoutes } from './debt-reminders.routes.ts';
import { debtRoutes } from './debts.routes.ts';
import { DEBT_REMINDER_QUEUE, debtReminderJob } from './debt-reminders.ts';
import { mountDebtTestSeed } from './debt-statement-test-seed.ts';

export const debtsModule = defineModule({
  name: 'modules/debts',
  routes: [...debtStatementRoutes, ...debtReminderRoutes, ...debtRoutes],
  jobs: { [DEBT_REMINDER_QUEUE]: debtReminderJob },
  mount: mountDebtTestSeed,
});
