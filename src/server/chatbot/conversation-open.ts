import { and, eq, sql } from 'drizzle-orm';
import { normalizePhone } from '../../lib/phone.ts';
import type { Db, Tx } from '../db/client.ts';
import { groupCommit } from '../db/group-commit.ts';
import { queryPrepared } from '../db/prepared.ts';
import { rowFromJson } from '../db/rows-json.ts';
import { chatFlows, conversations, type ChatChannel, type Conversation } from '../db/schema/chat.ts';
import type { InboundInput, ShopInfo } from './engine-types.ts';
import type { ShopPorts } from './shop-ports.ts';
import { cutAt } from '../../lib/text-cut.ts';

// How the engine finds the conversation a message belongs to, or starts it (engine.ts).

/** publishedVersion: read in the conversation's own statement where it can be; left out, the engine takes it from flow-store's cache. */
export type Opened = {
  conversation: Conversation;
  publishedVersion?: number | null;
  seen: string | null;
  created: boolean;
};

// A chat message need not wait for its WAL flush (docs/decisions/0006): a crash could lose the
// last moments of messages, never corrupt them, and the widget resends an unanswered message id.
// Set inside the statement, for its own transaction only, to save a round trip.
export const RELAXED_COMMIT_TEXT = `set_config('synchronous_commit', 'off', true)`;
export const RELAXED_COMMIT = sql<string>`${sql.raw(RELAXED_COMMIT_TEXT)}`;

/**
 * The conversation row with its flow's published version, and whether this message id was
 * answered before (a resend). Unlocked, the check rides in the same round trip. Locked (one
 * message of a conversation at a time, across processes), it is a statement of its own after the
 * lock: a statement that waited for the lock still reads with the snapshot it started with, which
 * cannot see the message the lock holder just stored.
 */
export async function readConversation(
  db: Db,
  shopId: string,
  channel: ChatChannel,
  externalId: string,
  messageId: string | null,
  lock: boolean,
) {
  const seen =
    messageId && !lock
      ? seenMessage(sql`"conversations"."shop_id"`, sql`"conversations"."id"`, messageId)
      : sql<string | null>`null::uuid`;
  const query = db
    .select({
      conversation: conversations,
      publishedVersion: chatFlows.publishedVersion,
      seen,
      relaxed: lock ? RELAXED_COMMIT : sql<string>`null`,
    })
    .from(conversations)
    .leftJoin(chatFlows, eq(chatFlows.shopId, conversations.shopId))
    .where(
      and(
        eq(conversations.shopId, shopId),
        eq(conversations.channel, channel),
        eq(conversations.externalId, externalId),
      ),
    );
  if (!lock) return (await query)[0];
  const [row] = await query.for('update', { of: conversations });
  if (!row || !messageId) return row;
  const [again] = await db
    .execute<{ id: string | null }>(
      sql`select ${seenMessage(row.conversation.shopId, row.conversation.id, messageId)} as id`,
    )
    .then((r) => (r as unknown as { rows: { id: string | null }[] }).rows);
  return { ...row, seen: again?.id ?? null };
}

const seenMessage = (shopId: unknown, conversationId: unknown, messageId: unknown) =>
  sql<
    string | null
  >`(select m.id from conversation_messages m where m.shop_id = ${shopId} and m.conversation_id = ${conversationId}
    and m.direction = 'in' and m.external_id = ${messageId} limit 1)`;

/**
 * A new conversation (with its customer on WhatsApp, found by phone), or null when a concurrent
 * first message made it a moment ago.
 */
