import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BOOK_METHODS,
  DEBT_DIRECTIONS,
  DEBT_ENTRY_KINDS,
  EXPENSE_CATEGORIES,
  EXPENSE_ENTRY_KINDS,
  type BookMethod,
  type DebtDirection,
  type DebtEntryKind,
  type ExpenseCategory,
  type ExpenseEntryKind,
} from '../../../lib/books.ts';
import type { ProductImage } from './catalog.ts';
import { customers } from './customers.ts';
import { money } from './money.ts';
import { orders } from './orders.ts';
import { payments } from './payments.ts';
import { created, currency, inList, updated, randomId } from './columns.ts';
import { shopId } from './shop-column.ts';

// The shop's books (issue 16): expenses and the debt book. Like the money ledger, what happened is
// kept in append-only entry tables (a trigger in the migration refuses UPDATE and DELETE); the
// record tables hold the current state the screens list, written in the same transaction as
// their entries. Days are days in Tanzania (EAT) stored as dates.

/** A recurring expense (monthly rent, a salary): it writes its expense on its day each month. */
export const expenseRecurrences = pgTable(
  'expense_recurrences',
  {
    shopId: shopId(),
    id: randomId(),
    amount: money('amount').notNull(),
    currency: currency(),
    category: text('category').$type<ExpenseCategory>().notNull(),
    paidBy: text('paid_by').$type<BookMethod>().notNull(),
    note: text('note').notNull().default(''),
    // 1–31; a month shorter than the day takes its last day.
    dayOfMonth: integer('day_of_month').notNull(),
    // The next day it writes an expense; skipping one moves this a month on.
    nextOn: date('next_on', { mode: 'string' }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    // The job's queue: recurrences that are due and not stopped.
    index('expense_recurrences_due_idx')
      .on(t.nextOn)
      .where(sql`${t.stoppedAt} is null`),
    check('expense_recurrences_amount_positive', sql`${t.amount} > 0`),
    check('expense_recurrences_day', sql`${t.dayOfMonth} between 1 and 31`),
    check('expense_recurrences_category', inList('category', EXPENSE_CATEGORIES)),
    check('expense_recurrences_paid_by', inList('paid_by', BOOK_METHODS)),
  ],
);

/** An expense as it stands now (the list's row). Its history is its entries. */
export const expenses = pgTable(
  'expenses',
  {
    shopId: shopId(),
    id: randomId(),
    amount: money('amount').notNull(),
    currency: currency(),
    category: text('category').$type<ExpenseCategory>().notNull(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    paidBy: text('paid_by').$type<BookMethod>().notNull(),
    note: text('note').notNull().default(''),
    receipt: jsonb('receipt').$type<ProductImage>(),
    recurrenceId: uuid('recurrence_id'),
    // A delete is a reversal entry; the row stays, marked, so the history can show it.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      columns: [t.shopId, t.recurrenceId],
      foreignColumns: [expenseRecurrences.shopId, expenseRecurrences.id],
    }),
    // A recurrence writes its day once, however many workers find it due.
    uniqueIndex('expenses_recurrence_day_uq').on(t.shopId, t.recurrenceId, t.spentOn),
    index('expenses_spent_idx').on(t.shopId, t.spentOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('expenses_category_idx').on(t.shopId, t.category, t.spentOn.desc().nullsFirst()),
    check('expenses_amount_positive', sql`${t.amount} > 0`),
    check('expenses_category', inList('category', EXPENSE_CATEGORIES)),
    check('expenses_paid_by', inList('paid_by', BOOK_METHODS)),
  ],
);

/**
 * Append-only: recording an expense writes +amount; an edit writes the reversal of the standing
 * entry and a new record; a delete writes the reversal. Sums by month and category come from here.
 */
export const expenseEntries = pgTable(
  'expense_entries',
  {
    shopId: shopId(),
    id: randomId(),
    expenseId: uuid('expense_id').notNull(),
    kind: text('kind').$type<ExpenseEntryKind>().notNull(),
    amount: money('amount').notNull(),
    currency: currency(),
    category: text('category').$type<ExpenseCategory>().notNull(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    paidBy: text('paid_by').$type<BookMethod>().notNull(),
    reversesId: uuid('reverses_id'),
    createdBy: uuid('created_by'),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({ columns: [t.shopId, t.expenseId], foreignColumns: [expenses.shopId, expenses.id] }),
    foreignKey({ columns: [t.shopId, t.reversesId], foreignColumns: [t.shopId, t.id] }),
    uniqueIndex('expense_entries_reverses_uq').on(t.shopId, t.reversesId),
    index('expense_entries_expense_idx').on(t.shopId, t.expenseId, t.createdAt),
    index('expense_entries_spent_idx').on(t.shopId, t.spentOn),
    check('expense_entries_amount_nonzero', sql`${t.amount} <> 0`),
    check('expense_entries_kind', inList('kind', EXPENSE_ENTRY_KINDS)),
  ],
);

/**
 * The sum of expense entries per month (its first day) and category, kept by the same
 * transaction that writes an entry: the month views read 12 × 10 rows, never 100k expenses.
 */
export const expenseMonthTotals = pgTable(
  'expense_month_totals',
  {
    shopId: shopId(),
    month: date('month', { mode: 'string' }).notNull(),
    category: text('category').$type<ExpenseCategory>().notNull(),
    total: money('total').notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.month, t.category] })],
);

