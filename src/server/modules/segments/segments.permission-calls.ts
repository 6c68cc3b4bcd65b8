import type { Call } from '../../test/permission-calls.ts';

// Segments, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
export const segmentCalls: Record<string, Call> = {
  'GET /api/segments': {},
  'POST /api/segments/count': {
    body: () => ({ match: 'all', criteria: [{ field: 'total_orders', operator: 'ge', value: 0 }] }),
  },
  'POST /api/segments': {
    body: () => ({ name: 'Intruders', criteria: [{ field: 'total_orders', operator: 'ge', value: 0 }] }),
  },
  'GET /api/segments/:id': { path: (f) => `/api/segments/${f.segmentId}` },
  'PUT /api/segments/:id': {
    path: (f) => `/api/segments/${f.segmentId}`,
    body: () => ({ name: 'Taken', criteria: [{ field: 'location', operator: 'eq', value: 'x' }] }),
  },
  'DELETE /api/segments/:id': { path: (f) => `/api/segments/${f.segmentId}` },
  'GET /api/segments/:id/customers': { path: (f) => `/api/segments/${f.segmentId}/customers` },
  'GET /api/segments/:id/export': { path: (f) => `/api/segments/${f.segmentId}/export` },
};
