import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderAlertEvent } from '../../../lib/order-alert-schemas.ts';
import type { Db } from '../../db/client.ts';
import {
  orderAlertDeliveries,
  type AlertDeliveryStatus,
  type OrderAlertDelivery,
} from '../../db/schema/order-alerts.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';

export type NewDelivery = {
  shopId: string;
  event: OrderAlertEvent;
  subjectId: string;
  userId: string;
  channel: 'push' | 'sms';
  target: string;
};

/**
 * Writes the delivery once: the unique (shop, event, subject, person, channel, target) lets a
 * second fan-out of the same alert write nothing. Answers the new row's id, or null for a repeat.
 */
export async function addDelivery(db: Db, d: NewDelivery): Promise<string | null> {
  const [row] = await db
    .insert(orderAlertDeliveries)
    .values({ ...d, id: timeOrderedId() })
    .onConflictDoNothing()
    .returning({ id: orderAlertDeliveries.id });
  return row?.id ?? null;
}

export async function deliveryById(db: Db, shopId: string, id: string): Promise<OrderAlertDelivery | null> {
  const [row] = await db
    .select()
    .from(orderAlertDeliveries)
    .where(and(eq(orderAlertDeliveries.shopId, shopId), eq(orderAlertDeliveries.id, id)));
  return row ?? null;
}

/**
 * Claims a delivery that is still to send (queued, or sending by a run that died: a push carries
 * the alert's tag and an SMS its ref, so a repeat shows or sends nothing new). Null: already done.
 */
export async function claimDelivery(db: Db, shopId: string, id: string): Promise<OrderAlertDelivery | null> {
  const [row] = await db
    .update(orderAlertDeliveries)
    .set({ status: 'sending', updatedAt: new Date() })
    .where(
      and(
        eq(orderAlertDeliveries.shopId, shopId),
        eq(orderAlertDeliveries.id, id),
        inArray(orderAlertDeliveries.status, ['queued', 'sending']),
      ),
    )
    .returning();
  return row ?? null;
}

/** The outcome of a claimed delivery; 'queued' puts it back for the job's next attempt. */
export async function finishDelivery(
  db: Db,
  shopId: string,
  id: string,
  status: Exclude<AlertDeliveryStatus, 'sending'>,
  reason: string | null,
): Promise<void> {
  await db
    .update(orderAlertDeliveries)
    .set({
      status,
      reason: reason?.slice(0, 500) ?? null,
      updatedAt: new Date(),
      ...(status === 'sent' ? { sentAt: sql`now()` } : {}),
    })
    .where(and(eq(orderAlertDeliveries.shopId, shopId), eq(orderAlertDeliveries.id, id)));
}
