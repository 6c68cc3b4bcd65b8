import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_ORDER_ALERT_SETTINGS, type OrderAlertSettingsInput } from '../../../lib/order-alert-schemas.ts';
import type { Db } from '../../db/client.ts';
import { orderAlertSettings } from '../../db/schema/order-alerts.ts';

const toInput = (row: typeof orderAlertSettings.$inferSelect): OrderAlertSettingsInput => ({
  new_order: row.newOrder,
  payment: row.payment,
  browser: row.browser,
  push: row.push,
  sms: row.sms,
  sound: row.sound,
});

/** A person's choice, or the defaults while they have not made one. */
export async function alertSettingsOf(db: Db, shopId: string, userId: string): Promise<OrderAlertSettingsInput> {
  const [row] = await db
    .select()
    .from(orderAlertSettings)
    .where(and(eq(orderAlertSettings.shopId, shopId), eq(orderAlertSettings.userId, userId)));
  return row ? toInput(row) : { ...DEFAULT_ORDER_ALERT_SETTINGS };
}

/** The choices of several people of a shop at once (the fan-out), defaults for those without a row. */
export async function alertSettingsOfMany(
  db: Db,
  shopId: string,
  userIds: string[],
): Promise<Map<string, OrderAlertSettingsInput>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select()
          .from(orderAlertSettings)
          .where(and(eq(orderAlertSettings.shopId, shopId), inArray(orderAlertSettings.userId, userIds)));
  const byUser = new Map(rows.map((r) => [r.userId, toInput(r)]));
  return new Map(userIds.map((id) => [id, byUser.get(id) ?? { ...DEFAULT_ORDER_ALERT_SETTINGS }]));
}

/** Replaces the person's choice (one row per person: a repeat or a race is the same upsert). */
export async function saveAlertSettings(
  db: Db,
  shopId: string,
  userId: string,
  input: OrderAlertSettingsInput,
): Promise<OrderAlertSettingsInput> {
  const values = {
    newOrder: input.new_order,
    payment: input.payment,
    browser: input.browser,
    push: input.push,
    sms: input.sms,
    sound: input.sound,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(orderAlertSettings)
    .values({ shopId, userId, ...values })
    .onConflictDoUpdate({ target: [orderAlertSettings.shopId, orderAlertSettings.userId], set: values })
    .returning();
  return toInput(row!);
}
