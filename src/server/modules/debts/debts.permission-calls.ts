import type { Call } from '../../test/permission-calls.ts';

// As the owner (the answers test) each of these succeeds once; as an intruder each must be refused.
export const debtCalls: Record<string, Call> = {
  'GET /api/debts': {},
  'GET /api/debts/totals': {},
  'GET /api/debts/export': {},
  'POST /api/debts': { body: () => ({ direction: 'payable', party_name: 'Intruder', amount: 1000 }) },
  'GET /api/debts/:id': { path: (f) => `/api/debts/${f.debtId}` },
  'PUT /api/debts/:id': { path: (f) => `/api/debts/${f.debtId}`, body: () => ({ note: 'Taken over' }) },
  'POST /api/debts/:id/payments': {
    path: (f) => `/api/debts/${f.debtId}/payments`,
    body: () => ({ amount: 1, method: 'cash' }),
  },
  'POST /api/debts/:id/entries/:entryId/reversal': {
    path: (f) => `/api/debts/${f.debtId}/entries/${f.debtPaymentEntryId}/reversal`,
    body: () => ({ note: 'Recorded by mistake' }),
  },
};
