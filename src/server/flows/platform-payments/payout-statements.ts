import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, payouts } from '../../db/schema/payments.ts';
import type { PayoutStatement } from '../../../lib/contracts/platform-payments.ts';

const e = ledgerEntries;
const HISTORY = 20;

/**
 * Per payout of the platform balance, read from the ledger alone (decision 0046): what was
 * collected on the managed account since the payout before it, the platform fees (net of their
 * give-backs), the refunds, the provider's payout fee and what the payout sent. A setup fee's
 * payment and its move to the platform cancel out, so "collected" is sales only.
 */
export async function payoutStatements(db: Db, shopId: string, accountId: string): Promise<PayoutStatement[]> {
  const debits = await db
    .select({ entry: e, status: payouts.status })
    .from(e)
    .innerJoin(payouts, and(eq(payouts.shopId, e.shopId), eq(payouts.id, e.payoutId)))
    .where(and(eq(e.shopId, shopId), eq(e.accountId, accountId), eq(e.kind, 'payout')))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(HISTORY + 1);
  const statements: PayoutStatement[] = [];
  for (let i = 0; i < Math.min(debits.length, HISTORY); i++) {
    const { entry, status } = debits[i]!;
    const previous = debits[i + 1]?.entry.createdAt;
    const [sums] = await db
      .select({
        collected: sql<string>`coalesce(sum(${e.amount}) filter (where ${e.kind} in ('payment', 'setup_fee')), 0)`,
        fees: sql<string>`coalesce(sum(${e.amount}) filter (where ${e.kind} = 'platform_fee'), 0)`,
        refunds: sql<string>`coalesce(sum(${e.amount}) filter (where ${e.kind} = 'refund'), 0)`,
      })
      .from(e)
      .where(
        and(
          eq(e.shopId, shopId),
          eq(e.accountId, accountId),
          previous ? gt(e.createdAt, previous) : undefined,
          lte(e.createdAt, entry.createdAt),
        ),
      );
    const [fee] = await db
      .select({ sum: sql<string>`coalesce(sum(${e.amount}), 0)` })
      .from(e)
      .where(and(eq(e.shopId, shopId), eq(e.payoutId, entry.payoutId!), eq(e.kind, 'fee')));
    statements.push({
      payout_id: entry.payoutId!,
      created_at: entry.createdAt.toISOString(),
      status,
      collected: Number(sums!.collected),
      platform_fees: Number(sums!.fees),
      refunds: Number(sums!.refunds),
      payout_fee: Number(fee!.sum),
      sent: -entry.amount,
    });
  }
  return statements;
}
