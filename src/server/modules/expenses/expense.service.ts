import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ExpenseDetail, ExpenseDto, ExpensePage, ExpenseSummary } from '../../../lib/contracts/expense.ts';
import { addMonths, eatDay, monthOf } from '../../../lib/eat-days.ts';
import type { ExpenseFilter, ExpenseListQuery } from '../../../lib/expense-schemas.ts';
import type { Db } from '../../db/client.ts';
import { expenseEntries, expenseMonthTotals, expenses, type Expense } from '../../db/schema/books.ts';
import { likeContains } from '../../db/pg-errors.ts';
import { notFound } from '../../http/errors.ts';
import { formatCsvRow } from '../../../lib/csv.ts';

// The expense list, one expense with its history, the month summary and the CSV export.

/** A receipt photo's address for the answer: a short-lived signed link (media's privateMediaLinks). */
export type ReceiptLink = (relative: string) => string;

export function toExpenseDto(x: Expense, link: ReceiptLink): ExpenseDto {
  return {
    id: x.id,
    amount: x.amount,
    currency: 'TZS',
    category: x.category,
    spent_on: x.spentOn,
    paid_by: x.paidBy,
    note: x.note,
    receipt: x.receipt ? { url: link(x.receipt.large), thumbnail_url: link(x.receipt.thumb) } : null,
    recurrence_id: x.recurrenceId,
    deleted: x.deletedAt !== null,
    created_at: x.createdAt.toISOString(),
    updated_at: x.updatedAt.toISOString(),
  };
}

/** The WHERE of the list and the export: one shop, then the filters given. */
function expenseCondition(shopId: string, f: ExpenseFilter): SQL {
  return and(
    eq(expenses.shopId, shopId),
    f.deleted === 'only'
      ? isNotNull(expenses.deletedAt)
      : f.deleted === 'include'
        ? undefined
        : isNull(expenses.deletedAt),
    f.from ? gte(expenses.spentOn, f.from) : undefined,
    f.to ? lte(expenses.spentOn, f.to) : undefined,
    f.category ? eq(expenses.category, f.category) : undefined,
    f.paid_by ? eq(expenses.paidBy, f.paid_by) : undefined,
    f.q ? ilike(expenses.note, likeContains(f.q)) : undefined,
  )!;
}

const cursorOf = (x: Expense) => `${x.spentOn}_${x.id}`;
function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [day, id] = cursor.split('_');
  // A row comparison, so expenses_spent_idx (shop_id, spent_on desc, id desc) serves the page.
  return sql`(${expenses.spentOn}, ${expenses.id}) < (${day}::date, ${id}::uuid)`;
}

const page = (db: Db, shopId: string, f: ExpenseFilter, cursor: string | undefined, size: number) =>
  db
    .select()
    .from(expenses)
    .where(and(expenseCondition(shopId, f), afterCursor(cursor)))
    .orderBy(desc(expenses.spentOn), desc(expenses.id))
    .limit(size);

/** Newest day first, keyset-paged on (spent_on, id). */
export async function listExpenses(
  db: Db,
  shopId: string,
  q: ExpenseListQuery,
  link: ReceiptLink,
): Promise<ExpensePage> {
  const rows = await page(db, shopId, q, q.cursor, q.page_size + 1);
  const items = rows.slice(0, q.page_size);
  return {
    items: items.map((x) => toExpenseDto(x, link)),
    next_cursor: rows.length > q.page_size ? cursorOf(items.at(-1)!) : null,
  };
}

export async function expenseDetail(db: Db, shopId: string, id: string, link: ReceiptLink): Promise<ExpenseDetail> {
  const [row] = await db
    .select()
    .from(expenses)
    .where(and(eq(expenses.shopId, shopId), eq(expenses.id, id)));
  if (!row) throw notFound('expense_not_found');
  const history = await db
    .select()
    .from(expenseEntries)
    .where(and(eq(expenseEntries.shopId, shopId), eq(expenseEntries.expenseId, id)))
    .orderBy(asc(expenseEntries.createdAt), asc(expenseEntries.id));
  return {
    ...toExpenseDto(row, link),
    history: history.map((h) => ({
      id: h.id,
      kind: h.kind,
      amount: h.amount,
      category: h.category,
      spent_on: h.spentOn,
      paid_by: h.paidBy,
      reverses_id: h.reversesId,
      created_by: h.createdBy,
      created_at: h.createdAt.toISOString(),
    })),
  };
}

/** Sums of the month totals per month (first day) and category, for months in [from, until). */
export async function expenseTotalsByMonth(db: Db, shopId: string, fromMonth: string, untilMonth: string) {
  const rows = await db
    .select()
    .from(expenseMonthTotals)
    .where(
      and(
        eq(expenseMonthTotals.shopId, shopId),
        gte(expenseMonthTotals.month, `${fromMonth}-01`),
        lt(expenseMonthTotals.month, `${untilMonth}-01`),
      ),
    );
  return rows.map((r) => ({ month: r.month.slice(0, 7), category: r.category, total: r.total, count: r.count }));
}

/** This month in Tanzania and the month before, by category (largest first); categories with nothing left out. */
export async function expenseSummary(db: Db, shopId: string, now = new Date()): Promise<ExpenseSummary> {
  const month = monthOf(eatDay(now));
  const last = addMonths(month, -1);
  const rows = (await expenseTotalsByMonth(db, shopId, last, addMonths(month, 1))).filter((r) => r.count > 0);
  const of = (m: string) => {
    const by = rows
      .filter((r) => r.month === m)
      .map((r) => ({ category: r.category, total: r.total, count: r.count }))
      .sort((a, b) => b.total - a.total || a.category.localeCompare(b.category));
    return { month: m, total: by.reduce((s, r) => s + r.total, 0), by_category: by };
  };
  return { ...of(month), last_month: of(last) };
}

export const EXPENSE_CSV_COLUMNS = [
  'spent_on',
  'category',
  'amount',
  'currency',
  'paid_by',
  'note',
  'id',
  'created_at',
] as const;

export async function* exportExpensesCsv(db: Db, shopId: string, f: ExpenseFilter): AsyncGenerator<string> {
  yield formatCsvRow([...EXPENSE_CSV_COLUMNS]);
  let cursor: string | undefined;
  for (;;) {
    const rows = await page(db, shopId, f, cursor, 1000);
    if (!rows.length) return;
    yield rows
      .map((x) =>
        formatCsvRow([x.spentOn, x.category, x.amount, 'TZS', x.paidBy, x.note, x.id, x.createdAt.toISOString()]),
      )
      .join('');
    cursor = cursorOf(rows.at(-1)!);
  }
}
