import { refundableSchema, refundResultSchema } from '../../../lib/contracts/refund.ts';
import { refundSchema } from '../../../lib/refund-schemas.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { rowGet } from '../../http/shop-route.ts';
import { conflict } from '../../http/errors.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { orderRefundable } from '../../modules/ledger/order-refundable.ts';
import { refundOrder } from '../../modules/ledger/refund-order.ts';
import { moveThroughWorkflow } from './move-through-workflow.ts';
import { shopOf, txOf, userOf } from '../../http/route-glue.ts';

const tags = ['Transactions' as const];

// Refunds from the order screen (issue 15). No linked aggregator documents a refund API
// (protocols.md §2), so a refund records money the merchant handed back, from the payment's
// provider account or as cash, and never more than came in for the order.
export const refundRoutes = [
  rowGet({
    path: '/api/orders/:id/refundable',
    access: perm('transactions', 'read'),
    tags,
    summary: 'What came in for an order, what went back, and what may still be refunded, per payment',
    answers: { 200: refundableSchema },
    read: orderRefundable,
  }),

  declareRoute({
    method: 'POST',
    path: '/api/orders/:id/refunds',
    access: perm('transactions', 'create'),
    tags,
    summary: 'Refund an order fully or partly (recorded as money handed back), optionally cancelling it',
    description:
      'source=account: sent back from the provider account of payment_id; source=cash: handed back in cash. ' +
      'cancel_order needs the refund to leave nothing refundable. 409 refund_exceeds_remaining past what came in.',
    params: idParams,
    body: refundSchema,
    idempotent: true,
    answers: { 201: refundResultSchema },
    errors: [409, 422],
    handler: async (c, { params, body }) => {
      const [tx, shopId, actorId] = [txOf(c), shopOf(c), userOf(c)];
      const before = await orderRefundable(tx, shopId, params.id);
      if (body.cancel_order && body.amount < before.remaining)
        throw conflict('refund_cancel_needs_full', {}, 'cancel_order');
      const { entry } = await refundOrder(tx, {
        shopId,
        orderId: params.id,
        amount: body.amount,
        note: body.note,
        source: body.source,
        paymentId: body.payment_id,
        actorId,
      });
      const cancelled =
        body.cancel_order && (await moveThroughWorkflow(tx, shopId, params.id, actorId, 'cancelled', body.note));
      const refundable = await orderRefundable(tx, shopId, params.id);
      return c.json({ entry_id: entry.id, refundable, order_cancelled: cancelled }, 201);
    },
  }),
] satisfies RouteDef[];
