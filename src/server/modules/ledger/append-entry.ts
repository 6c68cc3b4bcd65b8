import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ledgerEntries, paymentAccounts, type LedgerEntry } from '../../db/schema/payments.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { notFound } from '../../http/errors.ts';
import type { LedgerKind } from '../../../lib/transaction-schemas.ts';

export type NewEntry = {
  shopId: string;
  kind: LedgerKind;
  /** A payment account, or null for the cash drawer. */
  accountId: string | null;
  /** Signed whole shillings: money in is positive, money out negative. */
  amount: number;
  orderId?: string | null;
  customerId?: string | null;
  paymentId?: string | null;
  payoutId?: string | null;
  expenseId?: string | null;
  debtId?: string | null;
  reversesId?: string | null;
  note?: string;
  createdBy?: string | null;
};

/**
 * Takes the account's row lock for the rest of the transaction. Every write that can lower an
 * account's balance (payout, refund, reversal, negative adjustment) takes it before it reads the
 * balance, so two of them never both see the same money. 404 when the shop has no such account.
 */
export async function lockAccount(tx: Tx, shopId: string, accountId: string): Promise<void> {
  const [row] = await tx
    .select({ id: paymentAccounts.id })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.shopId, shopId), eq(paymentAccounts.id, accountId)))
    .for('update');
  if (!row) throw notFound('payment_account_not_found');
}

/** The cash drawer has no row to lock: a transaction-scoped advisory lock per shop stands in for it. */
export async function lockCashDrawer(tx: Tx, shopId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ledger-cash:${shopId}`}, 0))`);
}

export const lockBalance = (tx: Tx, shopId: string, accountId: string | null) =>
  accountId ? lockAccount(tx, shopId, accountId) : lockCashDrawer(tx, shopId);

/**
 * Appends one entry. The only way rows enter the ledger; nothing in the code updates or deletes
 * them (and the database refuses it: migration 0013's trigger). `onConflict: 'skip'` answers null
 * instead of failing when a unique rule of the ledger already holds an entry (credit once, cash
 * once, reverse once).
 */
export async function appendEntry(
  db: Db | Tx,
  entry: NewEntry,
  options: { onConflict?: 'skip' } = {},
): Promise<LedgerEntry | null> {
  const insert = db.insert(ledgerEntries).values({
    shopId: entry.shopId,
    id: timeOrderedId(),
    kind: entry.kind,
    accountId: entry.accountId,
    amount: entry.amount,
    orderId: entry.orderId ?? null,
    customerId: entry.customerId ?? null,
    paymentId: entry.paymentId ?? null,
    payoutId: entry.payoutId ?? null,
    expenseId: entry.expenseId ?? null,
    debtId: entry.debtId ?? null,
    reversesId: entry.reversesId ?? null,
    note: entry.note ?? '',
    createdBy: entry.createdBy ?? null,
    // Milliseconds, as JavaScript and the list's cursor carry them (now() has microseconds, and a
    // cursor rounded down from them would skip or repeat entries at a page boundary).
    createdAt: new Date(),
  });
  const [row] = await (options.onConflict === 'skip' ? insert.onConflictDoNothing() : insert).returning();
  return row ?? null;
}
