import type { ProviderContext, ProviderUrls } from '../provider.ts';
import { TokenCache } from '../../../../providers/token-cache.ts';

/** Hosts nothing listens on (a closed loopback port): a call there is a network error. */
export const UNREACHABLE = 'http://127.0.0.1:9';

/** A context for one test: its own token cache, short timeout, the given fake's URLs. */
export function testContext(
  credentials: Record<string, string>,
  urls: Partial<ProviderUrls>,
  extra: Partial<ProviderContext> = {},
): ProviderContext {
  return {
    credentials,
    urls: {
      selcom: UNREACHABLE,
      clickpesa: UNREACHABLE,
      azampayAuth: UNREACHABLE,
      azampayCheckout: UNREACHABLE,
      flutterwave: UNREACHABLE,
      ...urls,
    },
    timeoutMs: 2_000,
    tokens: new TokenCache(),
    ...extra,
  };
}
