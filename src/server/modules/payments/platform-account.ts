import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { paymentAccounts, type PaymentAccount, type PaymentPurpose } from '../../db/schema/payments.ts';
import type { Env } from '../../env.ts';
import type { Network } from '../../../lib/mobile-money.ts';
import { accountProvider } from './account-context.ts';
import { platformAccountConfig } from './platform-config.ts';

// Duka Chat Payments (decision 0046): the platform's own aggregator account, from configuration,
// collecting for shops that linked none. Each shop gets its own managed payment_accounts row (made
// on its first platform payment) so that its balance, rechecks, reconciliation and payouts work per
// account exactly as for a linked one; only the credentials come from configuration, never the row.

/** The wallets the platform's account reaches (none when none is configured). */
export function platformNetworks(env: Env): Network[] {
  const config = platformAccountConfig(env);
  return config ? [...accountProvider({ provider: config.provider }).networks] : [];
}

/** The label a managed account carries wherever accounts are listed (a provider's name is not what the shop chose). */
export const MANAGED_LABEL = 'Duka Chat Payments';

/**
 * The shop's managed account for the configured platform provider, made once (the partial unique
 * index payment_accounts_managed_uq makes two racing first payments share one row). Null when no
 * platform account is configured or its provider does not reach this network.
 */
export async function managedAccountFor(
  tx: Tx,
  env: Env,
  shopId: string,
  network: Network,
): Promise<PaymentAccount | null> {
  const config = platformAccountConfig(env);
  if (!config) return null;
  const networks = accountProvider({ provider: config.provider }).networks;
  if (!networks.includes(network)) return null;
  const where = and(
    eq(paymentAccounts.shopId, shopId),
    eq(paymentAccounts.provider, config.provider),
    eq(paymentAccounts.managed, true),
  );
  const [existing] = await tx.select().from(paymentAccounts).where(where);
  if (existing) return existing;
  await tx
    .insert(paymentAccounts)
    .values({
      shopId,
      provider: config.provider,
      label: MANAGED_LABEL,
      // Never used: a managed account's credentials are the configuration's (account-context.ts).
      credentialsEnc: '',
      networks: [...networks],
      managed: true,
      callbackKey: randomBytes(24).toString('base64url'),
    })
    .onConflictDoNothing();
  const [made] = await tx.select().from(paymentAccounts).where(where);
  return made ?? null;
}

/**
 * What the platform checks and sets before its account starts a payment for a shop (decision 0046):
 * it refuses (a 4xx with words for the customer and the merchant) when an unverified shop's held
 * balance would pass the cap, and answers the platform fee in force, which the payment carries from
 * then on (booked when it is credited). A port: it needs the compliance level, the fee setting and
 * the ledger, which live beside or above this module; flows/platform-payments fills it at start-up
 * (create-order-hooks.ts, which the tests' harness runs too).
 */
export type ManagedCollectionTerms = (
  tx: Tx,
  env: Env,
  input: { shopId: string; accountId: string; amount: number; purpose: PaymentPurpose },
) => Promise<{ platformFee: number }>;

let terms: ManagedCollectionTerms | null = null;

export function installManagedCollectionTerms(next: ManagedCollectionTerms): void {
  terms = next;
}

export function managedCollectionTerms(...args: Parameters<ManagedCollectionTerms>) {
  // Never collect through the platform without its fee and cap: refuse rather than guess.
  if (!terms) throw new Error('the platform collection terms are not installed (create-order-hooks.ts)');
  return terms(...args);
}
