import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Counters live in the database so that several app processes share them (DESIGN.md).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
