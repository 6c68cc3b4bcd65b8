import type { Call } from '../../test/permission-calls.ts';

const password = 'demo12345';

export const payoutCalls: Record<string, Call> = {
  'GET /api/payouts/accounts': {},
  'POST /api/payouts/accounts': {
    body: () => ({
      kind: 'wallet',
      network: 'mpesa',
      phone: '0755000999',
      account_name: 'Intruder',
      current_password: password,
    }),
  },
  'DELETE /api/payouts/accounts/:id': { path: (f) => `/api/payouts/accounts/${f.payoutAccountId}` },
  'GET /api/payouts': {},
  'POST /api/payouts': {
    body: (f) => ({
      account_id: f.paymentAccountId,
      payout_account_id: f.payoutAccountId,
      amount: 1,
      current_password: password,
    }),
  },
  'GET /api/payouts/sources': {},
  'POST /api/payouts/preview': {
    body: (f) => ({ account_id: f.paymentAccountId, payout_account_id: f.payoutAccountId, amount: 1 }),
  },
  'GET /api/payouts/:id': { path: (f) => `/api/payouts/${f.payoutId}` },
};
