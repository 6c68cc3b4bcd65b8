import { z } from 'zod';
import { amount, id, timestamp } from './common.ts';

// The answers of the operator's console (/api/operator/*, issue 29).

/** Who the console is for: 404 to anyone who is not an operator, so it says only the email. */
export const operatorMeSchema = z.strictObject({ email: z.string() });
export type OperatorMe = z.infer<typeof operatorMeSchema>;

export const operatorShopSchema = z.strictObject({
  id,
  name: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  owner_phone: z.string().nullable(),
  whatsapp_number: z.string(),
  created_at: timestamp,
  /**
   * The shop's KYC level (0 new, 1 owner verified, 2 business verified) from the compliance
   * module's face; null while that module does not answer (see flows/operator-console/kyc-levels.ts).
   */
  kyc_level: z.int().nullable(),
  orders_count: z.int(),
  /** What the shop's provider accounts hold (the ledger's balances, cash drawer excluded), whole shillings. */
  balance: amount,
  /** The latest order, customer message or edit of the shop's settings. */
  last_activity_at: timestamp.nullable(),
  suspended_at: timestamp.nullable(),
  suspended_reason: z.string().nullable(),
  /** The owner's own choice to appear in /shops. */
  listed: z.boolean(),
  directory_hidden_at: timestamp.nullable(),
  directory_hidden_reason: z.string().nullable(),
});
export type OperatorShop = z.infer<typeof operatorShopSchema>;

export const operatorShopsPageSchema = z.strictObject({
  items: z.array(operatorShopSchema),
  next_cursor: z.string().nullable(),
});

export const contactReplyItemSchema = z.strictObject({
  id,
  subject: z.string(),
  body: z.string(),
  operator_email: z.string(),
  created_at: timestamp,
});

export const contactMessageSchema = z.strictObject({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  language: z.string(),
  status: z.enum(['new', 'handled', 'answered', 'spam']),
  created_at: timestamp,
  handled_at: timestamp.nullable(),
  handled_by: z.string().nullable(),
  replies: z.array(contactReplyItemSchema),
});
export type ContactMessageItem = z.infer<typeof contactMessageSchema>;

export const contactMessagesPageSchema = z.strictObject({
  items: z.array(contactMessageSchema),
  next_cursor: z.string().nullable(),
});

export const operatorActionSchema = z.strictObject({
  id,
  operator_email: z.string(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  shop_id: id.nullable(),
  shop_name: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  created_at: timestamp,
});
export type OperatorActionItem = z.infer<typeof operatorActionSchema>;

export const operatorActionsPageSchema = z.strictObject({
  items: z.array(operatorActionSchema),
  next_before: z.string().nullable(),
});
