import { and, eq } from 'drizzle-orm';
import type { PayoutRecheck } from '../../../lib/contracts/payout-recheck.ts';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema/payments.ts';
import type { Env } from '../../env.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { checkPayout } from './payout-checks.ts';
import { OPEN_PAYOUT } from './settle-payout.ts';

const read = async (db: Db, shopId: string, id: string) =>
  (
    await db
      .select()
      .from(payouts)
      .where(and(eq(payouts.shopId, shopId), eq(payouts.id, id)))
  )[0];

/**
 * "Ask the provider again" about one of the shop's payouts (issue 25): the sweeper's own check,
 * made at once whatever its schedule. A payout the provider has settled (paid, failed, reversed)
 * has nothing left to ask: 409. Asking twice at once is harmless: checkPayout claims the payout
 * and settling is once (settle-payout.ts); the loser answers 'already_final' or what it saw.
 */
export async function askProviderAboutPayout(
  db: Db,
  env: Env,
  shopId: string,
  payoutId: string,
  now = new Date(),
): Promise<PayoutRecheck> {
  const before = await read(db, shopId, payoutId);
  if (!before) throw notFound('payout_not_found');
  if (!OPEN_PAYOUT.includes(before.status)) throw conflict('payout_already_final');
  const settlement = (await checkPayout(db, env, before, now, { byHand: true })) ?? 'already_final';
  const after = (await read(db, shopId, payoutId))!;
  return { status: after.status, settlement };
}
