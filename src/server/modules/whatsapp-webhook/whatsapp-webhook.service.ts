import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { groupCommit } from '../../db/group-commit.ts';
import { isUnstorableJson } from '../../db/pg-errors.ts';
import type { Db } from '../../db/client.ts';
import { webhookLogs, whatsappAccounts, type WhatsappAccount } from '../../db/schema/whatsapp.ts';
import type { Env } from '../../env.ts';
import { jobsAdded } from '../../jobs/wake.ts';
import { accountOfNumber, accountsOfWaba, appSecretOf } from '../../whatsapp/account.ts';
import { deliveryItems, deliveryOf, type DeliveryItem } from '../../whatsapp/delivery-items.ts';
import { wamidsOf } from '../../whatsapp/parse-webhook.ts';
import { verifySignature } from '../../whatsapp/verify-signature.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { cutAt } from '../../../lib/text-cut.ts';
import { jsonNestsDeeperThan } from '../../http/json-depth.ts';

export const WEBHOOK_PATH = '/webhooks/whatsapp';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Meta's subscription check: the platform's token or the token of a number being or already connected. */
export async function verifyTokenMatches(
  db: Db,
  env: Pick<Env, 'WHATSAPP_VERIFY_TOKEN'>,
  token: string,
): Promise<boolean> {
  if (!token) return false;
  if (env.WHATSAPP_VERIFY_TOKEN && sameText(token, env.WHATSAPP_VERIFY_TOKEN)) return true;
  const [row] = await db
    .select({ shopId: whatsappAccounts.shopId })
    .from(whatsappAccounts)
    .where(
      and(
        isNotNull(whatsappAccounts.verifyToken),
        eq(whatsappAccounts.verifyToken, token),
        inArray(whatsappAccounts.status, ['connected', 'pending']),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Accounts by number or by business account for a few seconds: at hundreds of webhooks a second
 * the same numbers come back, and a change (new secret, disconnect) is seen within ACCOUNT_TTL_MS.
 * Bounded in size, so forged numbers cannot grow it.
 */
const ACCOUNT_TTL_MS = 5_000;
const accountCache = new Map<string, { accounts: WhatsappAccount[]; at: number }>();
async function cachedAccounts(db: Db, key: { phoneNumberId: string } | { wabaId: string }): Promise<WhatsappAccount[]> {
  const cacheKey = 'phoneNumberId' in key ? `n:${key.phoneNumberId}` : `w:${key.wabaId}`;
  const hit = accountCache.get(cacheKey);
  if (hit && Date.now() - hit.at < ACCOUNT_TTL_MS) return hit.accounts;
  const accounts =
    'phoneNumberId' in key
      ? [await accountOfNumber(db, key.phoneNumberId)].filter((a) => a !== null)
      : await accountsOfWaba(db, key.wabaId);
  if (accountCache.size >= 1000) accountCache.clear();
  accountCache.set(cacheKey, { accounts, at: Date.now() });
  return accounts;
}

/** The accounts an item is for: by its number, or by its entry's business account when it names no number. */
function accountsOfItem(db: Db, item: DeliveryItem): Promise<WhatsappAccount[]> {
  if (item.phoneNumberId) return cachedAccounts(db, { phoneNumberId: item.phoneNumberId });
  return item.entryId ? cachedAccounts(db, { wabaId: item.entryId }) : Promise.resolve([]);
}

export type Receipt = { status: 'refused' } | { status: 'accepted'; logIds: string[] };

/**
 * One signed POST from Meta. The signature is checked over the raw bytes before anything is
 * stored; a bad one stores nothing. Every item of the delivery must belong to an account of the app
 * whose secret signed it: a 'manual' number is signed by its merchant's own app, so a delivery
 * signed by shop B's secret that names shop A's number in any entry or change is refused whole
 * (Meta never mixes apps in one delivery; only a forger would). A good delivery is split by shop
 * (Meta may batch several business accounts of our app): each shop's share is logged in that
 * shop's webhook logs and, when it carries messages or statuses, queued for the worker
 * (deduplicated by its wamids, so a body Meta sends again is one job). Meta's own errors about a
 * number (value.errors) are logged as errors and shown on the Connect page. A body that is not
 * JSON, or names a number no shop has, is logged and acknowledged: Meta retries anything but 200
 * for days, and that would never help.
 */
export async function receiveWebhook(
  db: Db,
  env: Env,
  raw: Uint8Array,
  signature: string | undefined,
): Promise<Receipt> {
  const text = Buffer.from(raw).toString('utf8');
  // Nested deeper than any delivery: PostgreSQL's jsonb would refuse it (a 500); it is kept as text.
  if (jsonNestsDeeperThan(text)) return receiveMalformed(db, env, raw, text, signature);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return receiveMalformed(db, env, raw, text, signature);
  }
  const items = deliveryItems(body) ?? [];
  const owners = await Promise.all(items.map((item) => accountsOfItem(db, item)));
  const known = [...new Map(owners.flat().map((a) => [a.shopId, a])).values()];
  // The one secret every account named in the delivery shares; none named: the platform's app.
  const secrets = new Set(known.map((a) => appSecretOf(env, a)));
  const secret = known.length === 0 ? (env.META_APP_SECRET ?? null) : secrets.size === 1 ? [...secrets][0]! : null;
  if (!secret || !verifySignature(secret, raw, signature)) return { status: 'refused' };

  const byShop = new Map<string | null, DeliveryItem[]>();
  items.forEach((item, i) => {
    const shops = owners[i]!.filter((a) => a.status !== 'disconnected').map((a) => a.shopId);
    for (const shopId of shops.length ? shops : [null]) byShop.set(shopId, [...(byShop.get(shopId) ?? []), item]);
  });
  if (byShop.size === 0) byShop.set(null, []);
  const logIds: string[] = [];
  for (const [shopId, shopItems] of byShop) {
    // A delivery for one shop is stored as it came (byte for byte); a shop's share of a batch as rebuilt.
    const share = byShop.size === 1 ? body : deliveryOf(body, shopItems);
    logIds.push(await logShare(db, shopId, share, byShop.size === 1 ? text : JSON.stringify(share), shopItems));
  }
  await jobsAdded(db, { committed: true });
  return { status: 'accepted', logIds };
}

async function logShare(
  db: Db,
  shopId: string | null,
  share: unknown,
  text: string,
  items: DeliveryItem[],
): Promise<string> {
  const logId = timeOrderedId();
  const log = { id: logId, shopId, direction: 'in' as const, method: 'POST', endpoint: WEBHOOK_PATH, statusCode: 200 };
  if (!shopId) {
    const names = items.map((i) => i.phoneNumberId ?? i.entryId).filter(Boolean);
    await db.insert(webhookLogs).values({
      ...log,
      requestBody: storableJson(JSON.stringify(share)),
      error: { code: 'unknown_number', title: `No shop has the number ${names.join(', ') || '(none)'}` },
    });
    return logId;
  }
  const errors = items.flatMap((i) => i.errors);
  const error = errors[0]
    ? {
        ...errors[0],
        ...(errors.length > 1
          ? {
              detail: errors
                .map((e) => `${e.code ?? ''} ${e.title}${e.detail ? `: ${e.detail}` : ''}`.trim())
                .join('; '),
            }
          : {}),
      }
    : null;
  if (error) await noteAccountError(db, shopId, error);
  const ids = wamidsOf(share);
  // A template's review state (issue 27) is processed by the same job, deduplicated by its bytes.
  const templateUpdate = items.some((i) => i.field === 'message_template_status_update');
  if (ids.length === 0 && !templateUpdate) {
    await db.insert(webhookLogs).values({ ...log, requestBody: share, error });
    return logId;
  }
  const sorted = [...ids].sort();
  const dedupeKey =
    sorted.length === 0
      ? `wa-tpl:${createHash('sha256').update(text).digest('base64url')}`
      : sorted.length === 1
        ? `wa-in:${sorted[0]}`
        : `wa-in:${createHash('sha256').update(sorted.join('\n')).digest('base64url')}`;
  await logAndEnqueue(db, { logId, shopId, dedupeKey, text });
  if (error) await db.update(webhookLogs).set({ error }).where(eq(webhookLogs.id, logId));
  return logId;
}

/** What Meta said is wrong with the number, where the merchant looks for it (the Connect page). */
async function noteAccountError(
  db: Db,
  shopId: string,
  error: { code?: number | string; title: string; detail?: string },
): Promise<void> {
  const words = `${error.code !== undefined ? `${error.code} ` : ''}${error.title}${error.detail && error.detail !== error.title ? `: ${error.detail}` : ''}`;
  await db
    .update(whatsappAccounts)
    .set({ lastError: cutAt(words, 1000), updatedAt: sql`now()` })
    .where(eq(whatsappAccounts.shopId, shopId));
}

/** A body that does not parse: its number is read from the text to find whose secret signed it. */
async function receiveMalformed(
  db: Db,
  env: Env,
  raw: Uint8Array,
  text: string,
  signature: string | undefined,
): Promise<Receipt> {
  const phoneNumberId = /"phone_number_id"\s*:\s*"([^"\\]{1,64})"/.exec(text)?.[1];
  const [account] = phoneNumberId ? await cachedAccounts(db, { phoneNumberId }) : [];
  const secret = appSecretOf(env, account ?? null);
  if (!secret || !verifySignature(secret, raw, signature)) return { status: 'refused' };
  const logId = timeOrderedId();
  const shopId = account && account.status !== 'disconnected' ? account.shopId : null;
  await db.insert(webhookLogs).values({
    id: logId,
    shopId,
    direction: 'in',
    method: 'POST',
    endpoint: WEBHOOK_PATH,
    statusCode: 200,
    requestBody: { raw: cutAt(text, 20_000) },
    error: { code: 'malformed_json', title: 'The body is not JSON' },
  });
  return { status: 'accepted', logIds: [logId] };
}

