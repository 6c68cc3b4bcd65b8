import { z } from 'zod';
import { BOOK_METHODS, DEBT_ENTRY_KINDS } from '../books.ts';
import { NETWORKS } from '../mobile-money.ts';
import { amount, id, timestamp } from './common.ts';
import { orderPaymentSchema } from './order-payment.ts';

// The customer's statement page (/statement?token=…, issue 16) and the debt's reach actions on the
// dashboard (statement link, reminders). The page imports the TYPES only.

const day = z.string().meta({ format: 'date', description: 'YYYY-MM-DD, a day in Tanzania (EAT).' });

export const statementEntrySchema = z.strictObject({
  kind: z.enum(DEBT_ENTRY_KINDS),
  /** Signed: a charge is positive, a payment negative. */
  amount,
  method: z.enum(BOOK_METHODS).nullable(),
  created_at: timestamp,
});

/** GET /api/v1/statement: what one customer owes one shop, and how they can pay it. */
export const debtStatementSchema = z.strictObject({
  shop_name: z.string(),
  language: z.enum(['en', 'sw']),
  party_name: z.string(),
  amount,
  balance: amount,
  currency: z.string(),
  opened_on: day,
  due_on: day.nullable(),
  overdue: z.boolean(),
  closed: z.boolean(),
  entries: z.array(statementEntrySchema),
  /** The wallets the shop collects from; empty: mobile money is not offered. */
  networks: z.array(z.enum(NETWORKS)),
  /** The smallest part payment accepted (the whole rest is always accepted). */
  min_payment: amount,
  /** The debt's phone number (E.164), the form's default. */
  phone: z.string().nullable(),
  /** The latest mobile-money payment from this page, or null. */
  payment: orderPaymentSchema.nullable(),
});

/** The statement page's link, as the dashboard copies and shares it. */
export const statementLinkSchema = z.strictObject({ url: z.string() });

/** What a reminder would say and how it can go (GET /api/debts/{id}/reminder). */
export const reminderPreviewSchema = z.strictObject({
  /**
   * How the server sends it: whatsapp when the shop has a connected number, else sms when it has an
   * enabled SMS gateway (issue 27); null: it cannot.
   */
  channel: z.enum(['whatsapp', 'sms']).nullable(),
  language: z.enum(['en', 'sw']),
  text: z.string(),
  statement_url: z.string(),
  /** wa.me with the text, to send it from the merchant's own phone; null without a phone number. */
  share_url: z.string().nullable(),
  last_reminded_at: timestamp.nullable(),
  /** When the next reminder may go (12 hours after the last), or null when it may go now. */
  next_allowed_at: timestamp.nullable(),
});

/** POST /api/debts/{id}/reminders: queued for sending. */
export const reminderQueuedSchema = z.strictObject({
  channel: z.enum(['whatsapp', 'sms']),
  /** text: inside the 24-hour window; template (debt_reminder) outside it; sms: through the SMS gateway. */
  kind: z.enum(['text', 'template', 'sms']),
  last_reminded_at: timestamp,
  debt_id: id,
});

export type StatementEntry = z.infer<typeof statementEntrySchema>;
export type DebtStatement = z.infer<typeof debtStatementSchema>;
export type StatementLink = z.infer<typeof statementLinkSchema>;
export type ReminderPreview = z.infer<typeof reminderPreviewSchema>;
export type ReminderQueued = z.infer<typeof reminderQueuedSchema>;
