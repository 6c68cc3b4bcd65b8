import type { Env } from '../../env.ts';
import type { ProviderId } from '../../../lib/mobile-money.ts';

// Duka Chat Payments' account as configured (decision 0046): read by account-context.ts (a managed
// account speaks with these credentials) and platform-account.ts (which makes the managed rows).

export type PlatformAccountConfig = { provider: ProviderId; credentials: Readonly<Record<string, string>> };

/** The configured platform account, or null: none configured, or the sandbox in production. */
export function platformAccountConfig(
  env: Pick<Env, 'NODE_ENV' | 'PLATFORM_PAYMENT_PROVIDER' | 'PLATFORM_PAYMENT_CREDENTIALS'>,
): PlatformAccountConfig | null {
  const provider = env.PLATFORM_PAYMENT_PROVIDER;
  if (!provider) return null;
  // The sandbox simulates money: a production server never collects through it.
  if (provider === 'sandbox' && env.NODE_ENV === 'production') return null;
  return {
    provider,
    credentials: Object.freeze(JSON.parse(env.PLATFORM_PAYMENT_CREDENTIALS) as Record<string, string>),
  };
}
