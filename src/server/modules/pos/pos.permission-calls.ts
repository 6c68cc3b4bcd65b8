import type { Call } from '../../test/permission-calls.ts';

// The till's own routes (issue 25), for the permission and cross-shop sweeps.
export const posCalls: Record<string, Call> = {
  'GET /api/pos/mobile-money': {},
  'POST /api/orders/:id/cash': { path: (f) => `/api/orders/${f.orderId}/cash` },
};
