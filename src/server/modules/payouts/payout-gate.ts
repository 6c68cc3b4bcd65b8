import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { forbidden } from '../../http/errors.ts';
import type { PayoutGate } from '../ledger/index.ts';
import { complianceStatusOf, PAYOUT_LEVEL, shopSettingsOf, type ComplianceStatus } from '../platform-payments/index.ts';

/**
 * Why the money the platform holds for a shop may not be paid out yet, or null when it may
 * (decision 0046): an operator holds the shop's payouts (their reason), or the shop is not verified
 * (KYC level below 1: what is missing). Only a managed account's balance is the platform's to hold;
 * a shop's own provider account pays out as before.
 */
export type PayoutBlock =
  | { code: 'payouts_held'; reason: string; missing: [] }
  | { code: 'payout_compliance_unverified'; reason: null; missing: ComplianceStatus['missing'] };

export async function platformPayoutBlock(db: Db, shopId: string): Promise<PayoutBlock | null> {
  const settings = await shopSettingsOf(db, shopId);
  if (settings.payoutsHeld) return { code: 'payouts_held', reason: settings.heldReason ?? '', missing: [] };
  const status = await complianceStatusOf(db, shopId);
  if (status.level < PAYOUT_LEVEL)
    return { code: 'payout_compliance_unverified', reason: null, missing: status.missing };
  return null;
}

export async function isManagedAccount(db: Db, shopId: string, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ managed: paymentAccounts.managed })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.shopId, shopId), eq(paymentAccounts.id, accountId)));
  return row?.managed ?? false;
}

/**
 * requestPayout calls the gate before it writes anything: a payout of a managed account's balance
 * while the shop is unverified or held is a 403 whose words say why (and nothing is written).
 */
export function payoutGate(db: Db): PayoutGate {
  return async (shopId: string, accountId: string) => {
    if (!(await isManagedAccount(db, shopId, accountId))) return;
    const block = await platformPayoutBlock(db, shopId);
    if (!block) return;
    if (block.code === 'payouts_held') throw forbidden('payouts_held', { reason: block.reason });
    // What is missing is listed, in the reader's language, by the payouts screen's line (/api/platform-payments/status).
    throw forbidden('payout_compliance_unverified');
  };
}
