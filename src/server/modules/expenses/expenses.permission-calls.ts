import type { Call } from '../../test/permission-calls.ts';

const expense = { amount: 1, category: 'other', spent_on: '2026-01-01', paid_by: 'cash', note: 'Intruder' };

export const expenseCalls: Record<string, Call> = {
  'GET /api/expenses': {},
  'GET /api/expenses/summary': {},
  'GET /api/expenses/export': {},
  'POST /api/expenses': { body: () => expense },
  'GET /api/expenses/recurring': {},
  'POST /api/expenses/recurring': { body: () => ({ ...expense, spent_on: undefined, day_of_month: 1 }) },
  'POST /api/expenses/recurring/:id/skip': { path: (f) => `/api/expenses/recurring/${f.recurrenceId}/skip` },
  'DELETE /api/expenses/recurring/:id': { path: (f) => `/api/expenses/recurring/${f.recurrenceId}` },
  'GET /api/expenses/:id': { path: (f) => `/api/expenses/${f.expenseId}` },
  'PUT /api/expenses/:id': { path: (f) => `/api/expenses/${f.expenseId}`, body: () => expense },
  'POST /api/expenses/:id/receipt': { path: (f) => `/api/expenses/${f.expenseId}/receipt`, body: () => new FormData() },
  'DELETE /api/expenses/:id': { path: (f) => `/api/expenses/${f.expenseId}` },
  'GET /api/profit': {},
};
