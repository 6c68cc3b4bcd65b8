import type { Call } from '../../test/permission-calls.ts';

// The catalogue, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
export const productCalls: Record<string, Call> = {
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
};

function csvForm(text: string): FormData {
  const form = new FormData();
  form.set('file', new File([text], 'products.csv', { type: 'text/csv' }));
  return form;
}
