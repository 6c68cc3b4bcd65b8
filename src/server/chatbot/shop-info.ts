import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Bot, ChatLanguage } from '../db/schema/chat.ts';
import { shops } from '../db/schema/shops.ts';
import { findBot } from './bots.ts';
import type { ShopInfo } from './engine-types.ts';

// Bot ids and shop names change rarely; a few seconds of staleness saves a query per message.
// Per process on purpose: after a rename or a disabled bot, every process agrees within TTL_MS.
const TTL_MS = 5_000;
const MAX = 2_000;
type Entry<T> = { value: T; until: number };
const bots = new Map<string, Entry<Bot | null>>();
const shopsById = new Map<string, Entry<ShopInfo | null>>();

function remember<T>(map: Map<string, Entry<T>>, key: string, value: T): T {
  if (map.size >= MAX) map.clear();
  map.set(key, { value, until: Date.now() + TTL_MS });
  return value;
}

function fresh<T>(map: Map<string, Entry<T>>, key: string): Entry<T> | undefined {
  const hit = map.get(key);
  return hit && hit.until > Date.now() ? hit : undefined;
}

export async function findBotCached(db: Db, botId: string): Promise<Bot | null> {
  const hit = fresh(bots, botId);
  return hit ? hit.value : remember(bots, botId, await findBot(db, botId));
}

export async function shopInfo(db: Db, shopId: string): Promise<ShopInfo | null> {
  const hit = fresh(shopsById, shopId);
  if (hit) return hit.value;
  const [row] = await db
    .select({ id: shops.id, name: shops.name, defaultLanguage: shops.defaultLanguage, currency: shops.currency })
    .from(shops)
    .where(eq(shops.id, shopId));
  const info = row ? { ...row, defaultLanguage: (row.defaultLanguage === 'sw' ? 'sw' : 'en') as ChatLanguage } : null;
  return remember(shopsById, shopId, info);
}

/** Tests change bots and shops under the cache. */
export function clearShopInfoCache(): void {
  bots.clear();
  shopsById.clear();
}
