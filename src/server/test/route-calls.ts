import type { Call } from './permission-calls.ts';

/**
 * A sample call of every guarded route, with the ids of a shop's rows (the Fixture): the
 * permissions test runs each as a member without the permission, the cross-shop test as an admin
 * of another shop. A new route joins with one line (the completeness test fails until it does).
 */
const coreCalls: Record<string, Call> = {
  'GET /api/shop': {},
  'PUT /api/shop': { body: () => ({ shop_name: 'Taken over' }) },
  'PUT /api/shop/logo': { body: () => new FormData() },
  'GET /api/staff': {},
  'GET /api/dashboard/summary': {},
  'POST /api/staff/invitations': { body: () => ({ email: 'intruder@example.com', is_admin: true }) },
  'DELETE /api/staff/invitations/:id': { path: (f) => `/api/staff/invitations/${f.invitationId}` },
  'PUT /api/staff/:userId': { path: (f) => `/api/staff/${f.staffUserId}`, body: () => ({ is_admin: true }) },
  'DELETE /api/staff/:userId': { path: (f) => `/api/staff/${f.staffUserId}` },
  'GET /api/products': {},
  'POST /api/products': { body: () => ({ name: 'Intruder', price: 1, category: 'home' }) },
  'GET /api/products/export': {},
  'POST /api/products/import': { body: () => csvForm('name,category,price\nIntruder,home,1\n') },
  'GET /api/products/:id': { path: (f) => `/api/products/${f.productId}` },
  'PUT /api/products/:id': {
    path: (f) => `/api/products/${f.productId}`,
    body: () => ({ name: 'Taken over', price: 0 }),
  },
  'DELETE /api/products/:id': { path: (f) => `/api/products/${f.productId}` },
  'POST /api/products/:id/images': { path: (f) => `/api/products/${f.productId}/images`, body: () => new FormData() },
  'DELETE /api/products/:id/images/:imageId': { path: (f) => `/api/products/${f.productId}/images/${f.productId}` },
  'POST /api/products/:id/stock': {
    path: (f) => `/api/products/${f.productId}/stock`,
    body: () => ({ delta: -1, reason: 'damage' }),
  },
  'GET /api/products/:id/movements': { path: (f) => `/api/products/${f.productId}/movements` },
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
  'GET /api/customers': {},
  'POST /api/customers': { body: () => ({ phone: '0713000111', name: 'Intruder' }) },
  'GET /api/customers/:id': { path: (f) => `/api/customers/${f.customerId}` },
  'PUT /api/customers/:id': { path: (f) => `/api/customers/${f.customerId}`, body: () => ({ name: 'Taken over' }) },
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
  'GET /api/orders': {},
  'POST /api/orders': { body: (f) => ({ lines: [{ product_id: f.productId, quantity: 1 }] }) },
  'GET /api/orders/:id': { path: (f) => `/api/orders/${f.orderId}` },
  'POST /api/orders/:id/transitions': {
    path: (f) => `/api/orders/${f.orderId}/transitions`,
    body: () => ({ to: 'cancelled' }),
  },
  'GET /api/order-workflow': {},
  'PUT /api/order-workflow': { body: () => ({ statuses: ['pending', 'completed'], transitions: [] }) },
  'GET /api/pos-settings': {},
  'PUT /api/pos-settings': { body: () => ({ receipt_header: 'Taken over' }) },
};
/**
 * Each module's and flow's own sample calls, from its `<name>.permission-calls.ts` (decision 0034):
 * a test-side file, found here by name, so a new module joins without an edit here and none of it
 * reaches the production bundle.
 */
const moduleCalls = import.meta.glob<Record<string, Record<string, Call>>>(
  '../{modules,flows}/*/*.permission-calls.ts',
  {
    eager: true,
  },
);

export const sampleCalls: Record<string, Call> = { ...coreCalls };
for (const [file, exports] of Object.entries(moduleCalls))
  for (const calls of Object.values(exports))
    for (const [route, call] of Object.entries(calls)) {
      if (sampleCalls[route]) throw new Error(`${file}: a second sample call for ${route}`);
      sampleCalls[route] = call;
    }

function csvForm(text: string): FormData {
  const form = new FormData();
  form.set('file', new File([text], 'products.csv', { type: 'text/csv' }));
  return form;
}
