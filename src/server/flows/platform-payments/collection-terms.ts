import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { conflict } from '../../http/errors.ts';
import { feeFor } from '../../../lib/platform-fee.ts';
import { balanceOf } from '../../modules/ledger/index.ts';
import { lockAccount } from '../../modules/ledger/append-entry.ts';
import type { ManagedCollectionTerms } from '../../modules/payments/index.ts';
import { complianceStatusOf, feeInForce, PAYOUT_LEVEL } from '../../modules/platform-payments/index.ts';

/**
 * What the platform holds for a shop and may still have to hold: its managed account's balance and
 * the payments through it still waiting for a verdict (pending or unknown may yet succeed: money
 * never guesses, so they count as in).
 */
export async function heldAndInFlight(tx: Db | Tx, shopId: string, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.shopId, shopId),
        eq(payments.accountId, accountId),
        inArray(payments.status, ['pending', 'unknown']),
      ),
    );
  return (await balanceOf(tx, shopId, accountId)) + Number(row?.sum ?? 0);
}

/**
 * The port payments' pushPayment calls before the platform's account starts a payment (decision
 * 0046). An unverified shop's held money has a cap (PLATFORM_HELD_CAP): a payment that would pass it
 * is refused with words the order page shows (cash still works: it never comes here). The managed
 * account's row is locked first, so two pushes at once cannot both fit under the cap. The fee in
 * force is fixed on the payment now and booked when it is credited. A setup fee is the platform's
 * own money: no cap, no fee.
 */
export const platformCollectionTerms: ManagedCollectionTerms = async (tx, env, input) => {
  if (input.purpose === 'setup_fee') return { platformFee: 0 };
  await lockAccount(tx, input.shopId, input.accountId);
  const status = await complianceStatusOf(tx as unknown as Db, input.shopId);
  if (status.level < PAYOUT_LEVEL) {
    const held = await heldAndInFlight(tx, input.shopId, input.accountId);
    if (held + input.amount > env.PLATFORM_HELD_CAP) throw conflict('platform_held_cap_reached', {}, 'network');
  }
  const { fee } = await feeInForce(tx, env);
  return { platformFee: feeFor(fee, input.amount) };
};
