import type { LogDetail, LogPage, LogSummary } from '../../../lib/contracts/webhook-log.ts';
import { and, asc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { webhookLogs, type WebhookLog } from '../../db/schema/whatsapp.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { wakeWorkers } from '../../jobs/wake.ts';
import { likeContains } from '../../db/pg-errors.ts';
import { maskEndpoint, maskSecrets } from '../../http/mask-secrets.ts';
import type { WebhookLogQuery } from '../../../lib/webhook-log-schemas.ts';
import { WEBHOOK_PATH } from '../whatsapp-webhook/index.ts';

const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);

// A row failed when it carries an error, was answered with an HTTP error, or its processing job gave
// up. An event with nothing to process (e.g. a coexistence history notice) is noted, not failed.
const failedSql = sql<boolean>`((${webhookLogs.error} is not null and coalesce(${webhookLogs.error}->>'code', '') <> 'nothing_to_process') or coalesce(${webhookLogs.statusCode}, 0) >= 400 or coalesce(${jobs.status}, '') = 'failed')`;

// Spelled exactly as the index (created_at DESC NULLS LAST): plain DESC means NULLS FIRST, and
// PostgreSQL would then sort the whole shop's log instead of reading the index.
const newestFirst = sql`${webhookLogs.createdAt} desc nulls last`;

const summaryColumns = {
  id: webhookLogs.id,
  // The timestamp as the database prints it (microseconds kept), so the cursor compares exactly.
  at: sql<string>`${webhookLogs.createdAt}::text`,
  createdAt: webhookLogs.createdAt,
  direction: webhookLogs.direction,
  channel: webhookLogs.channel,
  method: webhookLogs.method,
  endpoint: webhookLogs.endpoint,
  statusCode: webhookLogs.statusCode,
  latencyMs: webhookLogs.latencyMs,
  error: webhookLogs.error,
  replayOf: webhookLogs.replayOf,
  jobStatus: jobs.status,
  failed: failedSql,
};
type Summary = Pick<
  WebhookLog,
  | 'id'
  | 'createdAt'
  | 'direction'
  | 'channel'
  | 'method'
  | 'endpoint'
  | 'statusCode'
  | 'latencyMs'
  | 'error'
  | 'replayOf'
> & {
  at: string;
  jobStatus: string | null;
  failed: boolean;
};

/**
 * Why a row cannot be replayed, or null when it can. A replay goes only back to the route the row
 * came from: the WhatsApp inbound worker reads a WhatsApp delivery. A payment provider's callback
 * is never replayed (its signature headers are not kept, and its body is stored masked: replaying
 * it would book money nobody signed; the payment is queried from its provider instead).
 */
function replayRefusal(row: Pick<Summary, 'direction' | 'channel' | 'endpoint' | 'failed'>) {
  if (row.channel === 'payments') return 'webhook_log_payment_not_replayable' as const;
  if (row.direction !== 'in' || !row.failed || row.channel !== 'whatsapp' || row.endpoint !== WEBHOOK_PATH)
    return 'webhook_log_not_replayable' as const;
  return null;
}

// Job statuses are written only by the queue, from its closed list.
const jobStatusOf = (s: string | null) => s as LogSummary['job_status'];

function toSummary(row: Summary): LogSummary {
  const failed = row.failed;
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    direction: row.direction,
    channel: row.channel,
    method: row.method,
    endpoint: maskEndpoint(row.endpoint),
    status_code: row.statusCode,
    latency_ms: row.latencyMs,
    status: failed ? ('failed' as const) : ('ok' as const),
    // Inbound processing: queued/running while the worker has it, done or failed after.
    job_status: jobStatusOf(row.jobStatus),
    error: row.error ? { code: row.error.code ?? null, title: row.error.title } : null,
    replay_of: row.replayOf,
    replayable: replayRefusal(row) === null,
  };
}

const encodeCursor = (row: Summary) => Buffer.from(`${row.at}|${row.id}`).toString('base64url');
function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  // `2026-11-05 08:00:00.123456+00`, as PostgreSQL prints a timestamptz.
  if (
    !at ||
    !id ||
    !/^[0-9a-f-]{36}$/i.test(id) ||
    !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(at)
  )
    throw badRequest('invalid_value', { field: 'cursor' }, 'cursor');
  return { at, id };
}

