import { z } from 'zod';
import { BOOK_METHODS, EXPENSE_CATEGORIES, EXPENSE_ENTRY_KINDS } from '../books.ts';
import { amount, id, timestamp } from './common.ts';

// Expenses, recurring expenses and the profit view as the API answers them (issue 16).

const day = z.string().meta({ format: 'date', description: 'YYYY-MM-DD, a day in Tanzania (EAT).' });
const category = z.enum(EXPENSE_CATEGORIES);
const method = z.enum(BOOK_METHODS);

export const expenseSchema = z.strictObject({
  id,
  amount,
  currency: z.literal('TZS'),
  category,
  spent_on: day,
  paid_by: method,
  note: z.string(),
  receipt: z.strictObject({ url: z.string(), thumbnail_url: z.string() }).nullable(),
  recurrence_id: id.nullable(),
  deleted: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});

/** One line of an expense's history: +amount when recorded, −amount when an edit or delete reversed it. */
export const expenseEntrySchema = z.strictObject({
  id,
  kind: z.enum(EXPENSE_ENTRY_KINDS),
  amount,
  category,
  spent_on: day,
  paid_by: method,
  reverses_id: id.nullable(),
  created_by: id.nullable(),
  created_at: timestamp,
});

export const expenseDetailSchema = expenseSchema.extend({ history: z.array(expenseEntrySchema) });

export const expensePageSchema = z.strictObject({
  items: z.array(expenseSchema),
  next_cursor: z.string().nullable(),
});

const byCategory = z.array(z.strictObject({ category, total: amount, count: z.int() }));

/** /expenses at a glance: this month (EAT) and the month before, by category. */
export const expenseSummarySchema = z.strictObject({
  month: z.string().meta({ description: 'YYYY-MM' }),
  total: amount,
  by_category: byCategory,
  last_month: z.strictObject({ month: z.string(), total: amount, by_category: byCategory }),
});

export const recurrenceSchema = z.strictObject({
  id,
  amount,
  currency: z.literal('TZS'),
  category,
  paid_by: method,
  note: z.string(),
  day_of_month: z.int(),
  next_on: day,
  stopped: z.boolean(),
  created_at: timestamp,
});

export const profitMonthSchema = z.strictObject({
  month: z.string().meta({ description: 'YYYY-MM' }),
  orders: z.int(),
  sales: amount,
  cogs: amount,
  expenses: amount,
  /** sales − cogs − expenses. */
  profit: amount,
  /** Lines sold without a cost price: their cost is unknown, so profit is overstated by it. */
  lines_without_cost: z.int(),
  /** Where the figures come from: the month's orders and its expense records (dashboard paths). */
  orders_link: z.string(),
  expenses_link: z.string(),
});

export const profitSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  months: z.array(profitMonthSchema),
  totals: profitMonthSchema.omit({ month: true, orders_link: true, expenses_link: true }),
});

export type ExpenseDto = z.infer<typeof expenseSchema>;
export type ExpenseEntryDto = z.infer<typeof expenseEntrySchema>;
export type ExpenseDetail = z.infer<typeof expenseDetailSchema>;
export type ExpensePage = z.infer<typeof expensePageSchema>;
export type ExpenseSummary = z.infer<typeof expenseSummarySchema>;
export type RecurrenceDto = z.infer<typeof recurrenceSchema>;
export type ProfitMonth = z.infer<typeof profitMonthSchema>;
export type Profit = z.infer<typeof profitSchema>;
