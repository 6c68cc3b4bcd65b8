// The aggregators a shop can link, by id. The demo's `sandbox` provider is not here: it is built
// with the payment flow, on top of the same interface.
import type { Env } from '../../../env.ts';
import type { ProviderId } from '../../../../lib/mobile-money.ts';
import { defineRegistry, type ProviderRegistry } from '../../../providers/registry.ts';
import { azampayProvider } from './azampay/azampay-adapter.ts';
import { clickpesaProvider } from './clickpesa/clickpesa-adapter.ts';
import { flutterwaveProvider } from './flutterwave/flutterwave-adapter.ts';
import type { PaymentProvider, ProviderContext, ProviderUrls } from './provider.ts';
import { selcomProvider } from './selcom/selcom-adapter.ts';

export type LinkableProviderId = Exclude<ProviderId, 'sandbox'>;

export const paymentProviders: ProviderRegistry<LinkableProviderId, PaymentProvider> = defineRegistry({
  selcom: selcomProvider,
  clickpesa: clickpesaProvider,
  azampay: azampayProvider,
  flutterwave: flutterwaveProvider,
});

export function paymentProvider(id: LinkableProviderId): PaymentProvider {
  return paymentProviders[id];
}

type ProviderEnv = Pick<
  Env,
  | 'SELCOM_BASE_URL'
  | 'CLICKPESA_BASE_URL'
  | 'AZAMPAY_AUTH_URL'
  | 'AZAMPAY_CHECKOUT_URL'
  | 'FLUTTERWAVE_BASE_URL'
  | 'PAYMENT_TIMEOUT_MS'
>;

/** The hosts from the configuration (real ones by default; tests and the demo point them at the fakes). */
export function providerUrls(env: Omit<ProviderEnv, 'PAYMENT_TIMEOUT_MS'>): ProviderUrls {
  return {
    selcom: env.SELCOM_BASE_URL,
    clickpesa: env.CLICKPESA_BASE_URL,
    azampayAuth: env.AZAMPAY_AUTH_URL,
    azampayCheckout: env.AZAMPAY_CHECKOUT_URL,
    flutterwave: env.FLUTTERWAVE_BASE_URL,
  };
}

/** The context of one shop's calls: its credentials, the configured hosts and timeout. */
export function providerContext(
  env: ProviderEnv,
  credentials: Readonly<Record<string, string>>,
  extra: Partial<ProviderContext> = {},
): ProviderContext {
  return { credentials, urls: providerUrls(env), timeoutMs: env.PAYMENT_TIMEOUT_MS, ...extra };
}

export type * from './provider.ts';
export { maskExchange, type RawExchange } from '../../../providers/raw-exchange.ts';
export { InvalidPaymentInput } from './check-input.ts';