/** One debt: what a customer owes the shop (receivable) or the shop owes a supplier (payable). */
export const debts = pgTable(
  'debts',
  {
    shopId: shopId(),
    id: randomId(),
    direction: text('direction').$type<DebtDirection>().notNull(),
    customerId: uuid('customer_id'),
    // An order sold on credit; at most one debt per order.
    orderId: uuid('order_id'),
    // Who owes or is owed, as written (a supplier has no customer record).
    partyName: text('party_name').notNull().default(''),
    partyPhone: text('party_phone').notNull().default(''),
    language: text('language').notNull().default('sw'),
    // The day the debt began (ageing counts from it) and the day it is due.
    openedOn: date('opened_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    // The sum of the charges, and what is left: kept with the entries under the row's lock, and
    // never below zero (20 payments at once cannot overpay it).
    amount: money('amount').notNull(),
    balance: money('balance').notNull(),
    currency: currency(),
    note: text('note').notNull().default(''),
    // The unguessable part of the statement page's link; a new one revokes the old link.
    statementKey: text('statement_key').notNull(),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customers.shopId, customers.id] }),
    foreignKey({ columns: [t.shopId, t.orderId], foreignColumns: [orders.shopId, orders.id] }),
    uniqueIndex('debts_order_uq').on(t.shopId, t.orderId),
    uniqueIndex('debts_statement_key_uq').on(t.statementKey),
    // The list: open debts oldest first, per direction.
    index('debts_open_idx')
      .on(t.shopId, t.direction, t.openedOn, t.id)
      .where(sql`${t.balance} > 0`),
    // The closed and all lists (oldest first): without it they sort every debt of the shop.
    index('debts_list_idx').on(t.shopId, t.direction, t.openedOn, t.id),
    index('debts_customer_idx').on(t.shopId, t.customerId, t.openedOn),
    check('debts_balance_nonnegative', sql`${t.balance} >= 0`),
    check('debts_balance_within_amount', sql`${t.balance} <= ${t.amount}`),
    check('debts_amount_positive', sql`${t.amount} > 0`),
    check('debts_direction', inList('direction', DEBT_DIRECTIONS)),
  ],
);

/** Append-only: the balance of a debt is the sum of its entries. */
export const debtEntries = pgTable(
  'debt_entries',
  {
    shopId: shopId(),
    id: randomId(),
    debtId: uuid('debt_id').notNull(),
    kind: text('kind').$type<DebtEntryKind>().notNull(),
    amount: money('amount').notNull(),
    currency: currency(),
    // How a payment came (null on a charge).
    method: text('method').$type<BookMethod>(),
    // A mobile-money payment made from the statement page.
    paymentId: uuid('payment_id'),
    reversesId: uuid('reverses_id'),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({ columns: [t.shopId, t.debtId], foreignColumns: [debts.shopId, debts.id] }),
    foreignKey({ columns: [t.shopId, t.paymentId], foreignColumns: [payments.shopId, payments.id] }),
    foreignKey({ columns: [t.shopId, t.reversesId], foreignColumns: [t.shopId, t.id] }),
    uniqueIndex('debt_entries_reverses_uq').on(t.shopId, t.reversesId),
    // A mobile-money payment pays a debt once, however often its callback comes.
    uniqueIndex('debt_entries_payment_uq').on(t.shopId, t.paymentId),
    index('debt_entries_debt_idx').on(t.shopId, t.debtId, t.createdAt),
    check('debt_entries_amount_nonzero', sql`${t.amount} <> 0`),
    check('debt_entries_kind', inList('kind', DEBT_ENTRY_KINDS)),
    check('debt_entries_method', sql`"method" is null or ${inList('method', BOOK_METHODS)}`),
  ],
);

export type ExpenseRecurrence = typeof expenseRecurrences.$inferSelect;
export type Expense = typeof expenses.$inferSelect;
export type ExpenseEntry = typeof expenseEntries.$inferSelect;
export type Debt = typeof debts.$inferSelect;
export type DebtEntry = typeof debtEntries.$inferSelect;