/** The shop's rows, newest first, a page at a time (keyset: the cursor is the last row's time and id). */
export async function listWebhookLogs(db: Db, shopId: string, q: WebhookLogQuery): Promise<LogPage> {
  const where: SQL[] = [eq(webhookLogs.shopId, shopId)];
  if (q.direction) where.push(eq(webhookLogs.direction, q.direction));
  if (q.status === 'failed') where.push(failedSql);
  if (q.status === 'ok') where.push(sql`not ${failedSql}`);
  if (q.q) where.push(ilike(webhookLogs.endpoint, likeContains(q.q)));
  if (q.from) where.push(gte(webhookLogs.createdAt, dayStart(q.from)));
  if (q.to) where.push(lt(webhookLogs.createdAt, new Date(dayStart(q.to).getTime() + 86_400_000)));
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    const at = sql`${c.at}::timestamptz`;
    // Same order as the index (created_at desc, id asc): rows after the cursor's.
    where.push(
      or(lt(webhookLogs.createdAt, at), and(eq(webhookLogs.createdAt, at), sql`${webhookLogs.id} > ${c.id}::uuid`))!,
    );
  }
  const rows = (await db
    .select(summaryColumns)
    .from(webhookLogs)
    .leftJoin(jobs, eq(jobs.id, webhookLogs.jobId))
    .where(and(...where))
    .orderBy(newestFirst, asc(webhookLogs.id))
    .limit(q.limit + 1)) as Summary[];
  const page = rows.slice(0, q.limit);
  return {
    items: page.map(toSummary),
    next_cursor: rows.length > q.limit ? encodeCursor(page[page.length - 1]!) : null,
  };
}

async function findSummary(
  db: Db,
  shopId: string,
  id: string,
): Promise<
  Summary & { requestBody: unknown; responseBody: unknown; jobAttempts: number | null; jobError: string | null }
> {
  const [row] = await db
    .select({
      ...summaryColumns,
      requestBody: webhookLogs.requestBody,
      responseBody: webhookLogs.responseBody,
      jobAttempts: jobs.attempts,
      jobError: jobs.lastError,
    })
    .from(webhookLogs)
    .leftJoin(jobs, eq(jobs.id, webhookLogs.jobId))
    .where(and(eq(webhookLogs.shopId, shopId), eq(webhookLogs.id, id)));
  if (!row) throw notFound();
  return row;
}

/** One row with its bodies; secrets are masked again here whatever the writer did. */
export async function webhookLogDetail(db: Db, shopId: string, id: string): Promise<LogDetail> {
  const row = await findSummary(db, shopId, id);
  const replays = (await db
    .select(summaryColumns)
    .from(webhookLogs)
    .leftJoin(jobs, eq(jobs.id, webhookLogs.jobId))
    .where(and(eq(webhookLogs.shopId, shopId), gte(webhookLogs.createdAt, row.createdAt), eq(webhookLogs.replayOf, id)))
    .orderBy(newestFirst)
    .limit(20)) as Summary[];
  return {
    ...toSummary(row),
    error: row.error
      ? { code: row.error.code ?? null, title: row.error.title, detail: row.error.detail ?? null }
      : null,
    request_body: maskSecrets(row.requestBody),
    response_body: maskSecrets(row.responseBody),
    job: row.jobStatus
      ? { status: jobStatusOf(row.jobStatus)!, attempts: row.jobAttempts, last_error: row.jobError }
      : null,
    replays: replays.map(toSummary),
  };
}

/**
 * Replays a failed inbound event: a new row (replay_of = the original, same stored body) and a new
 * 'whatsapp.inbound' job for it. Processing is idempotent per wamid, so nothing is answered twice.
 */
export async function replayWebhookLog(db: Db, shopId: string, id: string) {
  const replayId = await db.transaction(async (tx) => {
    const original = await findSummary(tx as unknown as Db, shopId, id);
    const refusal = replayRefusal(original);
    if (refusal) throw conflict(refusal);
    const [copy] = await tx
      .insert(webhookLogs)
      .values({
        shopId,
        direction: 'in',
        channel: original.channel,
        method: original.method,
        endpoint: original.endpoint,
        requestBody: original.requestBody,
        replayOf: original.id,
      })
      .returning({ id: webhookLogs.id });
    // The new row's id makes a fresh dedupe key: each replay is its own job.
    const jobId = await enqueueJob(tx as unknown as Db, {
      queue: 'whatsapp.inbound',
      payload: { logId: copy!.id },
      shopId,
      dedupeKey: `replay:${copy!.id}`,
    });
    await tx.update(webhookLogs).set({ jobId }).where(eq(webhookLogs.id, copy!.id));
    return copy!.id;
  });
  wakeWorkers();
  return webhookLogDetail(db, shopId, replayId);
}
