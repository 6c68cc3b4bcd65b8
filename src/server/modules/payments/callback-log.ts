import type { Db } from '../../db/client.ts';
import { webhookLogs } from '../../db/schema/whatsapp.ts';

type LogRow = typeof webhookLogs.$inferInsert;
type Waiting = { row: LogRow; done: (error?: unknown) => void };
type Writer = { queue: Waiting[]; busy: boolean };

const writers = new WeakMap<Db, Writer>();
const BATCH = 200;

/**
 * Writes one callback's webhook log and resolves once it is stored (the callback is answered
 * after that, so a log is never missing for an answered callback). Logs that arrive while an
 * insert is under way go in the next one together: under a burst of callbacks, one round trip
 * stores many (the log write was one of the few statements every callback pays for), and alone a
 * log is written at once, with no added wait.
 */
export function writeCallbackLog(db: Db, row: LogRow): Promise<void> {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = { queue: [], busy: false }));
  const w = writer;
  return new Promise((resolve, reject) => {
    w.queue.push({ row, done: (error) => (error === undefined ? resolve() : reject(error)) });
    if (!w.busy) void drain(db, w);
  });
}

async function drain(db: Db, w: Writer): Promise<void> {
  w.busy = true;
  while (w.queue.length) {
    const batch = w.queue.splice(0, BATCH);
    try {
      await db.insert(webhookLogs).values(batch.map((b) => b.row));
      for (const b of batch) b.done();
    } catch {
      // One bad row (its shop deleted meanwhile) must not fail the others: each on its own.
      await Promise.all(
        batch.map((b) =>
          db
            .insert(webhookLogs)
            .values(b.row)
            .then(
              () => b.done(),
              (error: unknown) => b.done(error ?? new Error('webhook log not written')),
            ),
        ),
      );
    }
  }
  w.busy = false;
}
