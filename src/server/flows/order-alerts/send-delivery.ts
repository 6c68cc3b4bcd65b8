import { z } from 'zod';
import { alertLanguage, orderAlertText } from '../../../lib/order-alert-text.ts';
import type { Db } from '../../db/client.ts';
import type { Job } from '../../db/schema/jobs.ts';
import type { Env } from '../../env.ts';
import type { Deps } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { PermanentFailure, RetryLater, isFinalAttempt } from '../../jobs/worker.ts';
import {
  alertSettingsOf,
  claimDelivery,
  dropPushSubscription,
  finishDelivery,
  pushSubscriptionById,
  sendPush,
} from '../../modules/order-alerts/index.ts';
import { sendSms } from '../../modules/sms/index.ts';
import { alertSubject } from './alert-subject.ts';
import { personWhoMayReadOrders } from './recipients.ts';

const payload = z.object({ shopId: z.uuid(), deliveryId: z.uuid() });

export type SendResult = 'done' | 'sent' | 'gone' | 'skipped' | 'failed';

export async function sendDeliveryJob(deps: Deps, job: Job): Promise<void> {
  const p = payload.safeParse(job.payload);
  if (!p.success) throw new PermanentFailure('bad payload');
  await sendAlertDelivery(deps.database.db, deps.env, p.data.shopId, p.data.deliveryId, {
    // Whether a failure now is the last: then the row says failed instead of waiting for a retry.
    final: (error) => isFinalAttempt(job, error),
  });
}

type Options = { final: (error: unknown) => boolean; push?: typeof sendPush };

/** The dashboard's page for the alert: the order, or the transactions for a debt's payment. */
const pageOf = (orderId: string | null) =>
  orderId ? `/dashboard/orders/order-info/${orderId}` : '/dashboard/transactions';

/**
 * Sends one delivery. Who may be alerted is asked again now, not only at fan-out: a person who
 * lost the right to read orders (or left the shop, or turned the alert off) in between gets none.
 */
export async function sendAlertDelivery(
  db: Db,
  env: Env,
  shopId: string,
  deliveryId: string,
  options: Options,
): Promise<SendResult> {
  const d = await claimDelivery(db, shopId, deliveryId);
  if (!d) return 'done';
  const skip = async (why: string) => {
    await finishDelivery(db, shopId, d.id, 'skipped', why);
    return 'skipped' as const;
  };
  const person = await personWhoMayReadOrders(db, shopId, d.userId);
  if (!person) return skip('may not read orders');
  const choice = await alertSettingsOf(db, shopId, d.userId);
  if (!choice[d.event] || !choice[d.channel]) return skip('turned off');
  const subject = await alertSubject(db, shopId, d.event, d.subjectId);
  if (!subject) return skip('order or payment gone');
  const text = orderAlertText(subject, alertLanguage(person.language));

  if (d.channel === 'sms') {
    try {
      const sent = await sendSms(db, env, {
        shopId,
        to: d.target,
        text: `${text.title}: ${text.body}`,
        purpose: 'transactional',
        // Once per delivery whatever happens to this job: the sms module sends a ref once.
        ref: `order-alert:${d.id}`,
      });
      const ok = sent.status !== 'refused' && sent.status !== 'failed';
      await finishDelivery(db, shopId, d.id, ok ? 'sent' : 'failed', sent.reason);
      return ok ? 'sent' : 'failed';
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return skip(error.code);
      // A busy lane (RetryLater) or the database away: the row stays claimed, the retry sends it.
      if (options.final(error)) await finishDelivery(db, shopId, d.id, 'failed', (error as Error).message);
      throw error;
    }
  }

  const sub = await pushSubscriptionById(db, shopId, d.target);
  if (!sub || sub.userId !== d.userId) return skip('device removed');
  const outcome = await (options.push ?? sendPush)(env, sub, {
    title: text.title,
    body: text.body,
    // The same tag as the open dashboard's notification: a push and the tab show one, and a push
    // sent again after an unclear answer replaces the first instead of adding a second.
    tag: `${d.event}:${d.subjectId}`,
    url: pageOf(subject.orderId),
  });
  if (outcome.outcome === 'sent') {
    await finishDelivery(db, shopId, d.id, 'sent', null);
    return 'sent';
  }
  if (outcome.outcome === 'gone') {
    await dropPushSubscription(db, shopId, sub.id);
    await finishDelivery(db, shopId, d.id, 'gone', `push service answered ${outcome.status}`);
    return 'gone';
  }
  if (outcome.outcome === 'refused') {
    await finishDelivery(db, shopId, d.id, 'failed', outcome.reason);
    return 'failed';
  }
  const error = outcome.retryAfterMs
    ? new RetryLater(outcome.reason, Math.min(outcome.retryAfterMs, 60 * 60_000))
    : new Error(outcome.reason);
  if (options.final(error)) {
    await finishDelivery(db, shopId, d.id, 'failed', outcome.reason);
    return 'failed';
  }
  await finishDelivery(db, shopId, d.id, 'queued', outcome.reason);
  throw error;
}
