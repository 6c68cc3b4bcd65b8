import type { Call } from '../../test/permission-calls.ts';

// The shop's settings and logo, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
export const shopCalls: Record<string, Call> = {
  'GET /api/shop': {},
  'PUT /api/shop': { body: () => ({ shop_name: 'Taken over' }) },
  'PUT /api/shop/logo': { body: () => new FormData() },
};
