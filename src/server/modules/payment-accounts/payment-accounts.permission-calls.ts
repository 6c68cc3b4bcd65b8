import type { Call } from '../../test/permission-calls.ts';

export const paymentAccountCalls: Record<string, Call> = {
  'GET /api/payment-accounts/providers': {},
  'GET /api/payment-accounts': {},
  'POST /api/payment-accounts': {
    body: () => ({ provider: 'clickpesa', credentials: { clientId: 'intruder', apiKey: 'intruder-key' } }),
  },
  'GET /api/payment-accounts/:id': { path: (f) => `/api/payment-accounts/${f.paymentAccountId}` },
  'PATCH /api/payment-accounts/:id': {
    path: (f) => `/api/payment-accounts/${f.paymentAccountId}`,
    body: () => ({ label: 'Taken over', credentials: { apiKey: 'intruder-key' } }),
  },
  'POST /api/payment-accounts/:id/test': { path: (f) => `/api/payment-accounts/${f.paymentAccountId}/test` },
  'DELETE /api/payment-accounts/:id': { path: (f) => `/api/payment-accounts/${f.paymentAccountId}` },
};
