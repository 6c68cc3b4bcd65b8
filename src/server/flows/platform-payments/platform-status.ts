import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, payments } from '../../db/schema/payments.ts';
import type { Env } from '../../env.ts';
import type { PlatformFeeDto, PlatformStatus } from '../../../lib/contracts/platform-payments.ts';
import { describeFee } from '../../../lib/platform-fee.ts';
import { balanceOf } from '../../modules/ledger/index.ts';
import { toOrderPayment } from '../../modules/order-link/index.ts';
import { platformAccountConfig } from '../../modules/payments/index.ts';
import { platformPayoutBlock } from '../../modules/payouts/payout-gate.ts';
import {
  complianceStatusOf,
  feeInForce,
  shopSettingsOf,
  type FeeInForce,
} from '../../modules/platform-payments/index.ts';
import { heldAndInFlight } from './collection-terms.ts';

export function feeDto({ fee, source, changedAt }: FeeInForce): PlatformFeeDto {
  return {
    kind: fee.kind,
    basis_points: fee.kind === 'percent' ? fee.basisPoints : null,
    amount: fee.kind === 'fixed' ? fee.amount : null,
    label: describeFee(fee),
    source,
    changed_at: changedAt?.toISOString() ?? null,
  };
}

/** The shop's managed account for the configured platform provider, if it has been made. */
export async function managedAccountOf(db: Db, env: Env, shopId: string) {
  const config = platformAccountConfig(env);
  if (!config) return null;
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.shopId, shopId),
        eq(paymentAccounts.managed, true),
        eq(paymentAccounts.provider, config.provider),
      ),
    );
  return row ?? null;
}

/** The shop's setup-fee payments, newest first. */
export async function setupFeePayments(db: Db, shopId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.shopId, shopId), eq(payments.purpose, 'setup_fee')))
    .orderBy(desc(payments.createdAt));
}

/**
 * Everything the shop's screens say about Duka Chat Payments: whether it collects through the
 * platform, the fee, its held balance against the cap, and the one answer to "why can't I
 * withdraw?" (an operator's hold, or what KYC still lacks).
 */
export async function platformStatus(db: Db, env: Env, shopId: string): Promise<PlatformStatus> {
  const [own, account, fee, compliance, settings, block, setupFees] = await Promise.all([
    db
      .select({ id: paymentAccounts.id })
      .from(paymentAccounts)
      .where(
        and(eq(paymentAccounts.shopId, shopId), eq(paymentAccounts.enabled, true), eq(paymentAccounts.managed, false)),
      ),
    managedAccountOf(db, env, shopId),
    feeInForce(db, env),
    complianceStatusOf(db, shopId),
    shopSettingsOf(db, shopId),
    platformPayoutBlock(db, shopId),
    setupFeePayments(db, shopId),
  ]);
  const available = platformAccountConfig(env) !== null;
  const balance = account ? await balanceOf(db, shopId, account.id) : 0;
  const held = account ? await heldAndInFlight(db, shopId, account.id) : 0;
  const paid = setupFees.find((p) => p.status === 'succeeded');
  return {
    available,
    uses_platform: available && own.length === 0,
    account_id: account?.id ?? null,
    fee: feeDto(fee),
    level: compliance.level,
    balance,
    cap: env.PLATFORM_HELD_CAP,
    cap_left: Math.max(0, env.PLATFORM_HELD_CAP - held),
    cap_reached: compliance.level < 1 && held >= env.PLATFORM_HELD_CAP,
    released: block === null,
    block,
    schedule: settings.payoutSchedule,
    payout_account_id: settings.payoutAccountId,
    setup_fee: {
      amount: env.SETUP_FEE_AMOUNT,
      paid_at: paid?.updatedAt.toISOString() ?? null,
      payment: setupFees[0] ? toOrderPayment(env, paid ?? setupFees[0]) : null,
    },
  };
}
