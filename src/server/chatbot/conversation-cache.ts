import type { Conversation } from '../db/schema/chat.ts';

/**
 * The conversations this process wrote last, as it wrote them, so that the next message of a
 * conversation needs no read before its write (docs/decisions/0008). Never trusted on its own:
 * the engine writes only if the row's state_version is still the cached one, and every write to a
 * conversation bumps it (migration 0008), so an entry made stale by the inbox, an order, another
 * process or a restart costs one failed write and a read, never a wrong state.
 */
const MAX = 50_000;
const entries = new Map<string, Conversation>();

const keyOf = (c: Pick<Conversation, 'shopId' | 'channel' | 'externalId'>) =>
  `${c.shopId}:${c.channel}:${c.externalId}`;

export function cachedConversation(
  shopId: string,
  channel: Conversation['channel'],
  externalId: string,
): Conversation | undefined {
  const key = keyOf({ shopId, channel, externalId });
  const hit = entries.get(key);
  if (hit) {
    entries.delete(key);
    entries.set(key, hit); // most recently used last
  }
  return hit;
}

export function rememberConversation(conversation: Conversation): void {
  const key = keyOf(conversation);
  entries.delete(key);
  entries.set(key, conversation);
  if (entries.size > MAX) entries.delete(entries.keys().next().value!);
}

export function forgetConversation(shopId: string, channel: Conversation['channel'], externalId: string): void {
  entries.delete(keyOf({ shopId, channel, externalId }));
}

/** Tests act as a freshly started process. */
export function clearConversationCache(): void {
  entries.clear();
}
