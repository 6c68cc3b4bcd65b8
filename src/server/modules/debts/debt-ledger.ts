import { formatMoney } from '../../../lib/format.ts';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { debtEntries, debts, type Debt, type DebtEntry } from '../../db/schema/books.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { ledgerEntries } from '../../db/schema/payments.ts';
import type { BookMethod, DebtDirection } from '../../../lib/books.ts';
import { appendEntry, lockCashDrawer } from '../ledger/index.ts';

// The debt book's writes (issue 16). A debt's balance is the sum of its entries: every write here
// appends entries and moves `debts.balance` by the same amount in one transaction, under the
// debt's row lock, so that 20 payments at once are taken one after another and the database's
// check (balance >= 0) is never what stops them.

export type NewDebt = {
  shopId: string;
  direction: DebtDirection;
  customerId?: string | null;
  orderId?: string | null;
  partyName: string;
  partyPhone?: string;
  language?: string;
  /** YYYY-MM-DD (EAT): the day it began. */
  openedOn: string;
  dueOn?: string | null;
  amount: number;
  note?: string;
  createdBy?: string | null;
};

/** Opens a debt with its first charge. In the caller's transaction when given one. */
export async function openDebt(db: Db | Tx, input: NewDebt): Promise<Debt> {
  return db.transaction(async (tx) => {
    const id = timeOrderedId();
    const [debt] = await tx
      .insert(debts)
      .values({
        shopId: input.shopId,
        id,
        direction: input.direction,
        customerId: input.customerId ?? null,
        orderId: input.orderId ?? null,
        partyName: input.partyName,
        partyPhone: input.partyPhone ?? '',
        language: input.language ?? 'sw',
        openedOn: input.openedOn,
        dueOn: input.dueOn ?? null,
        amount: input.amount,
        balance: input.amount,
        note: input.note ?? '',
        statementKey: newStatementKey(),
        createdBy: input.createdBy ?? null,
      })
      .returning();
    await tx.insert(debtEntries).values({
      shopId: input.shopId,
      id: timeOrderedId(),
      debtId: id,
      kind: 'charge',
      amount: input.amount,
      note: input.note ?? '',
      createdBy: input.createdBy ?? null,
    });
    return debt!;
  });
}

/** 128 random bits, URL-safe: the statement page's link names the debt by it. */
export const newStatementKey = () => randomBytes(16).toString('base64url');

/** The debt, locked for the rest of the transaction; 404 when the shop has no such debt. */
export async function lockDebt(tx: Tx, shopId: string, debtId: string): Promise<Debt> {
  const [debt] = await tx
    .select()
    .from(debts)
    .where(and(eq(debts.shopId, shopId), eq(debts.id, debtId)))
    .for('update');
  if (!debt) throw notFound('debt_not_found');
  return debt;
}

export type DebtPayment = {
  shopId: string;
  debtId: string;
  /** Positive whole shillings: what was paid. */
  amount: number;
  method: BookMethod;
  /** The mobile-money payment it came from (the statement page): pays the debt once. */
  paymentId?: string | null;
  note?: string;
  createdBy?: string | null;
};

/**
 * Records a payment towards a debt: a negative entry and the balance lowered by it; at zero the
 * debt closes. More than the balance is refused (400) with nothing written. Cash moves the cash
 * drawer too (a debt_payment ledger entry: in for a customer's debt, out for a supplier's); a
 * mobile-money payment is already in the ledger as the payment itself. With a paymentId already
 * recorded, answers null and writes nothing.
 */
export async function recordDebtPayment(db: Db | Tx, p: DebtPayment): Promise<{ debt: Debt; entry: DebtEntry } | null> {
  return db.transaction(async (tx) => {
    const debt = await lockDebt(tx, p.shopId, p.debtId);
    if (p.paymentId) {
      const [seen] = await tx
        .select({ id: debtEntries.id })
        .from(debtEntries)
        .where(and(eq(debtEntries.shopId, p.shopId), eq(debtEntries.paymentId, p.paymentId)));
      if (seen) return null;
    }
    // The schema refuses 0 and less at the door; a caller in code (the statement page) is held to it too.
    if (!(Number.isInteger(p.amount) && p.amount > 0)) throw badRequest('amount_positive', {}, 'amount');
    if (debt.balance === 0) throw badRequest('debt_closed');
    // The amount in words a person reads ("TZS 30,000"), not the bare number.
    if (p.amount > debt.balance)
      throw badRequest('debt_payment_exceeds_balance', { balance: formatMoney(debt.balance, debt.currency) }, 'amount');
    const [entry] = await tx
      .insert(debtEntries)
      .values({
        shopId: p.shopId,
        id: timeOrderedId(),
        debtId: p.debtId,
        kind: 'payment',
        amount: -p.amount,
        method: p.method,
        paymentId: p.paymentId ?? null,
        note: p.note ?? '',
        createdBy: p.createdBy ?? null,
      })
      .returning();
    const balance = debt.balance - p.amount;
    const [updated] = await tx
      .update(debts)
      .set({ balance, closedAt: balance === 0 ? new Date() : null, updatedAt: sql`now()` })
      .where(and(eq(debts.shopId, p.shopId), eq(debts.id, p.debtId)))
      .returning();
    if (p.method === 'cash') {
      await lockCashDrawer(tx, p.shopId);
      await appendEntry(tx, {
        shopId: p.shopId,
        kind: 'debt_payment',
        accountId: null,
        amount: debt.direction === 'receivable' ? p.amount : -p.amount,
        customerId: debt.customerId,
        orderId: debt.orderId,
        debtId: p.debtId,
        note: p.note ?? '',
        createdBy: p.createdBy ?? null,
      });
    }
    return { debt: updated!, entry: entry! };
  });
}

