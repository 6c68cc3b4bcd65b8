import { z } from 'zod';
import { BOOK_METHODS, EXPENSE_CATEGORIES } from './books.ts';
import { MAX_ENTRY_AMOUNT } from './transaction-schemas.ts';

// Expenses and recurring expenses (issue 16): what the API takes, shared by the server and the
// expense form. Error texts are message keys (server/http/messages/expenses.ts, transactions.ts).

/** A real calendar day, YYYY-MM-DD (z.iso.date refuses 2026-02-30 as well as 26-2-1). */
export const daySchema = z.iso.date({ error: 'date_invalid' });

const amount = z
  .int({ error: 'amount_invalid' })
  .min(1, { error: 'amount_positive' })
  .max(MAX_ENTRY_AMOUNT, { error: 'amount_too_large' });
const category = z.enum(EXPENSE_CATEGORIES, { error: 'expense_category_unknown' });
const paidBy = z.enum(BOOK_METHODS, { error: 'paid_by_unknown' });
const note = z.string().trim().max(500, { error: 'note_too_long' });

export const expenseInputSchema = z.strictObject({
  amount,
  category,
  spent_on: daySchema,
  paid_by: paidBy,
  note: note.default(''),
});

/** An edit gives the whole expense again: the old record is reversed and this one recorded. */
export const expenseUpdateSchema = expenseInputSchema;

export const recurrenceInputSchema = z.strictObject({
  amount,
  category,
  paid_by: paidBy,
  note: note.default(''),
  /** 1–31: a month shorter than this takes its last day. */
  day_of_month: z.int({ error: 'day_of_month_invalid' }).min(1, { error: 'day_of_month_invalid' }).max(31, {
    error: 'day_of_month_invalid',
  }),
  /** The first day it writes; by default the next day_of_month from today (today included). */
  starts_on: daySchema.optional(),
});

/** `<YYYY-MM-DD>_<uuid>` of the last row of the previous page (keyset paging, newest day first). */
const CURSOR = /^\d{4}-\d{2}-\d{2}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const filters = {
  from: daySchema.optional(),
  to: daySchema.optional(),
  category: category.optional(),
  paid_by: paidBy.optional(),
  q: z.string().trim().max(100).optional(),
  /** Deleted expenses are listed too when asked (their history stays readable). */
  deleted: z.enum(['include', 'only']).optional(),
};
const rangeInOrder = <T extends { from?: string; to?: string }>(q: T) => !q.from || !q.to || q.from <= q.to;

export const expenseFilterSchema = z
  .object(filters)
  .refine(rangeInOrder, { error: 'date_range_reversed', path: ['to'] });

export const expenseListQuerySchema = z
  .object({
    ...filters,
    cursor: z
      .string()
      .regex(CURSOR, { error: 'cursor_invalid' })
      .refine((c) => daySchema.safeParse(c.split('_')[0]).success, { error: 'cursor_invalid' })
      .optional(),
    page_size: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine(rangeInOrder, { error: 'date_range_reversed', path: ['to'] });

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthSchema = z.string().regex(MONTH, { error: 'month_invalid' });

/** The profit view: a year, or a range of months (YYYY-MM, both included, at most 24). */
export const profitQuerySchema = z
  .object({
    year: z.coerce.number({ error: 'year_invalid' }).int({ error: 'year_invalid' }).min(2000).max(2100).optional(),
    from: monthSchema.optional(),
    to: monthSchema.optional(),
  })
  .refine((q) => q.year === undefined || (q.from === undefined && q.to === undefined), {
    error: 'profit_range_mixed',
    path: ['year'],
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), { error: 'month_required', path: ['from'] })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'date_range_reversed', path: ['to'] })
  .refine((q) => !q.from || !q.to || monthsBetween(q.from, q.to) <= 24, {
    error: 'profit_range_too_long',
    path: ['to'],
  });

/** How many months from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

export type ExpenseInput = z.infer<typeof expenseInputSchema>;
export type RecurrenceInput = z.infer<typeof recurrenceInputSchema>;
export type ExpenseFilter = z.infer<typeof expenseFilterSchema>;
export type ExpenseListQuery = z.infer<typeof expenseListQuerySchema>;
export type ProfitQuery = z.infer<typeof profitQuerySchema>;
