import { sql } from 'drizzle-orm';
import type { Deps } from './context.ts';

// A process keeps some things for a few seconds (signed-in sessions, a shop's name and bot, its
// catalogue and published flow as the chat reads them). Several processes share one database
// (DESIGN.md), so a change made through one must reach the caches of all: the process that made
// it forgets at once and tells the others with a NOTIFY, which each process LISTENs for.
// The caches above this layer (the bot's) register here at start-up (src/server/bot-caches.ts), so
// that http/ imports nothing above it.

const CHANNEL = 'duka_cache';
export type CacheChange = { user?: string; shop?: string };

/** A cache of a shop's that some layer above keeps: forget one shop, or everything. */
export type ShopCache = { forgetShop: (shopId: string) => void | Promise<void>; clear: () => void };
const shopCaches = new Set<ShopCache>();

export function registerShopCache(cache: ShopCache): void {
  shopCaches.add(cache);
}

async function forget(deps: Deps, change: CacheChange): Promise<void> {
  if (change.user) deps.sessions.forgetUser(change.user);
  if (change.shop) {
    deps.sessions.forgetShop(change.shop);
    await Promise.all([...shopCaches].map((cache) => cache.forgetShop(change.shop!)));
  }
}

/** After a change to a person (profile, password, sessions) or to a shop (anything its staff edit). */
export async function announceChange(deps: Deps, change: CacheChange): Promise<void> {
  await forget(deps, change);
  await deps.database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`);
}

/** Once per process and database: forget what other processes changed. */
export function syncCaches(deps: Deps): void {
  deps.database.listen(
    CHANNEL,
    (payload) => {
      let change: CacheChange;
      try {
        change = JSON.parse(payload) as CacheChange;
      } catch {
        return;
      }
      void forget(deps, change);
    },
    // Changes may have been missed while the connection was down: forget everything.
    () => {
      deps.sessions.clear();
      for (const cache of shopCaches) cache.clear();
    },
  );
}
