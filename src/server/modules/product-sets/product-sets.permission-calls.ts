import type { Call } from '../../test/permission-calls.ts';

// Collections and templates, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
export const productSetCalls: Record<string, Call> = {
  'GET /api/product-sets': {},
  'POST /api/product-sets': { body: (f) => ({ kind: 'collection', name: 'Intruder', product_ids: [f.productId] }) },
  'POST /api/product-sets/preview': { body: (f) => ({ kind: 'collection', name: 'Peek', product_ids: [f.productId] }) },
  'GET /api/product-sets/:id': { path: (f) => `/api/product-sets/${f.setId}` },
  'PUT /api/product-sets/:id': {
    path: (f) => `/api/product-sets/${f.setId}`,
    body: () => ({ kind: 'template', name: 'Taken', rule: {} }),
  },
  'DELETE /api/product-sets/:id': { path: (f) => `/api/product-sets/${f.setId}` },
  'GET /api/product-sets/:id/products': { path: (f) => `/api/product-sets/${f.setId}/products` },
};
