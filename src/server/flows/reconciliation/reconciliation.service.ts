import { and, count, desc, eq, inArray, isNull, lt, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type {
  ReconPayment,
  ReconPayout,
  Reconciliation,
  ReconciliationCounts,
  UnmatchedCallback,
} from '../../../lib/contracts/refund.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments, payoutAccounts, payouts } from '../../db/schema/payments.ts';
import { dismissedCallbacks } from '../../db/schema/reconciliation.ts';
import { webhookLogs } from '../../db/schema/whatsapp.ts';

// The reconciliation view (issue 15): what the payment flow could not settle on its own, each list
// with the action a merchant takes on it (reconciliation-actions.ts).

/** A payment still pending after this long is shown as stuck (the push itself expires in 10 min). */
export const PENDING_AFTER_MINUTES = 10;
const LIMIT = 100;

/** Callbacks handle-callback.ts logged for this shop that settled nothing: no such payment, or forged. */
export const UNMATCHED_CODES = ['unknown_payment', 'callback_not_authentic'] as const;

const unmatchedWhere = (shopId: string): SQL =>
  and(
    eq(webhookLogs.shopId, shopId),
    eq(webhookLogs.channel, 'payments'),
    eq(webhookLogs.direction, 'in'),
    inArray(sql<string>`${webhookLogs.error}->>'code'`, [...UNMATCHED_CODES]),
    notExists(
      sql`(select 1 from ${dismissedCallbacks} d where d.shop_id = ${webhookLogs.shopId} and d.log_id = ${webhookLogs.id})`,
    ),
  )!;

const pendingSince = (now: Date) => new Date(now.getTime() - PENDING_AFTER_MINUTES * 60_000);

/** The payment lists: each a condition on the shop's payments. */
const lists = (shopId: string, now: Date) => ({
  // Flagged by creditPayment and not settled since (accepting or refunding marks it succeeded).
  mismatches: and(eq(payments.shopId, shopId), eq(payments.amountMismatch, true), ne(payments.status, 'succeeded'))!,
  pending: and(eq(payments.shopId, shopId), eq(payments.status, 'pending'), lt(payments.createdAt, pendingSince(now)))!,
  // Paid after cancelling, paid beyond what the order owed, or an order cancelled after it was
  // paid: money to give back or keep as the customer's credit (excess says how much).
  refund_due: and(eq(payments.shopId, shopId), eq(payments.refundDue, true))!,
  reversed: and(eq(payments.shopId, shopId), eq(payments.status, 'reversed'), isNull(payments.reviewedAt))!,
  unknown: and(eq(payments.shopId, shopId), eq(payments.status, 'unknown'))!,
});

// Payouts whose outcome the provider has not given (unknown) or took back (reversed): listed for
// the merchant to see; the payout sweeper asks again and settles them.
const payoutsWhere = (shopId: string) =>
  and(eq(payouts.shopId, shopId), inArray(payouts.status, ['unknown', 'reversed']))!;

async function payoutList(db: Db, shopId: string): Promise<ReconPayout[]> {
  const rows = await db
    .select({ p: payouts, label: payoutAccounts.label, institution: payoutAccounts.institution })
    .from(payouts)
    .leftJoin(
      payoutAccounts,
      and(eq(payoutAccounts.shopId, payouts.shopId), eq(payoutAccounts.id, payouts.payoutAccountId)),
    )
    .where(payoutsWhere(shopId))
    .orderBy(desc(payouts.createdAt))
    .limit(LIMIT);
  return rows.map(({ p, label, institution }) => ({
    id: p.id,
    amount: p.amount,
    status: p.status,
    reason: p.reason,
    provider_reference: p.providerReference,
    destination: label || institution || '',
    created_at: p.createdAt.toISOString(),
  }));
}

async function paymentList(db: Db, where: SQL): Promise<ReconPayment[]> {
  const rows = await db
    .select({ p: payments, orderNumber: orders.number, orderStatus: orders.status })
    .from(payments)
    .leftJoin(orders, and(eq(orders.shopId, payments.shopId), eq(orders.id, payments.orderId)))
    .where(where)
    .orderBy(desc(payments.createdAt))
    .limit(LIMIT);
  return rows.map(({ p, orderNumber, orderStatus }) => ({
    id: p.id,
    // A debt's payment (the statement page) has no order.
    order: p.orderId ? { id: p.orderId, number: orderNumber!, status: orderStatus! } : null,
    debt_id: p.debtId,
    provider: p.provider,
    network: p.network,
    phone: p.phone,
    reference: p.reference,
    provider_reference: p.providerReference,
    amount: p.amount,
    status: p.status,
    reason: p.reason,
    excess: p.excess,
    reported: p.reported ?? null,
    created_at: p.createdAt.toISOString(),
  }));
}

export async function reconciliation(db: Db, shopId: string, now = new Date()): Promise<Reconciliation> {
  const l = lists(shopId, now);
  const logs = await db
    .select()
    .from(webhookLogs)
    .where(unmatchedWhere(shopId))
    .orderBy(desc(webhookLogs.createdAt))
    .limit(LIMIT);
  const unmatched: UnmatchedCallback[] = logs.map((log) => ({
    id: log.id,
    endpoint: log.endpoint,
    code: String(log.error?.code ?? ''),
    title: log.error?.title ?? '',
    status_code: log.statusCode,
    // Masked when it was logged (maskSecrets in handle-callback.ts).
    raw: log.requestBody ?? null,
    created_at: log.createdAt.toISOString(),
  }));
  return {
    pending_after_minutes: PENDING_AFTER_MINUTES,
    unmatched,
    mismatches: await paymentList(db, l.mismatches),
    pending: await paymentList(db, l.pending),
    refund_due: await paymentList(db, l.refund_due),
    reversed: await paymentList(db, l.reversed),
    unknown: await paymentList(db, l.unknown),
    payouts: await payoutList(db, shopId),
  };
}

export async function reconciliationCounts(db: Db, shopId: string, now = new Date()): Promise<ReconciliationCounts> {
  const l = lists(shopId, now);
  const countOf = async (where: SQL) => (await db.select({ n: count() }).from(payments).where(where))[0]!.n;
  const [unmatched] = await db.select({ n: count() }).from(webhookLogs).where(unmatchedWhere(shopId));
  const counts = {
    unmatched: unmatched!.n,
    mismatches: await countOf(l.mismatches),
    pending: await countOf(l.pending),
    refund_due: await countOf(l.refund_due),
    reversed: await countOf(l.reversed),
    unknown: await countOf(l.unknown),
    payouts: (await db.select({ n: count() }).from(payouts).where(payoutsWhere(shopId)))[0]!.n,
  };
  return { ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
}
