import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.ts';

// Messages sent from the public contact form. Not shop data (no shop_id): they are addressed to
// the Duka Chat team. Kept for up to two years (privacy policy §6); no IP address is stored,
// the rate limiter keeps its own short-lived counter.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull().default('en'),
    // 'new' until an operator marks it handled (or replies, which handles it too: issue 29).
    status: text('status', { enum: ['new', 'handled', 'answered', 'spam'] })
      .notNull()
      .default('new'),
    createdAt: created(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The operator's email: operators are named in configuration, not rows of their own. */
    handledBy: text('handled_by'),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_status_idx').on(t.status, t.createdAt),
  ],
);

// An operator's email reply to a contact message, kept as sent and shown under the message.
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id').notNull(),
    operatorEmail: text('operator_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: created(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type ContactReply = typeof contactReplies.$inferSelect;
