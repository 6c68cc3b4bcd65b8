import { z } from 'zod';
import { BOOK_METHODS, DEBT_DIRECTIONS, DEBT_ENTRY_KINDS } from '../books.ts';
import { DEBT_AGE_BUCKETS } from '../debt-schemas.ts';
import { amount, id, timestamp } from './common.ts';

// The debt book as the API answers it (/api/debts).

const day = z.string().meta({ format: 'date', description: 'YYYY-MM-DD, a day in Tanzania (EAT).' });

export const debtSchema = z.strictObject({
  id,
  direction: z.enum(DEBT_DIRECTIONS),
  customer_id: id.nullable(),
  /** The order sold on credit it came from. */
  order_id: id.nullable(),
  order_number: z.int().nullable(),
  party_name: z.string(),
  party_phone: z.string(),
  opened_on: day,
  due_on: day.nullable(),
  /** The sum of its charges. */
  amount,
  /** What is still owed: the sum of its entries. */
  balance: amount,
  currency: z.literal('TZS'),
  note: z.string(),
  /** Whole days since it began (EAT). */
  age_days: z.int(),
  /** Still owed and its due day has passed. */
  overdue: z.boolean(),
  last_reminded_at: timestamp.nullable(),
  closed_at: timestamp.nullable(),
  created_at: timestamp,
});

export const debtEntrySchema = z.strictObject({
  id,
  kind: z.enum(DEBT_ENTRY_KINDS),
  /** Signed: a charge adds (+), a payment takes off (−), a reversal is the opposite of its entry. */
  amount,
  method: z.enum(BOOK_METHODS).nullable(),
  payment_id: id.nullable(),
  reverses_id: id.nullable(),
  /** A payment that was reversed later (it can be reversed once). */
  reversed: z.boolean(),
  note: z.string(),
  created_at: timestamp,
});

export const debtDetailSchema = debtSchema.extend({ entries: z.array(debtEntrySchema) });

export const debtPageSchema = z.strictObject({ items: z.array(debtSchema), next_cursor: z.string().nullable() });

export const debtTotalsSchema = z.strictObject({
  direction: z.enum(DEBT_DIRECTIONS),
  /** What the open debts add up to. */
  total: amount,
  count: z.int(),
  overdue_total: amount,
  overdue_count: z.int(),
  /** By days since the debt began: 0–30, 31–60, 61–90, more than 90. */
  ageing: z.array(z.strictObject({ bucket: z.enum(DEBT_AGE_BUCKETS), total: amount, count: z.int() })),
});

export type DebtDto = z.infer<typeof debtSchema>;
export type DebtEntryDto = z.infer<typeof debtEntrySchema>;
export type DebtDetailDto = z.infer<typeof debtDetailSchema>;
export type DebtPageDto = z.infer<typeof debtPageSchema>;
export type DebtTotalsDto = z.infer<typeof debtTotalsSchema>;
