import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { debtEntries, debts, type Debt, type DebtEntry } from '../../db/schema/books.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { BookMethod, DebtDirection } from '../../../lib/books.ts';
import { appendEntry, lockCashDrawer } from '../payments/ledger/append-entry.ts';

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
    if (debt.balance === 0) throw badRequest('debt_closed');
    if (p.amount > debt.balance) throw badRequest('debt_payment_exceeds_balance', { balance: debt.balance }, 'amount');
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
