import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Job } from '../../db/schema/jobs.ts';
import { whatsappTemplates } from '../../db/schema/whatsapp-templates.ts';
import type { Deps } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { PermanentFailure } from '../../jobs/worker.ts';
import { accountOfShop } from '../../whatsapp/account.ts';
import { syncTemplates } from './whatsapp-templates.service.ts';

/**
 * The safety net under the webhook: a template sent for review is asked about again by a sync
 * after 15 minutes, then after 30, 60, … up to 16 hours (about a day and a half in all, past Meta's
 * 24-hour review), for as long as one of the shop's templates is still PENDING. A number whose app
 * is not subscribed to message_template_status_update (a manually connected one) still sees its
 * templates approved or rejected.
 */
export const TEMPLATE_CHECK_QUEUE = 'whatsapp-templates.check';
const FIRST_DELAY_MS = 15 * 60_000;
const LAST_ROUND = 6;

const payloadSchema = z.object({ round: z.int().min(0).max(LAST_ROUND) });

/** Queues the check of round `round` (a repeat within the same quarter hour is one job). */
export async function queueTemplateCheck(db: Db, shopId: string, round = 0): Promise<void> {
  const runAt = new Date(Date.now() + FIRST_DELAY_MS * 2 ** round);
  await enqueue(db, {
    queue: TEMPLATE_CHECK_QUEUE,
    payload: { round },
    shopId,
    dedupeKey: `${shopId}:${round}:${Math.floor(runAt.getTime() / FIRST_DELAY_MS)}`,
    runAt,
  });
}

async function stillPending(db: Db, shopId: string, wabaId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(whatsappTemplates)
    .where(
      and(
        eq(whatsappTemplates.shopId, shopId),
        eq(whatsappTemplates.wabaId, wabaId),
        eq(whatsappTemplates.status, 'PENDING'),
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function templateCheckJob(deps: Deps, job: Job): Promise<void> {
  const parsed = payloadSchema.safeParse(job.payload);
  if (!parsed.success || !job.shopId) throw new PermanentFailure('bad payload');
  const { db } = deps.database;
  const shopId = job.shopId;
  const account = await accountOfShop(db, shopId);
  if (!account || account.status !== 'connected' || !(await stillPending(db, shopId, account.wabaId))) return;
  try {
    await syncTemplates(db, deps.env, shopId);
  } catch (error) {
    // Meta refused or the number went away: nothing a retry mends. Unreachable: the worker retries.
    if (error instanceof AppError && error.status !== 502) return;
    throw error;
  }
  if (parsed.data.round < LAST_ROUND && (await stillPending(db, shopId, account.wabaId)))
    await queueTemplateCheck(db, shopId, parsed.data.round + 1);
}
