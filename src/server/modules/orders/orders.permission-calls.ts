import type { Call } from '../../test/permission-calls.ts';

// Orders and their transitions, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
export const orderCalls: Record<string, Call> = {
  'GET /api/orders': {},
  'POST /api/orders': { body: (f) => ({ lines: [{ product_id: f.productId, quantity: 1 }] }) },
  'GET /api/orders/:id': { path: (f) => `/api/orders/${f.orderId}` },
  'POST /api/orders/:id/transitions': {
    path: (f) => `/api/orders/${f.orderId}/transitions`,
    body: () => ({ to: 'cancelled' }),
  },
};
