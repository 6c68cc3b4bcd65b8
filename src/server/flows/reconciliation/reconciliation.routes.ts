import { z } from 'zod';
import {
  reconciliationCountsSchema,
  reconciliationDoneSchema,
  reconciliationSchema,
} from '../../../lib/contracts/refund.ts';
import { acceptMismatchSchema, refundDueSchema, refundMismatchSchema } from '../../../lib/refund-schemas.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { settleMismatch } from '../payments/settle-mismatch.ts';
import { idempotentWrite } from '../../http/idempotent-write.ts';
import { moveThroughWorkflow } from '../refunds/move-through-workflow.ts';
import {
  checkNow,
  dismissCallback,
  keepAsCredit,
  markExpired,
  markReversalSeen,
  refundLateSuccess,
  reopenOrder,
} from './reconciliation-actions.ts';
import { reconciliation, reconciliationCounts } from './reconciliation.service.ts';
import { shopOf, dbOf, userOf } from '../../http/route-glue.ts';

const tags = ['Transactions' as const];
const empty = z.strictObject({});
const act = {
  access: perm('transactions', 'create'),
  tags,
  params: idParams,
  idempotent: true as const,
  answers: { 200: reconciliationDoneSchema },
  errors: [409, 422] as (409 | 422)[],
};

// What the payment flow could not settle alone, and the merchant's action on each (issue 15).
// Every action is idempotent twice over: by its Idempotency-Key, and because a repeated one finds
// its work done (outcome already_done) and writes nothing.
// In the order the answer check calls them on one payment (stuck, mismatched and paid after
// cancelling at once): check, expire, then accept, keep what was accepted as the customer's
// credit, and refund (already done by then).
export const reconciliationRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/reconciliation',
    access: perm('transactions', 'read'),
    tags,
    summary: 'Unmatched and forged callbacks, amount mismatches, stuck pending payments, late successes',
    answers: { 200: reconciliationSchema },
    handler: async (c) => c.json(await reconciliation(dbOf(c), shopOf(c))),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/reconciliation/counts',
    access: perm('transactions', 'read'),
    tags,
    summary: 'How many items each reconciliation list holds (the badge)',
    answers: { 200: reconciliationCountsSchema },
    handler: async (c) => c.json(await reconciliationCounts(dbOf(c), shopOf(c))),
  }),

  // Not under an idempotency key: it asks a provider over the network, which must not hold a
  // transaction open; asking twice is harmless (the sweeper's check settles once).
  declareRoute({
    ...act,
    idempotent: undefined,
    method: 'POST',
    path: '/api/reconciliation/payments/:id/check',
    summary: "Ask the provider for a stuck payment's status now (the sweeper's own check)",
    body: empty,
    handler: async (c, { params }) => c.json(await checkNow(dbOf(c), c.get('deps').env, shopOf(c), params.id)),
  }),

  declareRoute({
    ...act,
    method: 'POST',
    path: '/api/reconciliation/payments/:id/expire',
    summary: 'Mark a stuck pending payment expired',
    body: empty,
    handler: async (c, { params }) =>
      idempotentWrite(c, 'recon.expire', params, 200, () => markExpired(dbOf(c), shopOf(c), params.id)),
  }),

  declareRoute({
    ...act,
    method: 'POST',
    path: '/api/reconciliation/payments/:id/accept',
    summary: 'Accept a mismatched payment: credit the amount received, with a note; the order moves to paid',
    body: acceptMismatchSchema,
    handler: async (c, { params, body }) =>
      idempotentWrite(c, 'recon.accept', { params, body }, 200, async (tx) => {
        const r = await settleMismatch(tx, {
          shopId: shopOf(c),
          paymentId: params.id,
          received: body.amount,
          note: body.note,
          actorId: userOf(c),
        });
        // Accepted is paid: the order moves on through the workflow, where it has that step.
        if (r.outcome === 'done' && r.payment.orderId)
          await moveThroughWorkflow(tx, shopOf(c), r.payment.orderId, userOf(c), 'paid', r.payment.reference);
        return { outcome: r.outcome, settlement: null };
      }),
  }),

  declareRoute({
    ...act,
    method: 'POST',
    path: '/api/reconciliation/payments/:id/refund-mismatch',
    summary: 'Refund a mismatched payment: credit what arrived and record it handed back',
    body: refundMismatchSchema,
    handler: async (c, { params, body }) =>
      idempotentWrite(c, 'recon.refund-mismatch', { params, body }, 200, async (tx) => {
        const r = await settleMismatch(tx, {
          shopId: shopOf(c),
          paymentId: params.id,
          received: body.amount,
          note: body.note,
          actorId: userOf(c),
          refundFrom: body.source,
        });
        return { outcome: r.outcome, settlement: null };
      }),
  }),

  declareRoute({
    ...act,
    method: 'POST',
    path: '/api/reconciliation/payments/:id/keep-credit',
    summary: "Keep money an order did not need as the customer's credit (the shop owes it to them in the debt book)",
    body: empty,
    handler: async (c, { params }) =>
      idempotentWrite(c, 'recon.keep-credit', params, 200, (tx) => keepAsCredit(tx, shopOf(c), params.id, userOf(c))),
  }),

  declareRoute({
    ...act,
    method: 'POST',
    path: '/api/reconciliation/payments/:id/refund',
    summary: 'Refund money an order did not need (paid after cancelling, beyond its total, or cancelled after paying)',
    body: refundDueSchema,
    handler: async (c, { params, body }) =>
      idempotentWrite(c, 'recon.refund-due', { params, body }, 200, (tx) =>
        refundLateSuccess(tx, shopOf(c), params.id, userOf(c), body),
      ),
  }),

  declareRoute({
    ...act,
    method: 'POST',
    path: '/api/reconciliation/payments/:id/reopen',
    summary: 'Keep a success that came after cancelling: the order comes back as paid',
    body: empty,
    handler: async (c, { params }) =>
      idempotentWrite(c, 'recon.reopen', params, 200, () => reopenOrder(dbOf(c), shopOf(c), params.id, userOf(c))),
  }),

  declareRoute({
    ...act,
    method: 'POST',
    path: '/api/reconciliation/payments/:id/seen',
    summary: 'Mark a payment the provider reversed as seen (it leaves the list)',
    body: empty,
    handler: async (c, { params }) =>
      idempotentWrite(c, 'recon.seen', params, 200, () => markReversalSeen(dbOf(c), shopOf(c), params.id)),
  }),

  declareRoute({
    ...act,
    method: 'POST',
    path: '/api/reconciliation/callbacks/:id/dismiss',
    summary: 'Set an unmatched or forged callback aside (the log is kept)',
    body: empty,
    handler: async (c, { params }) =>
      idempotentWrite(c, 'recon.dismiss', params, 200, () => dismissCallback(dbOf(c), shopOf(c), params.id, userOf(c))),
  }),
] satisfies RouteDef[];
