import type { Call } from '../../test/permission-calls.ts';

export const transactionCalls: Record<string, Call> = {
  'GET /api/transactions': {},
  'GET /api/transactions/totals': {},
  'GET /api/transactions/balances': {},
  'GET /api/transactions/export': {},
  'POST /api/transactions/adjustments': { body: () => ({ amount: 1000, note: 'Intruder' }) },
  'GET /api/transactions/:id': { path: (f) => `/api/transactions/${f.ledgerEntryId}` },
  'POST /api/transactions/:id/reversal': {
    path: (f) => `/api/transactions/${f.ledgerEntryId}/reversal`,
    body: () => ({}),
  },
};