export async function createConversation(
  db: Db,
  ports: ShopPorts,
  shop: ShopInfo,
  input: InboundInput,
): Promise<Conversation | null> {
  const whatsapp = input.channel === 'whatsapp';
  const phone = whatsapp
    ? normalizePhone(`+${input.externalId}`)
    : input.profile?.phone
      ? normalizePhone(input.profile.phone)
      : null;
  const language = whatsapp ? shop.defaultLanguage : (input.language ?? shop.defaultLanguage);
  const name = cutAt(input.profile?.name?.trim() ?? '', 200);
  const customer = whatsapp && phone ? await ports.customerOfPhone(db, shop.id, { phone, name, language }) : null;
  const [made] = await db
    .insert(conversations)
    .values({
      shopId: shop.id,
      channel: input.channel,
      externalId: input.externalId,
      language,
      customerName: name,
      customerPhone: phone ?? '',
      customerId: customer?.id ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return made ?? null;
}

type WidgetOpen = {
  shopId: string;
  externalId: string;
  language: string;
  name: string;
  phone: string;
  messageId: string | null;
};
type WidgetOpened = { row: Record<string, unknown>; created: boolean; seen: string | null } | undefined;

/**
 * The statement that reads or makes widget conversations, as constant texts run prepared
 * (db/prepared.ts): one as parameters (an index lookup), several as one JSON parameter joined by
 * the unique key.
 */
const openText = (input: string) => `
    with input as (${input}),
    made as (
      insert into conversations (shop_id, channel, external_id, language, customer_name, customer_phone)
      select shop_id, 'widget', external_id, language, customer_name, customer_phone from input
      on conflict do nothing
      returning *
    )
    select to_jsonb(made) as row, true as created, null::uuid as seen from made
    union all
    select to_jsonb(c) as row, false as created, (select m.id from conversation_messages m where m.shop_id = c.shop_id
      and m.conversation_id = c.id and m.direction = 'in' and m.external_id = i.message_id limit 1) as seen
    from conversations c join input i on c.shop_id = i.shop_id and c.channel = 'widget' and c.external_id = i.external_id
    where not exists (select 1 from made m where m.shop_id = c.shop_id and m.external_id = c.external_id)`;
const OPEN_ONE = openText(`select $1::uuid as shop_id, $2::text as external_id, $3::text as language,
          $4::text as customer_name, $5::text as customer_phone, $6::text as message_id`);
const OPEN_MANY = openText(`select * from jsonb_to_recordset($1::jsonb)
          as i(shop_id uuid, external_id text, language text, customer_name text, customer_phone text, message_id text)`);

/**
 * Widget conversations read or, where there is none, made: one statement for any number of
 * them (a burst of new chats is the widget's busiest moment). Per item undefined when a
 * concurrent first message made it after this statement's snapshot: then it is read again.
 */
async function readOrCreateWidgetConversations(db: Db, items: WidgetOpen[]): Promise<WidgetOpened[]> {
  const one = items[0]!;
  const rows = await queryPrepared<NonNullable<WidgetOpened>>(
    db,
    items.length === 1 ? OPEN_ONE : OPEN_MANY,
    items.length === 1
      ? [one.shopId, one.externalId, one.language, one.name, one.phone, one.messageId]
      : [
          JSON.stringify(
            items.map((i) => ({
              shop_id: i.shopId,
              external_id: i.externalId,
              language: i.language,
              customer_name: i.name,
              customer_phone: i.phone,
              message_id: i.messageId,
            })),
          ),
        ],
  );
  const byKey = new Map(rows.map((r) => [`${r.row.shop_id as string}:${r.row.external_id as string}`, r]));
  return items.map((i) => byKey.get(`${i.shopId}:${i.externalId}`));
}

/** Opens that arrive while one runs go together in the next statement (group commit). */
const openWidget = groupCommit<WidgetOpen, WidgetOpened>({
  one: async (db, item) => (await readOrCreateWidgetConversations(db, [item]))[0],
  many: readOrCreateWidgetConversations,
  key: (item) => `${item.shopId}:${item.externalId}`,
});

/** A widget conversation read or, when there is none, made; undefined: made concurrently, read it again. */
export async function readOrCreateWidgetConversation(
  db: Db,
  shop: ShopInfo,
  input: InboundInput,
  messageId: string | null,
): Promise<Opened | undefined> {
  const row = await openWidget(db, {
    shopId: shop.id,
    externalId: input.externalId,
    language: input.language ?? shop.defaultLanguage,
    name: cutAt(input.profile?.name?.trim() ?? '', 200),
    phone: (input.profile?.phone && normalizePhone(input.profile.phone)) || '',
    messageId,
  });
  if (!row) return undefined;
  return { conversation: rowFromJson(conversations, row.row), seen: row.seen, created: row.created };
}

export async function openConversation(
  tx: Tx,
  ports: ShopPorts,
  shop: ShopInfo,
  input: InboundInput,
  messageId: string | null,
): Promise<Opened> {
  const found = await readConversation(tx, shop.id, input.channel, input.externalId, messageId, true);
  if (found) return { ...found, created: false };
  await createConversation(tx, ports, shop, input);
  const made = await readConversation(tx, shop.id, input.channel, input.externalId, messageId, true);
  return { ...made!, created: true };
}
