import type { Call } from '../../test/permission-calls.ts';

const onPayment = (action: string, body: unknown = {}): Call => ({
  path: (f) => `/api/reconciliation/payments/${f.paymentId}/${action}`,
  body: () => body,
});

export const refundCalls: Record<string, Call> = {
  'GET /api/orders/:id/refundable': { path: (f) => `/api/orders/${f.orderId}/refundable` },
  'POST /api/orders/:id/refunds': {
    path: (f) => `/api/orders/${f.orderId}/refunds`,
    body: (f) => ({ amount: 100, note: 'Intruder', source: 'account', payment_id: f.creditedPaymentId }),
  },
  'GET /api/reconciliation': {},
  'GET /api/reconciliation/counts': {},
  'POST /api/reconciliation/callbacks/:id/dismiss': {
    path: (f) => `/api/reconciliation/callbacks/${f.paymentLogId}/dismiss`,
    body: () => ({}),
  },
  'POST /api/reconciliation/payments/:id/accept': onPayment('accept', { amount: 100 }),
  'POST /api/reconciliation/payments/:id/refund-mismatch': onPayment('refund-mismatch', { amount: 100 }),
  'POST /api/reconciliation/payments/:id/check': onPayment('check'),
  'POST /api/reconciliation/payments/:id/expire': onPayment('expire'),
  'POST /api/reconciliation/payments/:id/refund': onPayment('refund'),
  'POST /api/reconciliation/payments/:id/reopen': onPayment('reopen'),
  'POST /api/reconciliation/payments/:id/keep-credit': onPayment('keep-credit'),
  'POST /api/reconciliation/payments/:id/seen': {
    path: (f) => `/api/reconciliation/payments/${f.reversedPaymentId}/seen`,
    body: () => ({}),
  },
};
