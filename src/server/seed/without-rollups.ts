import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

// Bulk loads of orders (the volume seed, the benchmarks) would pay the analytics triggers once per
// row, which takes a million-order seed from minutes to hours. The triggers skip a transaction that
// sets duka.rollups_off (migration 0017); the loader then recounts the shop's rollups once, with
// the same analytics_rebuild() the migration uses, so the figures still match the orders.

/** Runs `load` in one transaction whose order writes leave the analytics rollups alone. */
export async function withoutRollups<T>(db: Db, load: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('duka.rollups_off', 'on', true)`);
    return load(tx);
  });
}

/** Recounts every analytics rollup of one shop from its orders (after a load without them). */
export async function rebuildRollups(db: Db, shopId: string): Promise<void> {
  await db.execute(sql`select analytics_rebuild(${shopId})`);
}
