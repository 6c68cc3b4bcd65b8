import type { Call } from '../../test/permission-calls.ts';

export const orderPaymentCalls: Record<string, Call> = {
  'GET /api/orders/:id/payments': { path: (f) => `/api/orders/${f.orderId}/payments` },
  'POST /api/orders/:id/payments': {
    path: (f) => `/api/orders/${f.orderId}/payments`,
    body: () => ({ phone: '+255754000111', network: 'mpesa' }),
  },
};
