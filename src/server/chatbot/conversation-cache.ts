import type { Conversation } from '../db/schema/chat.ts';

/**
 * The conversations this process wrote last, as it wrote them, so that the next message of a
 * conversation needs no read before its write (docs/decisions/0008). Never trusted on its own:
 * the engine writes only if the row's state_version is still the cached one, and every write to a
 * conversation bumps it (migration 0008), so an entry made stale by the inbox, an order, another
 * process or a restart costs one failed write and a read, never a wrong state.
 *
 * An entry found stale is kept but no longer offered (docs/decisions/0055): behind a round-robin
 * balancer every other message of a conversation goes to another process, so the copy here is
 * always one write behind, and using it cost a failed write, a read and the flow run twice per
 * message. Such a conversation is read first instead, until a read finds the row as this process
 * last wrote it (nobody else wrote meanwhile: a sticky balancer, the inbox done), when the copy is
 * offered again.
 */
const MAX = 50_000;
type Entry = { conversation: Conversation; trusted: boolean };
const entries = new Map<string, Entry>();

type Key = Pick<Conversation, 'shopId' | 'channel' | 'externalId'>;
const keyOf = (c: Key) => `${c.shopId}:${c.channel}:${c.externalId}`;

/** The conversation as this process last wrote it, unless that copy was found stale since. */
export function cachedConversation(
  shopId: string,
  channel: Conversation['channel'],
  externalId: string,
): Conversation | undefined {
  const key = keyOf({ shopId, channel, externalId });
  const hit = entries.get(key);
  if (!hit) return undefined;
  entries.delete(key);
  entries.set(key, hit); // most recently used last
  return hit.trusted ? hit.conversation : undefined;
}

/** After this process wrote the conversation (a new one starts trusted; a distrusted one stays so). */
export function rememberConversation(conversation: Conversation): void {
  const key = keyOf(conversation);
  const trusted = entries.get(key)?.trusted ?? true;
  entries.delete(key);
  entries.set(key, { conversation, trusted });
  if (entries.size > MAX) entries.delete(entries.keys().next().value!);
}

/** A write found the conversation changed by somebody else: its next messages read it first. */
export function distrustConversation(shopId: string, channel: Conversation['channel'], externalId: string): void {
  const hit = entries.get(keyOf({ shopId, channel, externalId }));
  if (hit) hit.trusted = false;
}

/** A read found the row as this process last wrote it: nobody else writes it now, the copy is offered again. */
export function noteConversationRead(conversation: Conversation): void {
  const hit = entries.get(keyOf(conversation));
  if (hit && !hit.trusted && hit.conversation.id === conversation.id)
    hit.trusted = hit.conversation.stateVersion === conversation.stateVersion;
}

/** Tests act as a freshly started process. */
export function clearConversationCache(): void {
  entries.clear();
}
