import { and, eq, sql } from 'drizzle-orm';
import { normalizePhone } from '../../lib/phone.ts';
import type { Db, Tx } from '../db/client.ts';
import { rowFromJson } from '../db/rows-json.ts';
import { chatFlows, conversations, type ChatChannel, type Conversation } from '../db/schema/chat.ts';
import { findOrCreateCustomer } from '../modules/customers/customer.service.ts';
import type { InboundInput, ShopInfo } from './engine-types.ts';
import { publishedVersion } from './flow-store.ts';

// How the engine finds the conversation a message belongs to, or starts it (engine.ts).

export type Opened = { conversation: Conversation; publishedVersion: number | null; seen: string | null; created: boolean };

// A chat message need not wait for its WAL flush (docs/decisions/0006): a crash could lose the
// last moments of messages, never corrupt them, and the widget resends an unanswered message id.
// Set inside the statement, for its own transaction only, to save a round trip.
export const RELAXED_COMMIT = sql<string>`set_config('synchronous_commit', 'off', true)`;

/**
 * The conversation row with its flow's published version, and whether this message id was
 * answered before (a resend). Unlocked, the check rides in the same round trip. Locked (one
 * message of a conversation at a time, across processes), it is a statement of its own after the
 * lock: a statement that waited for the lock still reads with the snapshot it started with, which
 * cannot see the message the lock holder just stored.
 */
export async function readConversation(db: Db, shopId: string, channel: ChatChannel, externalId: string, messageId: string | null, lock: boolean) {
  const seen = messageId && !lock ? seenMessage(sql`"conversations"."shop_id"`, sql`"conversations"."id"`, messageId) : sql<string | null>`null::uuid`;
  const query = db
    .select({ conversation: conversations, publishedVersion: chatFlows.publishedVersion, seen, relaxed: lock ? RELAXED_COMMIT : sql<string>`null` })
    .from(conversations)
    .leftJoin(chatFlows, eq(chatFlows.shopId, conversations.shopId))
    .where(and(eq(conversations.shopId, shopId), eq(conversations.channel, channel), eq(conversations.externalId, externalId)));
  if (!lock) return (await query)[0];
  const [row] = await query.for('update', { of: conversations });
  if (!row || !messageId) return row;
  const [again] = await db.execute<{ id: string | null }>(sql`select ${seenMessage(row.conversation.shopId, row.conversation.id, messageId)} as id`).then((r) => (r as unknown as { rows: { id: string | null }[] }).rows);
  return { ...row, seen: again?.id ?? null };
}

const seenMessage = (shopId: unknown, conversationId: unknown, messageId: string) =>
  sql<string | null>`(select m.id from conversation_messages m where m.shop_id = ${shopId} and m.conversation_id = ${conversationId}
    and m.direction = 'in' and m.external_id = ${messageId} limit 1)`;

/**
 * A new conversation (with its customer on WhatsApp, found by phone), or null when a concurrent
 * first message made it a moment ago.
 */
export async function createConversation(db: Db, shop: ShopInfo, input: InboundInput): Promise<Conversation | null> {
  const whatsapp = input.channel === 'whatsapp';
  const phone = whatsapp ? normalizePhone(`+${input.externalId}`) : input.profile?.phone ? normalizePhone(input.profile.phone) : null;
  const language = whatsapp ? shop.defaultLanguage : (input.language ?? shop.defaultLanguage);
  const name = input.profile?.name?.trim().slice(0, 200) ?? '';
  const customer = whatsapp && phone ? await findOrCreateCustomer(db, shop.id, { phone, name, language }) : null;
  const [made] = await db
    .insert(conversations)
    .values({ shopId: shop.id, channel: input.channel, externalId: input.externalId, language, customerName: name, customerPhone: phone ?? '', customerId: customer?.id ?? null })
    .onConflictDoNothing()
    .returning();
  return made ?? null;
}

/**
 * A widget conversation read or, when there is none, made: one statement either way (a burst of
 * new chats is the widget's busiest moment). undefined when a concurrent first message made it
 * after this statement's snapshot: then it is read again.
 */
export async function readOrCreateWidgetConversation(db: Db, shop: ShopInfo, input: InboundInput, messageId: string | null): Promise<Opened | undefined> {
  const language = input.language ?? shop.defaultLanguage;
  const name = input.profile?.name?.trim().slice(0, 200) ?? '';
  const phone = input.profile?.phone ? normalizePhone(input.profile.phone) : null;
  const result = await db.execute(sql`
    with made as (
      insert into conversations (shop_id, channel, external_id, language, customer_name, customer_phone)
      values (${shop.id}, 'widget', ${input.externalId}, ${language}, ${name}, ${phone ?? ''})
      on conflict do nothing
      returning *
    )
    select to_jsonb(made) as row, true as created, null::uuid as seen from made
    union all
    select to_jsonb(c) as row, false as created, ${messageId ? seenMessage(sql`c.shop_id`, sql`c.id`, messageId) : sql`null::uuid`} as seen
    from conversations c
    where c.shop_id = ${shop.id} and c.channel = 'widget' and c.external_id = ${input.externalId} and not exists (select 1 from made)`);
  const [row] = (result as unknown as { rows: { row: Record<string, unknown>; created: boolean; seen: string | null }[] }).rows;
  if (!row) return undefined;
  return { conversation: rowFromJson(conversations, row.row), publishedVersion: await publishedVersion(db, shop.id), seen: row.seen, created: row.created };
}

export async function openConversation(tx: Tx, shop: ShopInfo, input: InboundInput, messageId: string | null): Promise<Opened> {
  const found = await readConversation(tx, shop.id, input.channel, input.externalId, messageId, true);
  if (found) return { ...found, created: false };
  await createConversation(tx, shop, input);
  const made = await readConversation(tx, shop.id, input.channel, input.externalId, messageId, true);
  return { ...made!, created: true };
}
