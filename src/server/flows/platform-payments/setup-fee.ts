import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { platformShopSettings } from '../../db/schema/platform-payments.ts';
import { payments } from '../../db/schema/payments.ts';
import type { Env } from '../../env.ts';
import { conflict } from '../../http/errors.ts';
import type { OrderPayment } from '../../../lib/contracts/order-payment.ts';
import type { Network } from '../../../lib/mobile-money.ts';
import { toOrderPayment } from '../../modules/order-link/index.ts';
import { blocksNewPush, platformAccountConfig, pushPayment } from '../../modules/payments/index.ts';

/**
 * The shop pays its one-time setup fee (spec 9, SETUP_FEE_AMOUNT) by mobile money through the
 * platform's account (decision 0046). The shop's settings row is locked first so two starts queue;
 * one already paid, or one still waiting for the phone, refuses a second. Once credited, the money
 * is moved to the platform's side of the ledger in the credit's transaction (settle-payment.ts), so
 * it never shows in what the shop can be paid out.
 */
export async function startSetupFee(
  db: Db,
  env: Env,
  shopId: string,
  input: { phone: string; network: Network },
): Promise<OrderPayment> {
  if (!platformAccountConfig(env)) throw conflict('platform_payments_unavailable');
  const payment = await pushPayment(db, env, { shopId, ...input }, async (tx, now) => {
    await tx.insert(platformShopSettings).values({ shopId }).onConflictDoNothing();
    await tx.select().from(platformShopSettings).where(eq(platformShopSettings.shopId, shopId)).for('update');
    const earlier = await tx
      .select({ status: payments.status, expiresAt: payments.expiresAt })
      .from(payments)
      .where(and(eq(payments.shopId, shopId), eq(payments.purpose, 'setup_fee')));
    if (earlier.some((p) => p.status === 'succeeded')) throw conflict('setup_fee_already_paid');
    if (earlier.some((p) => blocksNewPush(p, now))) throw conflict('setup_fee_in_progress');
    return { purpose: 'setup_fee', amount: env.SETUP_FEE_AMOUNT };
  });
  return toOrderPayment(env, payment);
}
