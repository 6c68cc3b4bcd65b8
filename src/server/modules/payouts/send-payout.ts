import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, payoutAccounts, type PaymentAccount, type Payout } from '../../db/schema/payments.ts';
import type { Env } from '../../env.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { NETWORKS, type Network } from '../../../lib/mobile-money.ts';
import { accountContext, accountProvider } from '../payments/index.ts';
import type { PaymentProvider, ProviderContext, StartOutcome } from '../payments/index.ts';
import { enqueuePayoutCheck } from './payout-checks.ts';
import { payoutReference } from './payout-reference.ts';
import { settlePayout } from './settle-payout.ts';

const isNetwork = (value: string): value is Network => (NETWORKS as readonly string[]).includes(value);

/** Where the money goes, as the provider's payout call needs it. */
export type PayoutDestination =
  | { kind: 'wallet'; phone: string; network: Network }
  | { kind: 'bank'; bic: string; accountNumber: string; accountName: string };
export type PayoutRoute = { provider: PaymentProvider; destination: PayoutDestination };

/**
 * The adapter that pays out from this account, or null when it cannot: its provider documents
 * payouts (ClickPesa, Selcom), or it is the demo's sandbox, which simulates them everywhere but in
 * production (decision 0019). payoutSources reads the same answer, so every screen agrees.
 */
export function payoutProvider(env: Env, account: Pick<PaymentAccount, 'provider'>): PaymentProvider | null {
  if (account.provider === 'sandbox' && env.NODE_ENV === 'production') return null;
  const provider = accountProvider(account);
  return provider.startPayout && provider.queryPayout ? provider : null;
}

/**
 * Checks, before anything is written, that this provider account can pay to this destination: it
 * can pay out at all (payoutProvider), the wallet's network is one it serves, and for a bank
 * account it documents bank payouts (ClickPesa; Selcom here does not). 404 for either account not
 * in the shop, 409 for a combination that cannot be paid.
 */
export async function payoutRoute(
  db: Db,
  env: Env,
  shopId: string,
  accountId: string,
  payoutAccountId: string,
): Promise<PayoutRoute> {
  const [account] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.shopId, shopId), eq(paymentAccounts.id, accountId)));
  if (!account) throw notFound('payment_account_not_found');
  const [destination] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.shopId, shopId), eq(payoutAccounts.id, payoutAccountId)));
  if (!destination) throw notFound('payout_account_not_found');
  const provider = payoutProvider(env, account);
  if (!provider) throw conflict('payout_not_supported', {}, 'account_id');
  const unsupported = () => conflict('payout_destination_unsupported', {}, 'payout_account_id');
  if (destination.kind === 'bank') {
    if (!provider.startBankPayout) throw unsupported();
    const { institution: bic, accountNumber, accountName } = destination;
    return { provider, destination: { kind: 'bank', bic, accountNumber, accountName } };
  }
  const network = destination.institution;
  if (!isNetwork(network) || !provider.networks.includes(network)) throw unsupported();
  return { provider, destination: { kind: 'wallet', phone: destination.accountNumber, network } };
}

/**
 * Hands a requested payout (its debit already written) to the provider. Refused: the payout fails
 * and its debit is reversed now. No usable answer: it is unknown (its money held) and the payout
 * sweeper asks the provider until it says. A fee the start's answer states is booked with it. Never throws for the provider's sake: the debit is committed, so
 * the payout must end in a state the merchant can read.
 */
export async function sendPayout(db: Db, env: Env, payout: Payout, route: PayoutRoute): Promise<void> {
  const [account] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.shopId, payout.shopId), eq(paymentAccounts.id, payout.accountId)));
  let outcome: StartOutcome;
  try {
    outcome = await startAt(route, accountContext(env, account!), {
      reference: payoutReference(payout.id),
      amount: payout.amount,
    });
  } catch (error) {
    // Credentials that no longer open, or input the adapter refuses: nothing reached the provider.
    outcome = { outcome: 'refused', code: null, reason: (error as Error).message, exchanges: [] };
  }
  if (outcome.outcome === 'refused') {
    await settlePayout(db, payout, { status: 'failed', providerRef: null, reason: outcome.reason ?? outcome.code });
    return;
  }
  // No usable answer: the provider may have paid it, so it is unknown (held) until it says.
  const accepted = outcome.outcome === 'accepted' ? outcome : null;
  const settled = await settlePayout(db, payout, {
    status: accepted?.status ?? 'unknown',
    providerRef: accepted?.providerRef ?? null,
    reason: outcome.reason,
    fee: accepted?.fee ?? null,
  });
  if (settled === 'processing' || settled === 'unknown') await enqueuePayoutCheck(db, payout);
}

/** The provider's payout call for this kind of destination (payoutRoute made sure it has one). */
function startAt(
  { provider, destination }: PayoutRoute,
  ctx: ProviderContext,
  base: { reference: string; amount: number },
): Promise<StartOutcome> {
  if (destination.kind === 'bank') return provider.startBankPayout!(ctx, { ...base, ...destination });
  return provider.startPayout!(ctx, { ...base, ...destination, description: 'Payout' });
}
