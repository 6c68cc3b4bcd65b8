import type { Call } from '../../test/permission-calls.ts';

// Consent, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
export const consentCalls: Record<string, Call> = {
  'GET /api/customers/:id/consent': { path: (f) => `/api/customers/${f.customerId}/consent` },
  'GET /api/customers/:id/consent/history': { path: (f) => `/api/customers/${f.customerId}/consent/history` },
  'PUT /api/customers/:id/consent': {
    path: (f) => `/api/customers/${f.customerId}/consent`,
    body: () => ({ channel: 'whatsapp', state: 'opted_out', words: 'Taken over' }),
  },
};
