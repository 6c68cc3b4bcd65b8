import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';
import { jobsAdded } from './wake.ts';

export type NewJob = {
  queue: string;
  payload: Record<string, unknown>;
  shopId?: string | null;
  dedupeKey?: string | null;
  runAt?: Date;
  maxAttempts?: number;
};

/**
 * Adds a job (inside the caller's transaction when given one, so a job exists exactly when the
 * write that asked for it does). A job with the same queue and dedupe key is added once: the
 * answer is false for the repeat.
 */
export async function enqueue(db: Db, job: NewJob): Promise<boolean> {
  return (await enqueueJob(db, job)) !== null;
}

/** As enqueue, answering the new job's id (null for a repeat of the dedupe key). */
export async function enqueueJob(db: Db, job: NewJob): Promise<number | null> {
  const rows = await db
    .insert(jobs)
    .values({
      queue: job.queue,
      payload: job.payload,
      shopId: job.shopId ?? null,
      dedupeKey: job.dedupeKey ?? null,
      runAt: job.runAt ?? sql`now()`,
      maxAttempts: job.maxAttempts ?? 8,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (rows[0]) await jobsAdded(db);
  return rows[0]?.id ?? null;
}
