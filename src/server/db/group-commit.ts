import type { Db } from './client.ts';

/**
 * Group commit: while one write runs, the writes that arrive queue up and the next statement
 * takes them all (up to `max`) at once. No timer, so a lone write waits for nothing; under a
 * burst the database does one statement per batch instead of one per request, which saves round
 * trips, pool connections and commits (each a WAL flush). A batch of one goes through `one`; a
 * batch that fails is tried again item by item, so that one bad item fails alone.
 *
 * `key`: items with the same key never share a batch (a later one waits for the next), for
 * statements that can touch a row only once (UPDATE … FROM with two input rows for one target
 * row updates it once, with either).
 */
export function groupCommit<I, O>(opts: {
  one: (db: Db, item: I) => Promise<O>;
  many: (db: Db, items: I[]) => Promise<O[]>;
  max?: number;
  key?: (item: I) => string;
}): (db: Db, item: I) => Promise<O> {
  type Pending = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };
  type Queue = { waiting: Pending[]; running: boolean };
  const max = opts.max ?? 100;
  const queues = new WeakMap<Db, Queue>();

  const take = (q: Queue): Pending[] => {
    if (!opts.key) return q.waiting.splice(0, max);
    const keys = new Set<string>();
    const batch: Pending[] = [];
    const later: Pending[] = [];
    for (const p of q.waiting) {
      const key = opts.key(p.item);
      if (batch.length < max && !keys.has(key)) {
        keys.add(key);
        batch.push(p);
      } else later.push(p);
    }
    q.waiting = later;
    return batch;
  };

  const drain = async (db: Db, q: Queue): Promise<void> => {
    q.running = true;
    while (q.waiting.length) {
      const batch = take(q);
      if (batch.length === 1) {
        await opts.one(db, batch[0]!.item).then(batch[0]!.resolve, batch[0]!.reject);
        continue;
      }
      try {
        const results = await opts.many(
          db,
          batch.map((p) => p.item),
        );
        batch.forEach((p, i) => p.resolve(results[i]!));
      } catch {
        for (const p of batch) await opts.one(db, p.item).then(p.resolve, p.reject);
      }
    }
    q.running = false;
  };

  return (db, item) =>
    new Promise<O>((resolve, reject) => {
      let q = queues.get(db);
      if (!q) queues.set(db, (q = { waiting: [], running: false }));
      q.waiting.push({ item, resolve, reject });
      if (!q.running) void drain(db, q);
    });
}
