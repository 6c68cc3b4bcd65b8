import { z } from 'zod';
import { optionalPhone } from './phone-schema.ts';
import { BOOK_METHODS, DEBT_DIRECTIONS } from './books.ts';
import { MAX_ENTRY_AMOUNT } from './transaction-schemas.ts';

// What the debt book's API takes (issue 16, /api/debts). Days are days in Tanzania (EAT), YYYY-MM-DD.

export const DEBT_STATUSES = ['open', 'closed', 'all'] as const;
export type DebtStatus = (typeof DEBT_STATUSES)[number];

/** The ageing buckets of the list's totals, in days since the debt began. */
export const DEBT_AGE_BUCKETS = ['0_30', '31_60', '61_90', '90_plus'] as const;
export type DebtAgeBucket = (typeof DEBT_AGE_BUCKETS)[number];

const day = z.iso.date({ error: 'date_invalid' });
const note = z.string().trim().max(500);
const amount = z
  .int({ error: 'amount_invalid' })
  .min(1, { error: 'amount_positive' })
  .max(MAX_ENTRY_AMOUNT, { error: 'amount_too_large' });
// Query strings carry booleans as text; only these spellings count, anything else is a 400.
const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'invalid_value' })
  .transform((v) => v === 'true' || v === '1');

/** `<opened_on>_<uuid>` of the last debt of the previous page (keyset paging, oldest first). */
const CURSOR = /^\d{4}-\d{2}-\d{2}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const filters = {
  direction: z.enum(DEBT_DIRECTIONS, { error: 'debt_direction_unknown' }).default('receivable'),
  status: z.enum(DEBT_STATUSES, { error: 'status_unknown' }).default('open'),
  overdue: flag.optional(),
  q: z.string().trim().max(100).optional(),
  customer_id: z.uuid({ error: 'invalid_value' }).optional(),
  // The debt an order sold on credit opened (the order screen links to it).
  order_id: z.uuid({ error: 'invalid_value' }).optional(),
};

export const debtFilterSchema = z.object(filters);

export const debtListQuerySchema = z.object({
  ...filters,
  cursor: z
    .string()
    .regex(CURSOR, { error: 'cursor_invalid' })
    .refine((c) => day.safeParse(c.slice(0, 10)).success, { error: 'cursor_invalid' })
    .optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});

/** The totals of a tab: every open debt of the direction (and of one customer when given). */
export const debtTotalsQuerySchema = z.object({
  direction: filters.direction,
  customer_id: filters.customer_id,
});

const party = {
  party_name: z.string().trim().max(100).default(''),
  // Stored as +255… like every phone, so the list's search finds it however it is typed.
  party_phone: optionalPhone(),
};

/**
 * A debt written by hand. A customer's debt names a customer record or at least a person; a
 * supplier's names the supplier. It begins today unless told otherwise and may be due on a day.
 */
export const debtCreateSchema = z
  .strictObject({
    direction: z.enum(DEBT_DIRECTIONS, { error: 'debt_direction_unknown' }),
    customer_id: z.uuid({ error: 'invalid_value' }).optional(),
    ...party,
    amount,
    opened_on: day.optional(),
    due_on: day.nullable().optional(),
    note: note.default(''),
  })
  .refine((d) => d.party_name || (d.direction === 'receivable' && d.customer_id), {
    error: 'debt_party_required',
    path: ['party_name'],
  })
  .refine((d) => d.direction === 'receivable' || !d.customer_id, {
    error: 'debt_supplier_not_customer',
    path: ['customer_id'],
  })
  .refine((d) => !d.due_on || !d.opened_on || d.due_on >= d.opened_on, {
    error: 'debt_due_before_opened',
    path: ['due_on'],
  });

export const debtPaymentSchema = z.strictObject({
  amount,
  method: z.enum(BOOK_METHODS, { error: 'debt_method_unknown' }),
  note: note.default(''),
});

export const debtEntryReversalSchema = z.strictObject({ note: note.default('') });

/** What may change on a debt after it is written: when it is due and its note (amounts change by entries). */
export const debtUpdateSchema = z
  .strictObject({ due_on: day.nullable().optional(), note: note.optional() })
  .refine((d) => d.due_on !== undefined || d.note !== undefined, { error: 'debt_nothing_to_update' });

export const debtEntryParams = z.object({ id: z.uuid(), entryId: z.uuid() });

export type DebtFilter = z.infer<typeof debtFilterSchema>;
export type DebtListQuery = z.infer<typeof debtListQuerySchema>;
export type DebtTotalsQuery = z.infer<typeof debtTotalsQuerySchema>;
export type DebtCreate = z.infer<typeof debtCreateSchema>;
export type DebtPaymentInput = z.infer<typeof debtPaymentSchema>;
export type DebtUpdate = z.infer<typeof debtUpdateSchema>;
