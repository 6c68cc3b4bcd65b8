import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { platformShopSettings, type PlatformShopSettings } from '../../db/schema/platform-payments.ts';
import { conflict } from '../../http/errors.ts';
import { recordOperatorAction, type OperatorActor } from '../operator-audit/index.ts';

// Each shop's settings for the money the platform holds for it (decision 0046): its payout
// schedule (the shop's choice) and an operator's hold (the operator's, with a reason, logged).

export type PayoutSchedule = PlatformShopSettings['payoutSchedule'];

const defaults = (shopId: string): PlatformShopSettings => ({
  shopId,
  payoutSchedule: 'manual',
  payoutAccountId: null,
  payoutsHeld: false,
  heldReason: null,
  heldAt: null,
  lastScheduledAt: null,
  updatedAt: new Date(0),
});

/** A shop without a row has the defaults: paid out on request, not held. */
export async function shopSettingsOf(db: Db | Tx, shopId: string): Promise<PlatformShopSettings> {
  const [row] = await db.select().from(platformShopSettings).where(eq(platformShopSettings.shopId, shopId));
  return row ?? defaults(shopId);
}

/** The shop picks when its platform balance is paid out, and where to (a scheduled payout needs a destination). */
export async function setPayoutSchedule(
  db: Db | Tx,
  shopId: string,
  input: { schedule: PayoutSchedule; payoutAccountId: string | null },
): Promise<PlatformShopSettings> {
  const values = { payoutSchedule: input.schedule, payoutAccountId: input.payoutAccountId, updatedAt: new Date() };
  const [row] = await db
    .insert(platformShopSettings)
    .values({ shopId, ...values })
    .onConflictDoUpdate({ target: platformShopSettings.shopId, set: values })
    .returning();
  return row!;
}

/**
 * An operator holds or releases a shop's payouts, with the reason in words. The row is locked (or
 * made) first so two operators acting at once are ordered; asking for the state it is already in is a 409.
 */
export async function setPayoutsHeld(
  db: Db,
  actor: OperatorActor,
  shopId: string,
  held: boolean,
  reason: string,
): Promise<PlatformShopSettings> {
  return db.transaction(async (tx) => {
    await tx.insert(platformShopSettings).values({ shopId }).onConflictDoNothing();
    const [before] = await tx
      .select()
      .from(platformShopSettings)
      .where(eq(platformShopSettings.shopId, shopId))
      .for('update');
    if (before!.payoutsHeld === held) throw conflict(held ? 'payouts_already_held' : 'payouts_not_held');
    const [after] = await tx
      .update(platformShopSettings)
      .set({
        payoutsHeld: held,
        heldReason: held ? reason : null,
        heldAt: held ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(platformShopSettings.shopId, shopId))
      .returning();
    await recordOperatorAction(tx, actor, {
      action: held ? 'payouts.hold' : 'payouts.release',
      subjectType: 'platform_shop_settings',
      subjectId: shopId,
      shopId,
      before: { payouts_held: before!.payoutsHeld, reason: before!.heldReason },
      after: { payouts_held: after!.payoutsHeld, reason: after!.heldReason },
      reason,
    });
    return after!;
  });
}
