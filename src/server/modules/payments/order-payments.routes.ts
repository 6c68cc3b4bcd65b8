import { paymentAttemptSchema } from '../../../lib/contracts/payment.ts';
import { paymentRequestSchema } from '../../../lib/payment-request-schemas.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { rowGet } from '../../http/shop-route.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { listOrderPayments, requestOrderPayment } from './order-payments.service.ts';
import { shopOf, dbOf, userOf } from '../../http/route-glue.ts';

const tags = ['Orders' as const];

// An order's mobile-money payments as the merchant works with them (issue 15). They are the
// order's: reading them is orders → read, and asking the customer's wallet for the total is
// orders → update, the permission that marks an order paid by hand. A push moves no money by
// itself (the provider's settlement does, into the ledger), so it is not transactions → create,
// which would also keep a cashier selling at the till from sending one.
export const orderPaymentRoutes = [
  rowGet({
    path: '/api/orders/:id/payments',
    access: perm('orders', 'read'),
    tags,
    summary: "An order's mobile-money payment attempts, newest first",
    description: 'The payer’s number is partly masked.',
    answers: { 200: paymentAttemptSchema.array() },
    read: listOrderPayments,
  }),

  declareRoute({
    method: 'POST',
    path: '/api/orders/:id/payments',
    access: perm('orders', 'update'),
    tags,
    summary: "Send a payment request (USSD push) for the order's total to a phone",
    description:
      'The phone defaults to the order’s customer’s. A provider that refuses at once gives a failed attempt with its reason. 409 when the order is paid or cancelled, when a request is already waiting for the customer, or when no enabled account collects for the network. Takes an Idempotency-Key: a retry gets the first attempt.',
    params: idParams,
    body: paymentRequestSchema,
    idempotent: 'by-handler',
    answers: { 201: paymentAttemptSchema },
    errors: [409, 422],
    handler: async (c, { params, body }) => {
      const { env } = c.get('deps');
      const where = { shopId: shopOf(c), orderId: params.id, userId: userOf(c), key: idempotencyKeyOf(c) };
      const answer = await requestOrderPayment(dbOf(c), env, where, body);
      if (answer.replayed) c.header('idempotent-replayed', 'true');
      return c.json(answer.attempt, 201);
    },
  }),
] satisfies RouteDef[];
