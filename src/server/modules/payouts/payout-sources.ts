import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, payouts } from '../../db/schema/payments.ts';
import type { Env } from '../../env.ts';
import type { PayoutSourceDto } from '../../../lib/contracts/payout.ts';
import { balances } from '../ledger/index.ts';
import { payoutProvider } from './send-payout.ts';
import { platformPayoutBlock } from './payout-gate.ts';

/** A payout not final yet: its debit stands and its money may still leave. */
export const PAYOUTS_IN_FLIGHT = ['requested', 'processing', 'unknown'] as const;

/**
 * Every provider account of the shop as a payout source: the one computation of "available to pay
 * out" that the transactions screen and the payouts screen both read (issue 25: they disagreed).
 * A payout's debit is written when it is requested and given back only when the provider says it
 * failed, so the balance already leaves out what payouts in flight hold, those not confirmed yet
 * ('unknown') included; `held` says how much that is. An account whose provider does not pay out
 * here has nothing available, whatever its balance. requestPayout enforces the same figure under
 * the account's lock (availableForPayout: the balance, never below zero).
 */
export async function payoutSources(db: Db, env: Env, shopId: string): Promise<PayoutSourceDto[]> {
  const [sums, held, managed] = await Promise.all([
    balances(db, shopId),
    db
      .select({ accountId: payouts.accountId, sum: sql<string>`sum(${payouts.amount})` })
      .from(payouts)
      .where(and(eq(payouts.shopId, shopId), inArray(payouts.status, [...PAYOUTS_IN_FLIGHT])))
      .groupBy(payouts.accountId),
    db
      .select({ id: paymentAccounts.id })
      .from(paymentAccounts)
      .where(and(eq(paymentAccounts.shopId, shopId), eq(paymentAccounts.managed, true))),
  ]);
  // The platform's managed account pays out only what is released (decision 0046): nothing while
  // the shop is unverified or an operator holds its payouts.
  const released = managed.length ? (await platformPayoutBlock(db, shopId)) === null : true;
  return sums.flatMap((b) => {
    if (!b.accountId || !b.provider) return [];
    const provider = payoutProvider(env, { provider: b.provider });
    return [
      {
        account: { id: b.accountId, provider: b.provider, label: b.label },
        balance: b.balance,
        held: Number(held.find((h) => h.accountId === b.accountId)?.sum ?? 0),
        available: provider && (released || !managed.some((m) => m.id === b.accountId)) ? Math.max(0, b.balance) : 0,
        pays_out: provider !== null,
        networks: provider ? [...provider.networks] : [],
        bank: !!provider?.startBankPayout,
      },
    ];
  });
}
