import type { Call } from '../../test/permission-calls.ts';

// The till's own routes (issue 25), for the permission and cross-shop sweeps.
export const posCalls: Record<string, Call> = {
  'GET /api/pos/mobile-money': {},
  'POST /api/orders/:id/cash': { path: (f) => `/api/orders/${f.orderId}/cash` },
};

// The till's settings, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
export const posSettingsCalls: Record<string, Call> = {
  'GET /api/pos-settings': {},
  'PUT /api/pos-settings': { body: () => ({ receipt_header: 'Taken over' }) },
};
