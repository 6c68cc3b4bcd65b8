import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { groupCommit } from '../../db/group-commit.ts';
import type { Db } from '../../db/client.ts';
import { webhookLogs, whatsappAccounts, type WhatsappAccount } from '../../db/schema/whatsapp.ts';
import type { Env } from '../../env.ts';
import { wakeWorkers } from '../../jobs/wake.ts';
import { accountOfNumber, appSecretOf } from '../../whatsapp/account.ts';
import { wamidsOf } from '../../whatsapp/parse-webhook.ts';
import { verifySignature } from '../../whatsapp/verify-signature.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';

export const WEBHOOK_PATH = '/webhooks/whatsapp';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Meta's subscription check: the platform's token or the token of a number being or already connected. */
export async function verifyTokenMatches(db: Db, env: Pick<Env, 'WHATSAPP_VERIFY_TOKEN'>, token: string): Promise<boolean> {
  if (!token) return false;
  if (env.WHATSAPP_VERIFY_TOKEN && sameText(token, env.WHATSAPP_VERIFY_TOKEN)) return true;
  const [row] = await db
    .select({ shopId: whatsappAccounts.shopId })
    .from(whatsappAccounts)
    .where(and(isNotNull(whatsappAccounts.verifyToken), eq(whatsappAccounts.verifyToken, token), inArray(whatsappAccounts.status, ['connected', 'pending'])))
    .limit(1);
  return Boolean(row);
}

/**
 * Accounts by number for a few seconds: at hundreds of webhooks a second the same numbers come
 * back, and a change (new secret, disconnect) is seen within ACCOUNT_TTL_MS. Bounded in size, so
 * forged numbers cannot grow it.
 */
const ACCOUNT_TTL_MS = 5_000;
const accountCache = new Map<string, { account: WhatsappAccount | null; at: number }>();
async function cachedAccount(db: Db, phoneNumberId: string): Promise<WhatsappAccount | null> {
  const hit = accountCache.get(phoneNumberId);
  if (hit && Date.now() - hit.at < ACCOUNT_TTL_MS) return hit.account;
  const account = await accountOfNumber(db, phoneNumberId);
  if (accountCache.size >= 1000) accountCache.clear();
  accountCache.set(phoneNumberId, { account, at: Date.now() });
  return account;
}

/** The number a body is for: from the parsed JSON, or read from the raw text when it does not parse. */
function phoneNumberIdOf(body: unknown, text: string): string | null {
  const entry = (body as { entry?: { changes?: { value?: { metadata?: { phone_number_id?: unknown } } }[] }[] } | null)?.entry;
  const id = Array.isArray(entry) ? entry[0]?.changes?.[0]?.value?.metadata?.phone_number_id : undefined;
  if (typeof id === 'string' && id) return id;
  return /"phone_number_id"\s*:\s*"([^"\\]{1,64})"/.exec(text)?.[1] ?? null;
}

export type Receipt = { status: 'refused' } | { status: 'accepted'; logId: string; jobId: number | null };

/**
 * One signed POST from Meta. The signature is checked over the raw bytes with the secret of the
 * number's app before anything is stored; a bad one stores nothing. A good one is logged and,
 * when it carries messages or statuses for a known number, queued for the worker (deduplicated by
 * its wamids, so a body Meta sends again is one job). A body that is not JSON, or names a number
 * no shop has, is logged and acknowledged: Meta retries anything but 200 for days, and that
 * would never help.
 */
export async function receiveWebhook(db: Db, env: Env, raw: Uint8Array, signature: string | undefined): Promise<Receipt> {
  const text = Buffer.from(raw).toString('utf8');
  let body: unknown = null;
  let malformed = false;
  try {
    body = JSON.parse(text);
  } catch {
    malformed = true;
  }
  const phoneNumberId = phoneNumberIdOf(body, text);
  const account = phoneNumberId ? await cachedAccount(db, phoneNumberId) : null;
  const secret = appSecretOf(env, account);
  if (!secret || !verifySignature(secret, raw, signature)) return { status: 'refused' };

  const known = account && account.status !== 'disconnected' ? account : null;
  const logId = timeOrderedId();
  const log = { id: logId, shopId: known?.shopId ?? null, direction: 'in' as const, method: 'POST', endpoint: WEBHOOK_PATH, statusCode: 200 };
  if (malformed) {
    await db.insert(webhookLogs).values({ ...log, requestBody: { raw: text.slice(0, 20_000) }, error: { code: 'malformed_json', title: 'The body is not JSON' } });
    return { status: 'accepted', logId, jobId: null };
  }
  const ids = wamidsOf(body);
  if (!known || ids.length === 0) {
    const error = !known ? { code: 'unknown_number', title: `No shop has the number ${phoneNumberId ?? '(none)'}` } : { code: 'nothing_to_process', title: 'No message or status in this event' };
    await db.insert(webhookLogs).values({ ...log, requestBody: body, error });
    return { status: 'accepted', logId, jobId: null };
  }
  const sorted = [...ids].sort();
  const dedupeKey = sorted.length === 1 ? `wa-in:${sorted[0]}` : `wa-in:${createHash('sha256').update(sorted.join('\n')).digest('base64url')}`;
  const jobId = await logAndEnqueue(db, { logId, shopId: known.shopId, dedupeKey, text });
  wakeWorkers();
  return { status: 'accepted', logId, jobId };
}

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
    // JSON that jsonb refuses (a \u0000 in a string): stored re-encoded without it.
    if (!/unsupported Unicode|\\u0000/i.test(String(error))) throw error;
    result = await run(JSON.stringify(JSON.parse(a.text, (_k, v) => (typeof v === 'string' ? v.replaceAll('\0', '') : v))));
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
