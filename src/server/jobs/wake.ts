import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Telling workers that there is work. An idle worker polls less and less often (worker.ts), so a
 * job added in this process nudges the local workers back to their short poll; a process that runs
 * no worker (JOBS_WORKER=false) NOTIFYs the others instead, inside the adding transaction, so the
 * message is delivered when the job is committed and visible.
 */
type Listener = { wake: () => void; nudge: () => void };
const listeners = new Set<Listener>();

/** The channel workers LISTEN on for jobs added by processes without a worker. */
export const JOBS_CHANNEL = 'duka_jobs';

export function onWake(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Claim now, in this process: for callers whose jobs were added through enqueue and are committed. */
export function wakeWorkers(): void {
  for (const listener of listeners) listener.wake();
}

/**
 * Jobs were just added. `committed`: they are visible now, and local workers claim at once;
 * otherwise (inside a transaction not yet committed) they go back to their short poll, which finds
 * the jobs once they are. With no local worker, the other processes' workers are told, at commit.
 */
export async function jobsAdded(db: Db, options: { committed?: boolean } = {}): Promise<void> {
  if (listeners.size > 0) {
    for (const listener of listeners) (options.committed ? listener.wake : listener.nudge)();
    return;
  }
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}
