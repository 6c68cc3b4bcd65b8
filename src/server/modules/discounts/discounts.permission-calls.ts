import type { Call } from '../../test/permission-calls.ts';

// Discount codes, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
export const discountCalls: Record<string, Call> = {
  'GET /api/discount-codes': {},
  'POST /api/discount-codes': { body: () => ({ code: 'INTRUDER', kind: 'fixed', value: 1000 }) },
  'GET /api/discount-codes/:id': { path: (f) => `/api/discount-codes/${f.discountCodeId}` },
  'PATCH /api/discount-codes/:id': {
    path: (f) => `/api/discount-codes/${f.discountCodeId}`,
    body: () => ({ active: false }),
  },
  'DELETE /api/discount-codes/:id': { path: (f) => `/api/discount-codes/${f.discountCodeId}` },
};
