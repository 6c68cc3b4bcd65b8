import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payoutAccounts, payouts, type PayoutAccount } from '../../db/schema/payments.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { mask } from '../../whatsapp/secret-box.ts';
import { NETWORKS, type Network } from '../../../lib/mobile-money.ts';
import type { PayoutAccountDto } from '../../../lib/contracts/payout.ts';
import type { PayoutAccountInput } from '../../../lib/payout-schemas.ts';

const isNetwork = (value: string): value is Network => (NETWORKS as readonly string[]).includes(value);

/** The number masked: once saved it is never shown whole again (it only ever goes to the provider). */
export function payoutAccountDto(a: PayoutAccount): PayoutAccountDto {
  return {
    id: a.id,
    kind: a.kind,
    label: a.label,
    institution: a.institution,
    network: a.kind === 'wallet' && isNetwork(a.institution) ? a.institution : null,
    account_name: a.accountName,
    number: mask(a.accountNumber),
    created_at: a.createdAt.toISOString(),
  };
}

export async function listPayoutAccounts(db: Db, shopId: string): Promise<PayoutAccountDto[]> {
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.shopId, shopId))
    .orderBy(payoutAccounts.createdAt, payoutAccounts.id);
  return rows.map(payoutAccountDto);
}

export async function addPayoutAccount(db: Db, shopId: string, input: PayoutAccountInput): Promise<PayoutAccountDto> {
  const [row] = await db
    .insert(payoutAccounts)
    .values({
      shopId,
      kind: input.kind,
      label: input.label,
      // wallet: the network; bank: the BIC (what ClickPesa's bank payout names the bank by).
      institution: input.kind === 'wallet' ? input.network : input.bic,
      accountName: input.account_name,
      accountNumber: input.kind === 'wallet' ? input.phone : input.account_number,
    })
    .returning();
  return payoutAccountDto(row!);
}

/** A destination that was paid to stays (its payouts name it); one never used goes. */
export async function removePayoutAccount(db: Db, shopId: string, id: string): Promise<void> {
  const [used] = await db
    .select({ n: sql<number>`1` })
    .from(payouts)
    .where(and(eq(payouts.shopId, shopId), eq(payouts.payoutAccountId, id)))
    .limit(1);
  const [exists] = await db
    .select({ id: payoutAccounts.id })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.shopId, shopId), eq(payoutAccounts.id, id)));
  if (!exists) throw notFound('payout_account_not_found');
  if (used) throw conflict('payout_account_in_use');
  await db.delete(payoutAccounts).where(and(eq(payoutAccounts.shopId, shopId), eq(payoutAccounts.id, id)));
}
