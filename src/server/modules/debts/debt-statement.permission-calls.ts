import type { Call } from '../../test/permission-calls.ts';

/** The debt's reach (issue 16): its statement link and reminders, on the victim's debt. */
export const debtStatementCalls: Record<string, Call> = {
  'GET /api/debts/:id/statement-link': { path: (f) => `/api/debts/${f.debtId}/statement-link` },
  'POST /api/debts/:id/statement-link': { path: (f) => `/api/debts/${f.debtId}/statement-link`, body: () => ({}) },
  'GET /api/debts/:id/reminder': { path: (f) => `/api/debts/${f.debtId}/reminder` },
  'POST /api/debts/:id/reminders': { path: (f) => `/api/debts/${f.debtId}/reminders`, body: () => ({}) },
};
