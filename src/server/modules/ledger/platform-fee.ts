import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ledgerEntries, payments, type Payment } from '../../db/schema/payments.ts';
import { formatMoney } from '../../../lib/format.ts';
import { feeGivenBackAfter } from '../../../lib/platform-fee.ts';
import { appendEntry } from './append-entry.ts';

// Duka Chat Payments' entries (decision 0046). The platform fee is its own entry beside the
// payment's credit on the managed account, so the shop's balance there is gross − fee and every
// screen can say gross, fee and net; a refund gives the fee back in proportion; a setup fee is
// moved out of the shop's balance the moment it is credited.

const e = ledgerEntries;
/** An entry still counts while no reversal cancels it. */
const standing = sql`not exists (select 1 from ${ledgerEntries} r where r.shop_id = ${e.shopId} and r.reverses_id = ${e.id})`;

/**
 * Books the platform fee of a payment just credited, in the credit's transaction. Once:
 * ledger_entries_platform_fee_uq skips a second (the credit itself runs once under the payment's lock).
 */
export async function bookPlatformFee(tx: Tx, payment: Payment, fee: number, customerId: string | null) {
  if (fee <= 0) return null;
  return appendEntry(
    tx,
    {
      shopId: payment.shopId,
      kind: 'platform_fee',
      accountId: payment.accountId,
      amount: -fee,
      orderId: payment.orderId,
      debtId: payment.debtId,
      customerId,
      paymentId: payment.id,
      note: `platform fee ${formatMoney(fee)}`,
    },
    { onConflict: 'skip' },
  );
}

/** A setup-fee payment's money leaves the shop's balance for the platform's, once, in its credit's transaction. */
export async function bookSetupFee(tx: Tx, payment: Payment) {
  return appendEntry(
    tx,
    {
      shopId: payment.shopId,
      kind: 'setup_fee',
      accountId: payment.accountId,
      amount: -payment.amount,
      paymentId: payment.id,
      note: `setup fee ${formatMoney(payment.amount)}`,
    },
    { onConflict: 'skip' },
  );
}

async function sumOf(tx: Tx, shopId: string, paymentId: string, where: ReturnType<typeof sql>) {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${e.amount}), 0)` })
    .from(e)
    .where(and(eq(e.shopId, shopId), eq(e.paymentId, paymentId), where, standing));
  return Number(row?.sum ?? 0);
}

/**
 * After a refund against a payment: the platform fee comes back in proportion to what has been
 * refunded of the payment, cumulatively rounded down (feeGivenBackAfter), so the give-backs never
 * sum past the fee and a full refund returns it all. Runs in the refund's transaction, under the
 * order's lock every refund of the order takes, so two refunds never both give back one shilling.
 * Nothing for a payment with no platform fee (a shop's own provider).
 */
export async function givePlatformFeeBack(tx: Tx, shopId: string, paymentId: string, createdBy: string | null) {
  const fee = -(await sumOf(tx, shopId, paymentId, sql`${e.kind} = 'platform_fee' and ${e.amount} < 0`));
  if (fee <= 0) return null;
  const [payment] = await tx
    .select({ amount: payments.amount, accountId: payments.accountId, orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.shopId, shopId), eq(payments.id, paymentId)));
  if (!payment) return null;
  const refunded = -(await sumOf(tx, shopId, paymentId, sql`${e.kind} = 'refund'`));
  const givenBack = await sumOf(tx, shopId, paymentId, sql`${e.kind} = 'platform_fee' and ${e.amount} > 0`);
  const due = Math.min(fee, feeGivenBackAfter(fee, payment.amount, refunded)) - givenBack;
  if (due <= 0) return null;
  return appendEntry(tx, {
    shopId,
    kind: 'platform_fee',
    accountId: payment.accountId,
    amount: due,
    orderId: payment.orderId,
    paymentId,
    note: `platform fee back ${formatMoney(due)}`,
    createdBy,
  });
}
