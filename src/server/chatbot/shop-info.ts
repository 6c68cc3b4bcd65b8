import { eq } from 'drizzle-orm';
import type { ChatReply } from '../../lib/contracts/chat.ts';
import type { Db } from '../db/client.ts';
import type { Bot, ChatLanguage } from '../db/schema/chat.ts';
import { shops } from '../db/schema/shops.ts';
import { findBot } from './bots.ts';
import { TtlCache } from './ttl-cache.ts';
import type { ShopInfo } from './engine-types.ts';

// Bot ids and shop names change rarely; a few seconds of staleness saves a query per message.
// After a change by the shop's staff every process forgets the shop at once (http/cache-sync.ts).
const bots = new TtlCache<Bot | null>(5_000, 2_000);
const shopsById = new TtlCache<ShopInfo | null>(5_000, 2_000);
// Whether the operators suspended the shop (issue 29): asked on every chat message before anything
// is stored. An operator's change is announced (cache-sync), so every process forgets it at once.
const suspendedById = new TtlCache<boolean>(5_000, 2_000);

export function findBotCached(db: Db, botId: string): Promise<Bot | null> {
  return bots.get(botId, () => findBot(db, botId));
}

export function shopInfo(db: Db, shopId: string): Promise<ShopInfo | null> {
  return shopsById.get(shopId, async () => {
    const [row] = await db
      .select({ id: shops.id, name: shops.name, defaultLanguage: shops.defaultLanguage, currency: shops.currency })
      .from(shops)
      .where(eq(shops.id, shopId));
    return row ? { ...row, defaultLanguage: (row.defaultLanguage === 'sw' ? 'sw' : 'en') as ChatLanguage } : null;
  });
}

export function shopSuspendedCached(db: Db, shopId: string): Promise<boolean> {
  return suspendedById.get(shopId, async () => {
    const [row] = await db.select({ at: shops.suspendedAt }).from(shops).where(eq(shops.id, shopId));
    return !!row?.at;
  });
}

/** After a change made by one of the shop's staff (or an operator). */
export async function forgetShopInfo(shopId: string): Promise<void> {
  shopsById.delete(shopId);
  suspendedById.delete(shopId);
  await bots.deleteWhere((_, bot) => bot === undefined || bot?.shopId === shopId);
}

/** Tests change bots and shops under the cache. */
export function clearShopInfoCache(): void {
  bots.clear();
  shopsById.clear();
  suspendedById.clear();
}

// What a suspended shop's chat says (issue 29): the widget and the WhatsApp bot answer with this
// and store nothing (no conversation, message, customer or order). The customer's language may
// not be known (a first message), so both languages are said, the asked one first.

const TEXT = {
  en: 'This shop is not taking orders right now.',
  sw: 'Duka hili halipokei oda kwa sasa.',
} as const;

export function notTakingOrdersText(first: 'en' | 'sw' = 'en'): string {
  return first === 'sw' ? `${TEXT.sw}\n${TEXT.en}` : `${TEXT.en}\n${TEXT.sw}`;
}

/** The widget's answer: one message, nothing stored, so no cursor to poll from. */
export function notTakingOrdersReply(first: 'en' | 'sw' = 'en'): ChatReply {
  const text = notTakingOrdersText(first);
  return {
    actions: [{ send_message: { text } }],
    message: text,
    response: [],
    next_state: null,
    input: null,
    cursor: '',
  };
}
