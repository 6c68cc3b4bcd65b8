import type { Call } from '../../test/permission-calls.ts';

// Customers, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
export const customerCalls: Record<string, Call> = {
  'GET /api/customers': {},
  'POST /api/customers': { body: () => ({ phone: '0713000111', name: 'Intruder' }) },
  'GET /api/customers/:id': { path: (f) => `/api/customers/${f.customerId}` },
  'PUT /api/customers/:id': { path: (f) => `/api/customers/${f.customerId}`, body: () => ({ name: 'Taken over' }) },
};