/** Moves the debt's balance by `delta` with the entry that says why; at zero it closes, above it opens again. */
async function moveBalance(tx: Tx, debt: Debt, delta: number) {
  const balance = debt.balance + delta;
  const [updated] = await tx
    .update(debts)
    .set({ balance, closedAt: balance === 0 ? (debt.closedAt ?? new Date()) : null, updatedAt: sql`now()` })
    .where(and(eq(debts.shopId, debt.shopId), eq(debts.id, debt.id)))
    .returning();
  return updated!;
}

/**
 * Reverses a payment recorded by mistake: a reversal entry of the opposite amount, and the balance
 * goes back up (the debt opens again). Once per payment (debt_entries_reverses_uq; 409 after). A
 * cash payment's drawer entry is reversed too, so the cash book and the debt book stay in step. A
 * debt cancelled with its order (its charge reversed) keeps its payments: nothing is owed to raise.
 */
export async function reverseDebtEntry(
  db: Db | Tx,
  shopId: string,
  debtId: string,
  entryId: string,
  actorId: string | null,
  note: string,
): Promise<{ debt: Debt; entry: DebtEntry }> {
  return db.transaction(async (tx) => {
    const debt = await lockDebt(tx, shopId, debtId);
    const entries = await tx
      .select()
      .from(debtEntries)
      .where(and(eq(debtEntries.shopId, shopId), eq(debtEntries.debtId, debtId)));
    const original = entries.find((e) => e.id === entryId);
    if (!original) throw notFound('debt_entry_not_found');
    if (original.kind !== 'payment') throw conflict('debt_entry_not_reversible');
    if (entries.some((e) => e.reversesId === original.id)) throw conflict('debt_entry_already_reversed');
    const charges = new Set(entries.filter((e) => e.kind === 'charge').map((e) => e.id));
    if (entries.some((e) => e.reversesId && charges.has(e.reversesId))) throw conflict('debt_cancelled');
    const [entry] = await tx
      .insert(debtEntries)
      .values({
        shopId,
        id: timeOrderedId(),
        debtId,
        kind: 'reversal',
        amount: -original.amount,
        method: original.method,
        reversesId: original.id,
        note,
        createdBy: actorId,
      })
      .returning();
    const updated = await moveBalance(tx, debt, -original.amount);
    if (original.method === 'cash' && !original.paymentId)
      await reverseCashOfPayment(tx, debt, original, actorId, note);
    return { debt: updated, entry: entry! };
  });
}

/**
 * The drawer entry a cash payment wrote names the debt, not the debt entry: entries of one debt
 * with the same amount are interchangeable money, so the oldest one not reversed yet is reversed.
 */
async function reverseCashOfPayment(tx: Tx, debt: Debt, payment: DebtEntry, actorId: string | null, note: string) {
  const drawerAmount = debt.direction === 'receivable' ? -payment.amount : payment.amount;
  const reversal = sql`exists (select 1 from ${ledgerEntries} r where r.shop_id = ${ledgerEntries.shopId} and r.reverses_id = ${ledgerEntries.id})`;
  const [cash] = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.shopId, debt.shopId),
        eq(ledgerEntries.debtId, debt.id),
        eq(ledgerEntries.kind, 'debt_payment'),
        isNull(ledgerEntries.accountId),
        eq(ledgerEntries.amount, drawerAmount),
        sql`not ${reversal}`,
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
    .limit(1);
  if (!cash) return;
  await lockCashDrawer(tx, debt.shopId);
  await appendEntry(tx, {
    shopId: debt.shopId,
    kind: 'reversal',
    accountId: null,
    amount: -cash.amount,
    customerId: cash.customerId,
    orderId: cash.orderId,
    debtId: debt.id,
    reversesId: cash.id,
    note,
    createdBy: actorId,
  });
}

/**
 * Cancelling an order sold on credit: what is still owed is reversed (an entry against the
 * charge, balance to 0, the debt closed). Payments already made stay in its history. Called in
 * the transaction that cancels the order; nothing to do for an order without a debt.
 */
export async function cancelOrderDebt(tx: Tx, shopId: string, orderId: string, actorId: string | null): Promise<void> {
  const [found] = await tx
    .select({ id: debts.id })
    .from(debts)
    .where(and(eq(debts.shopId, shopId), eq(debts.orderId, orderId)));
  if (!found) return;
  const debt = await lockDebt(tx, shopId, found.id);
  if (debt.balance === 0) return;
  const [charge] = await tx
    .select({ id: debtEntries.id })
    .from(debtEntries)
    .where(and(eq(debtEntries.shopId, shopId), eq(debtEntries.debtId, debt.id), eq(debtEntries.kind, 'charge')))
    .orderBy(asc(debtEntries.createdAt))
    .limit(1);
  await tx.insert(debtEntries).values({
    shopId,
    id: timeOrderedId(),
    debtId: debt.id,
    kind: 'reversal',
    amount: -debt.balance,
    reversesId: charge?.id ?? null,
    note: '',
    createdBy: actorId,
  });
  await moveBalance(tx, debt, -debt.balance);
}
