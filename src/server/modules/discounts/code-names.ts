import { eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { discountCodes } from '../../db/schema/discounts.ts';

/**
 * The names of a shop's discount codes, kept a few seconds per process: every short message of a
 * chat is looked up as a possible code (codeInChat), and that query was the most frequent
 * statement of the chat bench (docs/decisions/0055). Only a word among these names is looked up.
 * A kept list can miss a code only if one was made or renamed meanwhile (a name it has too many,
 * of a deleted code, is looked up and found to be none): making or renaming one forgets the shop
 * here at once, and in the other processes through the shop change every dashboard write
 * announces (http/cache-sync.ts, wired in bot-caches.ts); the list lives 5 s at most regardless.
 * A shop with more codes than MAX_KEPT is not kept: its messages are looked up as before.
 */
const TTL_MS = 5_000;
const MAX_KEPT = 500;
const MAX_SHOPS = 2_000;
type Entry = { names: Promise<Set<string> | null>; until: number };
const kept = new Map<string, Entry>();

/** The shop's code names (as stored: upper case), or null when the shop has too many to keep. */
export function shopCodeNames(db: Db, shopId: string): Promise<Set<string> | null> {
  // Inside a transaction a load is not shared: another caller's load could wait for a pool
  // connection that transactions like this one hold.
  if (inTransaction(db)) return load(db, shopId);
  const hit = kept.get(shopId);
  if (hit && hit.until > Date.now()) return hit.names;
  if (kept.size >= MAX_SHOPS) kept.clear();
  const entry: Entry = { names: load(db, shopId), until: Date.now() + TTL_MS };
  kept.set(shopId, entry);
  entry.names.catch(() => kept.get(shopId) === entry && kept.delete(shopId));
  return entry.names;
}

const inTransaction = (db: Db): boolean => db instanceof PgTransaction;

async function load(db: Db, shopId: string): Promise<Set<string> | null> {
  const rows = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(eq(discountCodes.shopId, shopId))
    .limit(MAX_KEPT + 1);
  return rows.length > MAX_KEPT ? null : new Set(rows.map((r) => r.code));
}

/** After a code of the shop was made (or any change to the shop, from another process). */
export function forgetShopCodeNames(shopId: string): void {
  kept.delete(shopId);
}

export function clearCodeNames(): void {
  kept.clear();
}
