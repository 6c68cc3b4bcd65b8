import { and, asc, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../../lib/order-alert-schemas.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions, type PushSubscriptionRow } from '../../db/schema/order-alerts.ts';
import { notFound } from '../../http/errors.ts';

/**
 * Keeps this browser's subscription for this person. One row per endpoint (unique): the same
 * browser subscribing again (new keys, another person signed in, another shop) takes the row over.
 */
export async function savePushSubscription(
  db: Db,
  shopId: string,
  userId: string,
  input: PushSubscriptionInput,
  device: string,
): Promise<PushSubscriptionRow> {
  const values = {
    shopId,
    userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    device,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: input.endpoint })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning();
  return row!;
}

export async function pushSubscriptionsOf(db: Db, shopId: string, userId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.userId, userId)))
    .orderBy(asc(pushSubscriptions.createdAt));
}

export async function pushSubscriptionById(db: Db, shopId: string, id: string): Promise<PushSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.id, id)));
  return row ?? null;
}

/** The person's own device only: another person's (or shop's) is not found. */
export async function removeMyPushSubscription(db: Db, shopId: string, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)),
    )
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw notFound('push_device_not_found');
}

/** The push service said the subscription is gone (404/410): it is never pushed to again. */
export async function dropPushSubscription(db: Db, shopId: string, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.id, id)));
}