/** JSON text as a value jsonb accepts: NULs dropped, half emojis replaced (the message still reaches the inbox). */
const storableJson = (text: string): unknown =>
  JSON.parse(text, (_k, v) => (typeof v === 'string' ? v.replaceAll('\0', '').toWellFormed() : v));

type LogItem = { logId: string; shopId: string; dedupeKey: string; text: string };

/**
 * The log row and its job in ONE statement (atomic without a transaction's extra round trips: the
 * acknowledgement's whole database cost). A repeated event's job already exists: the log points
 * at it. The body is stored from the raw text as received.
 */
async function logAndEnqueueOne(db: Db, a: LogItem): Promise<number | null> {
  const run = (body: string) =>
    db.execute(sql`
      with j as (
        insert into jobs (queue, payload, shop_id, dedupe_key)
        values ('whatsapp.inbound', ${JSON.stringify({ logId: a.logId })}::jsonb, ${a.shopId}, ${a.dedupeKey})
        on conflict do nothing
        returning id
      )
      insert into webhook_logs (id, shop_id, direction, method, endpoint, status_code, request_body, job_id)
      select ${a.logId}, ${a.shopId}, 'in', 'POST', ${WEBHOOK_PATH}, 200, ${body}::jsonb,
        coalesce((select id from j), (select id from jobs where queue = 'whatsapp.inbound' and dedupe_key = ${a.dedupeKey}))
      returning job_id`);
  let result;
  try {
    result = await run(a.text);
  } catch (error) {
    // JSON that jsonb refuses (a \u0000 or half an emoji, \ud83d, in a string): stored re-encoded
    // without them, so that the message still reaches the inbox.
    if (!isUnstorableJson(error)) throw error;
    result = await run(JSON.stringify(storableJson(a.text)));
  }
  const row = (result as unknown as { rows: { job_id: number | string | null }[] }).rows[0];
  return row?.job_id == null ? null : Number(row.job_id);
}

