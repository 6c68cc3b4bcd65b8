import type { PaymentAccount } from '../../db/schema/payments.ts';
import type { Env } from '../../env.ts';
import { open } from '../../whatsapp/secret-box.ts';
import { secretValues } from './providers/check-input.ts';
import { sandboxProvider } from './sandbox/sandbox-provider.ts';
import { platformAccountConfig } from './platform-config.ts';
import {
  maskExchange,
  paymentProvider,
  providerContext,
  type LinkableProviderId,
  type PaymentProvider,
  type ProviderContext,
  type RawExchange,
} from './providers/index.ts';

// How the payment flow talks to one linked account: its adapter, its credentials (opened from
// their sealed form only for the call), and what of the exchange may be stored.

export function accountProvider(account: Pick<PaymentAccount, 'provider'>): PaymentProvider {
  // The demo's simulated provider; startPayment never starts one in production.
  if (account.provider === 'sandbox') return sandboxProvider;
  return paymentProvider(account.provider satisfies LinkableProviderId);
}

/**
 * Opened credentials by their sealed form: every callback needs its account's, and opening them
 * each time was a visible share of a callback's CPU. A relinked account has a new sealed form (a
 * fresh IV), so an entry can never be stale; the map is bounded and simply cleared when full.
 */
const opened = new Map<string, Readonly<Record<string, string>>>();
const OPENED_MAX = 1000;

export function accountContext(
  env: Env,
  account: Pick<PaymentAccount, 'credentialsEnc'> & Partial<Pick<PaymentAccount, 'managed'>>,
): ProviderContext {
  // A managed account (decision 0046) speaks with the platform's configured credentials; without
  // a configuration it cannot speak at all (the caller's "not sent" / unknown handling applies).
  if (account.managed) {
    const config = platformAccountConfig(env);
    if (!config) throw new Error('no platform payment account is configured');
    return providerContext(env, { ...config.credentials });
  }
  const key = `${env.secretKey}\u0000${account.credentialsEnc}`;
  let credentials = opened.get(key);
  if (!credentials) {
    credentials = Object.freeze(JSON.parse(open(env.secretKey, account.credentialsEnc)) as Record<string, string>);
    if (opened.size >= OPENED_MAX) opened.clear();
    opened.set(key, credentials);
  }
  return providerContext(env, { ...credentials });
}

/** The exchanges as they may be kept beside a payment: masked again with this account's own secrets. */
export function storedExchanges(
  account: Pick<PaymentAccount, 'provider'>,
  ctx: ProviderContext,
  exchanges: readonly RawExchange[],
): RawExchange[] {
  const secrets = secretValues(ctx.credentials, accountProvider(account).credentialFields);
  return exchanges.map((e) => maskExchange(e, secrets));
}
