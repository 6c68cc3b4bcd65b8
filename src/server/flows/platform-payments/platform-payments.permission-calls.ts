import type { Call } from '../../test/permission-calls.ts';

// Duka Chat Payments' routes (decision 0046): the shop's, and the operator's (404 to any shop member).
export const platformPaymentCalls: Record<string, Call> = {
  'GET /api/platform-payments/status': {},
  'PUT /api/platform-payments/schedule': {
    body: (f) => ({ schedule: 'daily', payout_account_id: f.payoutAccountId }),
  },
  'POST /api/platform-payments/setup-fee': { body: () => ({ phone: '0754222333', network: 'mpesa' }) },
  'GET /api/platform-payments/statements': {},
  'GET /api/operator/money/payouts': {},
  'POST /api/operator/money/shops/:shopId/hold': {
    path: (f) => `/api/operator/money/shops/${f.shopId}/hold`,
    body: () => ({ reason: 'Checking' }),
  },
  'POST /api/operator/money/shops/:shopId/release': {
    path: (f) => `/api/operator/money/shops/${f.shopId}/release`,
    body: () => ({ reason: 'Checked' }),
  },
  'GET /api/operator/money/fee': {},
  'PUT /api/operator/money/fee': { body: () => ({ kind: 'percent', basis_points: 1000, reason: 'Intruder' }) },
  'GET /api/operator/money/figures': { path: () => '/api/operator/money/figures?from=2026-01-01&to=2026-01-31' },
  'GET /api/operator/money/setup-fees': {},
};
