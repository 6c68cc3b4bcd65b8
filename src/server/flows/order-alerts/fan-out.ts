import { z } from 'zod';
import { ORDER_ALERT_EVENTS, type OrderAlertEvent } from '../../../lib/order-alert-schemas.ts';
import type { Db } from '../../db/client.ts';
import type { Job } from '../../db/schema/jobs.ts';
import type { Deps } from '../../http/context.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { PermanentFailure } from '../../jobs/worker.ts';
import { addDelivery, alertSettingsOfMany, pushSubscriptionsOf } from '../../modules/order-alerts/index.ts';
import { smsSender } from '../../modules/sms/index.ts';
import { normalizePhone } from '../../../lib/phone.ts';
import { alertSubject } from './alert-subject.ts';
import { SEND_QUEUE } from './queue-order-alert.ts';
import { peopleWhoMayReadOrders } from './recipients.ts';

const payload = z.object({ shopId: z.uuid(), event: z.enum(ORDER_ALERT_EVENTS), subjectId: z.uuid() });

export async function fanOutJob(deps: Deps, job: Job): Promise<void> {
  const p = payload.safeParse(job.payload);
  if (!p.success) throw new PermanentFailure('bad payload');
  await fanOutAlert(deps.database.db, p.data.shopId, p.data.event, p.data.subjectId);
}

/**
 * One delivery row per person, channel and target, and its send job, in one transaction. Run
 * again (the job retried, a second worker), the unique delivery key writes nothing new and the
 * send jobs' dedupe keys queue nothing new: each person gets each alert once per channel.
 */
export async function fanOutAlert(db: Db, shopId: string, event: OrderAlertEvent, subjectId: string): Promise<number> {
  const subject = await alertSubject(db, shopId, event, subjectId);
  if (!subject) return 0;
  const people = await peopleWhoMayReadOrders(db, shopId);
  const settings = await alertSettingsOfMany(
    db,
    shopId,
    people.map((p) => p.userId),
  );
  const smsReady = (await smsSender(db, shopId)) !== null;
  return db.transaction(async (tx) => {
    let queued = 0;
    const deliver = async (userId: string, channel: 'push' | 'sms', target: string) => {
      const id = await addDelivery(tx, { shopId, event, subjectId, userId, channel, target });
      if (!id) return;
      await enqueue(tx, {
        queue: SEND_QUEUE,
        payload: { shopId, deliveryId: id },
        shopId,
        dedupeKey: id,
        maxAttempts: 6,
      });
      queued++;
    };
    for (const person of people) {
      const choice = settings.get(person.userId)!;
      if (!choice[event]) continue;
      if (choice.push)
        for (const sub of await pushSubscriptionsOf(tx, shopId, person.userId))
          await deliver(person.userId, 'push', sub.id);
      const phone = normalizePhone(person.phone);
      if (choice.sms && smsReady && phone) await deliver(person.userId, 'sms', phone);
    }
    return queued;
  });
}
