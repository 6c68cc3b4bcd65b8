import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.ts';

// The durable job queue (DESIGN.md: nothing that must survive lives in process memory). Workers in
// any app process claim due rows with FOR UPDATE SKIP LOCKED; a crashed worker's lock expires.
// dedupe_key makes enqueueing idempotent (e.g. 'wa-in:<wamid>': a repeated webhook is one job).
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    shopId: uuid('shop_id'),
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: created(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_uq').on(t.queue, t.dedupeKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`status in ('queued', 'running')`),
  ],
);

export type Job = typeof jobs.$inferSelect;

// Paced lanes (jobs/pace.ts): one row a lane (a WhatsApp number, an SMS provider account), holding
// when its next send may leave, so that every process sending for the lane keeps one pace.
export const paceLanes = pgTable('pace_lanes', {
  lane: text('lane').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
});
