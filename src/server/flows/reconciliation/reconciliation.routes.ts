import { z } from 'zod';
import {
  reconciliationCountsSchema,
  reconciliationDoneSchema,
  reconciliationSchema,
  type ReconciliationDone,
} from '../../../lib/contracts/refund.ts';
import { acceptMismatchSchema, refundDueSchema, refundMismatchSchema } from '../../../lib/refund-schemas.ts';
import { declareRoute, idParams, type Input } from '../../http/declare-route.ts';
import { shopGet } from '../../http/shop-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { settleMismatch } from '../payments/settle-mismatch.ts';
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
import { shopOf, dbOf, txOf, userOf, type RouteContext } from '../../http/route-glue.ts';

const tags = ['Transactions' as const];
const empty = z.strictObject({});

/**
 * The merchant's action on one item of the lists (they all take this shape): a POST on the item's
 * id, transactions → create, the outcome as the answer, 409 when the item is not in the state the
 * action needs. Idempotent by its Idempotency-Key unless told otherwise (http/idempotent-write.ts).
 */
function action<Path extends string, B extends z.ZodType>(
  path: Path,
  summary: string,
  body: B,
  run: (c: RouteContext, input: Input<B, undefined, typeof idParams>) => Promise<ReconciliationDone>,
  keyed = true,
) {
  return declareRoute({
    method: 'POST',
    path,
    access: perm('transactions', 'create'),
    tags,
    summary,
    params: idParams,
    body,
    ...(keyed ? { idempotent: true as const } : {}),
    answers: { 200: reconciliationDoneSchema },
    errors: [409, 422],
    handler: async (c, input) => c.json(await run(c, input)),
  });
}

/** Accepting a mismatched payment and refunding it settle it alike: with what arrived, and the note. */
const settle = (
  c: RouteContext,
  paymentId: string,
  { amount, note }: { amount: number; note: string },
  refund: Pick<Parameters<typeof settleMismatch>[1], 'refundFrom'>,
) => settleMismatch(txOf(c), { shopId: shopOf(c), paymentId, received: amount, note, actorId: userOf(c), ...refund });

// What the payment flow could not settle alone, and the merchant's action on each (issue 15).
// Every action is idempotent twice over: by its Idempotency-Key, and because a repeated one finds
// its work done (outcome already_done) and writes nothing. Some write beside the key's
// transaction (dbOf), as they did before it was the mount's: they open their own.
// In the order the answer check calls them on one payment (stuck, mismatched and paid after
// cancelling at once): check, expire, then accept, keep what was accepted as the customer's
// credit, and refund (already done by then).
export const reconciliationRoutes = [
  shopGet({
    path: '/api/reconciliation',
    access: perm('transactions', 'read'),
    tags,
    summary: 'Unmatched and forged callbacks, amount mismatches, stuck pending payments, late successes',
    answers: { 200: reconciliationSchema },
    read: reconciliation,
  }),

  shopGet({
    path: '/api/reconciliation/counts',
    access: perm('transactions', 'read'),
    tags,
    summary: 'How many items each reconciliation list holds (the badge)',
    answers: { 200: reconciliationCountsSchema },
    read: reconciliationCounts,
  }),

  // Not under an idempotency key: it asks a provider over the network, which must not hold a
  // transaction open; asking twice is harmless (the sweeper's check settles once).
  action(
    '/api/reconciliation/payments/:id/check',
    "Ask the provider for a stuck payment's status now (the sweeper's own check)",
    empty,
    (c, { params }) => checkNow(dbOf(c), c.get('deps').env, shopOf(c), params.id),
    false,
  ),

  action('/api/reconciliation/payments/:id/expire', 'Mark a stuck pending payment expired', empty, (c, { params }) =>
    markExpired(dbOf(c), shopOf(c), params.id),
  ),

  action(
    '/api/reconciliation/payments/:id/accept',
    'Accept a mismatched payment: credit the amount received, with a note; the order moves to paid',
    acceptMismatchSchema,
    async (c, { params, body }) => {
      const r = await settle(c, params.id, body, {});
      // Accepted is paid: the order moves on through the workflow, where it has that step.
      if (r.outcome === 'done' && r.payment.orderId)
        await moveThroughWorkflow(txOf(c), shopOf(c), r.payment.orderId, userOf(c), 'paid', r.payment.reference);
      return { outcome: r.outcome, settlement: null };
    },
  ),

  action(
    '/api/reconciliation/payments/:id/refund-mismatch',
    'Refund a mismatched payment: credit what arrived and record it handed back',
    refundMismatchSchema,
    async (c, { params, body }) => {
      const r = await settle(c, params.id, body, { refundFrom: body.source });
      return { outcome: r.outcome, settlement: null };
    },
  ),

  action(
    '/api/reconciliation/payments/:id/keep-credit',
    "Keep money an order did not need as the customer's credit (the shop owes it to them in the debt book)",
    empty,
    (c, { params }) => keepAsCredit(txOf(c), shopOf(c), params.id, userOf(c)),
  ),

  action(
    '/api/reconciliation/payments/:id/refund',
    'Refund money an order did not need (paid after cancelling, beyond its total, or cancelled after paying)',
    refundDueSchema,
    (c, { params, body }) => refundLateSuccess(txOf(c), shopOf(c), params.id, userOf(c), body),
  ),

  action(
    '/api/reconciliation/payments/:id/reopen',
    'Keep a success that came after cancelling: the order comes back as paid',
    empty,
    (c, { params }) => reopenOrder(dbOf(c), shopOf(c), params.id, userOf(c)),
  ),

  action(
    '/api/reconciliation/payments/:id/seen',
    'Mark a payment the provider reversed as seen (it leaves the list)',
    empty,
    (c, { params }) => markReversalSeen(dbOf(c), shopOf(c), params.id),
  ),

  action(
    '/api/reconciliation/callbacks/:id/dismiss',
    'Set an unmatched or forged callback aside (the log is kept)',
    empty,
    (c, { params }) => dismissCallback(dbOf(c), shopOf(c), params.id, userOf(c)),
  ),
] satisfies RouteDef[];
