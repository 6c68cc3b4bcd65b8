import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, payoutAccounts, payouts } from '../../db/schema/payments.ts';
import { notFound } from '../../http/errors.ts';
import type { PayoutDto } from '../../../lib/contracts/payout.ts';
import { sandboxPayoutPath } from '../payments/index.ts';
import { payoutAccountDto } from './payout-accounts.service.ts';

const HISTORY = 100;

function select(db: Db) {
  return db
    .select({ payout: payouts, account: paymentAccounts, destination: payoutAccounts })
    .from(payouts)
    .innerJoin(
      paymentAccounts,
      and(eq(paymentAccounts.shopId, payouts.shopId), eq(paymentAccounts.id, payouts.accountId)),
    )
    .innerJoin(
      payoutAccounts,
      and(eq(payoutAccounts.shopId, payouts.shopId), eq(payoutAccounts.id, payouts.payoutAccountId)),
    );
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

function payoutDto({ payout, account, destination }: Row): PayoutDto {
  const d = payoutAccountDto(destination);
  return {
    id: payout.id,
    account: { id: account.id, provider: account.provider, label: account.label },
    destination: { id: d.id, kind: d.kind, label: d.label, institution: d.institution, number: d.number },
    amount: payout.amount,
    currency: 'TZS',
    status: payout.status,
    provider_reference: payout.providerReference,
    reason: payout.reason,
    sandbox_url:
      account.provider === 'sandbox' && payout.providerReference ? sandboxPayoutPath(payout.providerReference) : null,
    created_at: payout.createdAt.toISOString(),
    updated_at: payout.updatedAt.toISOString(),
  };
}

/** The shop's latest payouts, newest first. */
export async function listPayouts(db: Db, shopId: string): Promise<PayoutDto[]> {
  const rows = await select(db)
    .where(eq(payouts.shopId, shopId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(HISTORY);
  return rows.map(payoutDto);
}

export async function payoutDetail(db: Db, shopId: string, id: string): Promise<PayoutDto> {
  const [row] = await select(db).where(and(eq(payouts.shopId, shopId), eq(payouts.id, id)));
  if (!row) throw notFound('payout_not_found');
  return payoutDto(row);
}
