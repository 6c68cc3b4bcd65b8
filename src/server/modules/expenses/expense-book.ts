import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ExpenseInput } from '../../../lib/expense-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  expenseEntries,
  expenseMonthTotals,
  expenses,
  type Expense,
  type ExpenseEntry,
} from '../../db/schema/books.ts';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { appendEntry, lockCashDrawer } from '../ledger/index.ts';

// The expense book's writes (issue 16). What happened is in expense_entries (append-only): a
// record is +amount, its reversal −amount. Every entry moves expense_month_totals by the same
// amount in the same transaction, so a month's total is always the sum of its entries. An expense
// paid in cash also leaves the cash drawer (a ledger entry of kind expense), and its reversal
// puts it back, so /transactions stays true.

type EntryFields = Pick<ExpenseEntry, 'amount' | 'category' | 'spentOn' | 'paidBy'>;

async function writeEntry(
  tx: Tx,
  shopId: string,
  expenseId: string,
  fields: EntryFields & { kind: ExpenseEntry['kind']; reversesId: string | null },
  actorId: string | null,
): Promise<ExpenseEntry> {
  const [entry] = await tx
    .insert(expenseEntries)
    .values({ shopId, id: timeOrderedId(), expenseId, ...fields, createdBy: actorId, createdAt: new Date() })
    .returning();
  const sign = Math.sign(fields.amount);
  await tx
    .insert(expenseMonthTotals)
    .values({
      shopId,
      month: `${fields.spentOn.slice(0, 7)}-01`,
      category: fields.category,
      total: fields.amount,
      count: sign,
    })
    .onConflictDoUpdate({
      target: [expenseMonthTotals.shopId, expenseMonthTotals.month, expenseMonthTotals.category],
      set: {
        total: sql`${expenseMonthTotals.total} + ${fields.amount}`,
        count: sql`${expenseMonthTotals.count} + ${sign}`,
      },
    });
  return entry!;
}

async function recordEntry(tx: Tx, expense: Expense, actorId: string | null): Promise<void> {
  await writeEntry(tx, expense.shopId, expense.id, { ...pick(expense), kind: 'record', reversesId: null }, actorId);
  if (expense.paidBy !== 'cash') return;
  await lockCashDrawer(tx, expense.shopId);
  await appendEntry(tx, {
    shopId: expense.shopId,
    kind: 'expense',
    accountId: null,
    amount: -expense.amount,
    expenseId: expense.id,
    note: expense.note,
    createdBy: actorId,
  });
}

const pick = (e: EntryFields): EntryFields => ({
  amount: e.amount,
  category: e.category,
  spentOn: e.spentOn,
  paidBy: e.paidBy,
});

const reversal = alias(expenseEntries, 'reversal');
const ledgerReversal = alias(ledgerEntries, 'ledger_reversal');

/** Reverses the expense's standing record (and its cash drawer entry): the books forget the old figures. */
async function reverseStanding(tx: Tx, shopId: string, expenseId: string, actorId: string | null): Promise<void> {
  const standing = await tx
    .select({ entry: expenseEntries })
    .from(expenseEntries)
    .leftJoin(reversal, and(eq(reversal.shopId, expenseEntries.shopId), eq(reversal.reversesId, expenseEntries.id)))
    .where(
      and(
        eq(expenseEntries.shopId, shopId),
        eq(expenseEntries.expenseId, expenseId),
        eq(expenseEntries.kind, 'record'),
        isNull(reversal.id),
      ),
    );
  for (const { entry } of standing)
    await writeEntry(
      tx,
      shopId,
      expenseId,
      { ...pick(entry), amount: -entry.amount, kind: 'reversal', reversesId: entry.id },
      actorId,
    );
  const cash = await tx
    .select({ entry: ledgerEntries })
    .from(ledgerEntries)
    .leftJoin(
      ledgerReversal,
      and(eq(ledgerReversal.shopId, ledgerEntries.shopId), eq(ledgerReversal.reversesId, ledgerEntries.id)),
    )
    .where(
      and(
        eq(ledgerEntries.shopId, shopId),
        eq(ledgerEntries.expenseId, expenseId),
        eq(ledgerEntries.kind, 'expense'),
        isNull(ledgerReversal.id),
      ),
    );
  if (cash.length) await lockCashDrawer(tx, shopId);
  for (const { entry } of cash)
    await appendEntry(tx, {
      shopId,
      kind: 'reversal',
      accountId: entry.accountId,
      amount: -entry.amount,
      expenseId,
      reversesId: entry.id,
      note: entry.note,
      createdBy: actorId,
    });
}

export type NewExpense = ExpenseInput & { recurrenceId?: string | null };

/**
 * Records an expense with its entry (and its cash drawer entry). In the caller's transaction when
 * given one. With a recurrence whose day is already written, answers null and writes nothing
 * (expenses_recurrence_day_uq: two workers at once write it once).
 */
export async function recordExpense(
  db: Db | Tx,
  shopId: string,
  actorId: string | null,
  input: NewExpense,
): Promise<Expense | null> {
  return db.transaction(async (tx) => {
    const [expense] = await tx
      .insert(expenses)
      .values({
        shopId,
        id: timeOrderedId(),
        amount: input.amount,
        category: input.category,
        spentOn: input.spent_on,
        paidBy: input.paid_by,
        note: input.note,
        recurrenceId: input.recurrenceId ?? null,
        createdBy: actorId,
      })
      .onConflictDoNothing()
      .returning();
    if (!expense) return null;
    await recordEntry(tx, expense, actorId);
    return expense;
  });
}

/** The expense, locked for the rest of the transaction: 404 when the shop has none, 409 when deleted. */
async function lockExpense(tx: Tx, shopId: string, id: string): Promise<Expense> {
  const [expense] = await tx
    .select()
    .from(expenses)
    .where(and(eq(expenses.shopId, shopId), eq(expenses.id, id)))
    .for('update');
  if (!expense) throw notFound('expense_not_found');
  if (expense.deletedAt) throw conflict('expense_deleted');
  return expense;
}

/** An edit: the standing record is reversed and the new figures recorded (the history shows both). */
export async function editExpense(
  db: Db,
  shopId: string,
  id: string,
  actorId: string | null,
  input: ExpenseInput,
): Promise<Expense> {
  return db.transaction(async (tx) => {
    const before = await lockExpense(tx, shopId, id);
    const [after] = await tx
      .update(expenses)
      .set({
        amount: input.amount,
        category: input.category,
        spentOn: input.spent_on,
        paidBy: input.paid_by,
        note: input.note,
        updatedAt: new Date(),
      })
      .where(and(eq(expenses.shopId, shopId), eq(expenses.id, id)))
      .returning();
    const figuresChanged =
      before.amount !== after!.amount ||
      before.category !== after!.category ||
      before.spentOn !== after!.spentOn ||
      before.paidBy !== after!.paidBy;
    // A note alone changes no figure: no entries for it.
    if (figuresChanged) {
      await reverseStanding(tx, shopId, id, actorId);
      await recordEntry(tx, after!, actorId);
    }
    return after!;
  });
}

/** A delete is a reversal: the row stays, marked deleted, so its history can still be read. */
export async function deleteExpense(db: Db, shopId: string, id: string, actorId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await lockExpense(tx, shopId, id);
    await reverseStanding(tx, shopId, id, actorId);
    await tx
      .update(expenses)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(expenses.shopId, shopId), eq(expenses.id, id)));
  });
}
