import type { Call } from '../../test/permission-calls.ts';

export const smsAccountCalls: Record<string, Call> = {
  'GET /api/sms-accounts/providers': {},
  'GET /api/sms-accounts': {},
  'POST /api/sms-accounts': {
    body: () => ({
      provider: 'beem',
      sender_name: 'INTRUDER',
      enabled: false,
      credentials: { apiKey: 'intruder-key', secretKey: 'intruder-secret' },
    }),
  },
  'GET /api/sms-accounts/:id': { path: (f) => `/api/sms-accounts/${f.smsAccountId}` },
  'PATCH /api/sms-accounts/:id': {
    path: (f) => `/api/sms-accounts/${f.smsAccountId}`,
    body: () => ({ label: 'Taken over', credentials: { secretKey: 'intruder-secret' } }),
  },
  'POST /api/sms-accounts/:id/test': { path: (f) => `/api/sms-accounts/${f.smsAccountId}/test` },
  'DELETE /api/sms-accounts/:id': { path: (f) => `/api/sms-accounts/${f.smsAccountId}` },
};