/** The same for many acknowledgements at once; two of one batch with the same dedupe key share the job. */
async function logAndEnqueueMany(db: Db, items: LogItem[]): Promise<(number | null)[]> {
  const input = sql.join(
    items.map((a) => sql`(${a.logId}::uuid, ${a.shopId}::uuid, ${a.dedupeKey}::text, ${a.text}::jsonb)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with input (log_id, shop_id, dedupe_key, body) as (values ${input}),
    j as (
      insert into jobs (queue, payload, shop_id, dedupe_key)
      select 'whatsapp.inbound', jsonb_build_object('logId', log_id), shop_id, dedupe_key from input
      on conflict do nothing
      returning id, dedupe_key
    ),
    l as (
      insert into webhook_logs (id, shop_id, direction, method, endpoint, status_code, request_body, job_id)
      select i.log_id, i.shop_id, 'in', 'POST', ${WEBHOOK_PATH}, 200, i.body,
        coalesce((select j.id from j where j.dedupe_key = i.dedupe_key), (select jobs.id from jobs where jobs.queue = 'whatsapp.inbound' and jobs.dedupe_key = i.dedupe_key))
      from input i
      returning id, job_id
    )
    select id, job_id from l`);
  const rows = (result as unknown as { rows: { id: string; job_id: number | string | null }[] }).rows;
  const byLog = new Map(rows.map((r) => [r.id, r.job_id == null ? null : Number(r.job_id)]));
  return items.map((a) => byLog.get(a.logId) ?? null);
}

/**
 * Acknowledgements that arrive while one is written go together in the next statement (group
 * commit): under a burst the database does one statement per batch instead of one per POST.
 */
const logAndEnqueue = groupCommit({ one: logAndEnqueueOne, many: logAndEnqueueMany });
