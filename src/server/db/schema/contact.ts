import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    status: text('status', { enum: ['new', 'answered', 'spam'] })
      .notNull()
      .default('new'),
    createdAt: created(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
