import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ChannelConsent, ConsentHistory, CustomerConsent } from '../../../lib/contracts/consent.ts';
import {
  CONSENT_CHANNELS,
  type ConsentChannel,
  type ConsentSource,
  type ConsentState,
  type ConsentUpdate,
} from '../../../lib/consent-schemas.ts';
import { normalizePhone } from '../../../lib/phone.ts';
import { cutAt } from '../../../lib/text-cut.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { consentEvents, customerConsents } from '../../db/schema/consent.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { customerIdByPhone, getCustomer } from '../customers/index.ts';

// Consent to marketing per customer and channel (issue 27). The rule campaigns ask through
// mayMarketTo: opted in on the channel, and opted out on no channel (opting out anywhere stops
// every campaign). Every change is also a row of the history, written in the same transaction.

export type ConsentInput = {
  shopId: string;
  customerId: string;
  channel: ConsentChannel;
  state: ConsentState;
  source: ConsentSource;
  words: string;
  /** The member who set it by hand (the switch); null otherwise. */
  byUserId?: string | null;
};

const WORDS_MAX = 500;
/** What a database can hold and a person can read, at most WORDS_MAX units. */
const cleanWords = (words: string) => cutAt(words.replaceAll('\0', '').toWellFormed().trim(), WORDS_MAX);

/** SQL true when the customer opted out on any channel. */
export function optedOutAnywhere(shopId: string, customerId: SQL | AnyPgColumn): SQL {
  return sql`exists (select 1 from ${customerConsents} oc where oc.shop_id = ${shopId} and oc.customer_id = ${customerId} and oc.state = 'opted_out')`;
}

/** SQL true when the customer may get a campaign on that channel. */
export function mayMarketTo(shopId: string, customerId: SQL | AnyPgColumn, channel: ConsentChannel): SQL {
  return sql`(exists (select 1 from ${customerConsents} ic where ic.shop_id = ${shopId} and ic.customer_id = ${customerId} and ic.channel = ${channel} and ic.state = 'opted_in') and not ${optedOutAnywhere(shopId, customerId)})`;
}

/**
 * Sets one channel's consent and adds the change to the history, in one transaction (the caller's
 * when given a `tx`). The upsert takes the row's lock first; the time and the history id are made
 * after it, so concurrent changes of one channel are ordered alike in the row and in the history:
 * the state left is the newest history row's.
 */
export async function recordConsent(db: Db | Tx, a: ConsentInput): Promise<void> {
  const words = cleanWords(a.words);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customerConsents)
      .values({
        shopId: a.shopId,
        customerId: a.customerId,
        channel: a.channel,
        state: a.state,
        source: a.source,
        words,
        at: sql`clock_timestamp()`,
      })
      .onConflictDoUpdate({
        target: [customerConsents.shopId, customerConsents.customerId, customerConsents.channel],
        set: { state: a.state, source: a.source, words, at: sql`clock_timestamp()` },
      })
      .returning({ at: customerConsents.at });
    await tx.insert(consentEvents).values({
      shopId: a.shopId,
      id: timeOrderedId(),
      customerId: a.customerId,
      channel: a.channel,
      state: a.state,
      source: a.source,
      words,
      byUserId: a.byUserId ?? null,
      at: row!.at,
    });
  });
}

/**
 * An opt-out for the customer of a phone number (a STOP reply on SMS or WhatsApp): false when the
 * shop has no customer with that number (nothing written).
 */
export async function optOutByPhone(
  db: Db | Tx,
  shopId: string,
  phone: string,
  channel: ConsentChannel,
  words: string,
): Promise<boolean> {
  const normalized = normalizePhone(phone);
  const customerId = normalized ? await customerIdByPhone(db, shopId, normalized) : null;
  if (!customerId) return false;
  await recordConsent(db, { shopId, customerId, channel, state: 'opted_out', source: 'reply', words });
  return true;
}

/**
 * A STOP reply in the chat (ShopPorts.optOut): on WhatsApp it opts out of WhatsApp; the widget is
 * no campaign channel, so a reply there opts out of every channel. Either way no campaign goes
 * any more (opted out anywhere).
 */
export async function optOutFromChat(
  db: Db | Tx,
  shopId: string,
  phone: string,
  channel: 'whatsapp' | 'widget',
  words: string,
): Promise<boolean> {
  if (channel === 'whatsapp') return optOutByPhone(db, shopId, phone, 'whatsapp', words);
  const normalized = normalizePhone(phone);
  const customerId = normalized ? await customerIdByPhone(db, shopId, normalized) : null;
  if (!customerId) return false;
  await optOutEverywhere(db, { shopId, customerId, source: 'reply', words });
  return true;
}

/** An opt-out on every channel (the link, a reply on a channel that is not a campaign channel). */
export async function optOutEverywhere(
  db: Db | Tx,
  a: { shopId: string; customerId: string; source: ConsentSource; words: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const channel of CONSENT_CHANNELS) await recordConsent(tx, { ...a, channel, state: 'opted_out' });
  });
}

/** The customer's consent per channel now (the customer must be the shop's: else 404). */
export async function customerConsent(db: Db | Tx, shopId: string, customerId: string): Promise<CustomerConsent> {
  await getCustomer(db, shopId, customerId);
  const rows = await db
    .select()
    .from(customerConsents)
    .where(and(eq(customerConsents.shopId, shopId), eq(customerConsents.customerId, customerId)));
  const channels: ChannelConsent[] = CONSENT_CHANNELS.map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    return row
      ? { channel, state: row.state, source: row.source, words: row.words, at: row.at.toISOString() }
      : { channel, state: 'none', source: null, words: '', at: null };
  });
  return {
    customer_id: customerId,
    channels,
    opted_out_anywhere: rows.some((r) => r.state === 'opted_out'),
  };
}

/** The switch on the customer's screen: one channel set by a member, by hand. */
export async function setConsentByHand(
  db: Db | Tx,
  shopId: string,
  userId: string,
  customerId: string,
  body: ConsentUpdate,
): Promise<CustomerConsent> {
  await getCustomer(db, shopId, customerId);
  await recordConsent(db, { shopId, customerId, ...body, source: 'manual', byUserId: userId });
  return customerConsent(db, shopId, customerId);
}

const HISTORY_LIMIT = 100;

/** The customer's consent changes, newest first. */
export async function consentHistory(db: Db | Tx, shopId: string, customerId: string): Promise<ConsentHistory> {
  await getCustomer(db, shopId, customerId);
  const rows = await db
    .select({ event: consentEvents, byName: users.name })
    .from(consentEvents)
    .leftJoin(users, eq(users.id, consentEvents.byUserId))
    .where(and(eq(consentEvents.shopId, shopId), eq(consentEvents.customerId, customerId)))
    .orderBy(desc(consentEvents.id))
    .limit(HISTORY_LIMIT);
  return {
    items: rows.map(({ event: e, byName }) => ({
      id: e.id,
      channel: e.channel,
      state: e.state,
      source: e.source,
      words: e.words,
      at: e.at.toISOString(),
      by_name: byName,
    })),
  };
}
