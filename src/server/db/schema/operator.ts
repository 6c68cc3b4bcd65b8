import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// What the platform's operators did (issue 29): who, what, to which shop or row, when, and the
// state before and after. Only appended: a trigger (drizzle/, by hand) refuses UPDATE and DELETE,
// so no route, and no bug in one, can edit the record. Not shop data: one shop's rows are read
// only by operators.
export const operatorActions = pgTable(
  'operator_actions',
  {
    /** Time-ordered (decision 0009): the log is read newest first. */
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id').notNull(),
    operatorEmail: text('operator_email').notNull(),
    /** What was done, e.g. `shop.suspend`, `kyc.reject`, `payout.release`. */
    action: text('action').notNull(),
    /** What it was done to: a table's name and the row's id. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    shopId: uuid('shop_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_actions_created_idx').on(t.createdAt),
    index('operator_actions_shop_idx').on(t.shopId, t.createdAt),
  ],
);

export type OperatorAction = typeof operatorActions.$inferSelect;
