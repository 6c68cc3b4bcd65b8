import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ledgerEntries, paymentAccounts } from '../../db/schema/payments.ts';
import type { ProviderId } from '../../../lib/mobile-money.ts';

/** An account's balance: the sum of its entries, nothing stored beside them that could drift. */
export async function balanceOf(db: Db | Tx, shopId: string, accountId: string | null): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.shopId, shopId),
        accountId ? eq(ledgerEntries.accountId, accountId) : isNull(ledgerEntries.accountId),
      ),
    );
  return Number(row!.sum);
}

/**
 * What a payout may take from a provider account: its balance (payouts already requested are
 * debited when requested, so they are in it), never less than nothing.
 */
export async function availableForPayout(db: Db | Tx, shopId: string, accountId: string): Promise<number> {
  return Math.max(0, await balanceOf(db, shopId, accountId));
}

export type AccountBalance = {
  accountId: string | null;
  provider: ProviderId | null;
  label: string;
  balance: number;
  available: number;
};

/** Every account of the shop with its balance: the cash drawer first, then each provider account. */
export async function balances(db: Db | Tx, shopId: string): Promise<AccountBalance[]> {
  const sums = await db
    .select({ accountId: ledgerEntries.accountId, sum: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.shopId, shopId))
    .groupBy(ledgerEntries.accountId);
  const sumOf = (id: string | null) => Number(sums.find((s) => s.accountId === id)?.sum ?? 0);
  const accounts = await db
    .select({ id: paymentAccounts.id, provider: paymentAccounts.provider, label: paymentAccounts.label })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.shopId, shopId))
    .orderBy(paymentAccounts.createdAt, paymentAccounts.id);
  const cash = sumOf(null);
  return [
    // The drawer's cash is in the shop's hands already: nothing to pay out.
    { accountId: null, provider: null, label: '', balance: cash, available: 0 },
    ...accounts.map((a) => {
      const balance = sumOf(a.id);
      return { accountId: a.id, provider: a.provider, label: a.label, balance, available: Math.max(0, balance) };
    }),
  ];
}
