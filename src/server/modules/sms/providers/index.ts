// The SMS gateways a shop can link, by id (on the provider kit's registry).
import type { Env } from '../../../env.ts';
import type { SmsProviderId } from '../../../../lib/sms-providers.ts';
import { defineRegistry, type ProviderRegistry } from '../../../providers/registry.ts';
import { africastalkingProvider } from './africastalking/africastalking-adapter.ts';
import { beemProvider } from './beem/beem-adapter.ts';
import { nextsmsProvider } from './nextsms/nextsms-adapter.ts';
import type { SmsContext, SmsProvider, SmsUrls } from './sms-provider.ts';

export const smsProviders: ProviderRegistry<SmsProviderId, SmsProvider> = defineRegistry({
  beem: beemProvider,
  africastalking: africastalkingProvider,
  nextsms: nextsmsProvider,
});

type SmsEnv = Pick<
  Env,
  'BEEM_BASE_URL' | 'BEEM_DLR_BASE_URL' | 'AFRICASTALKING_BASE_URL' | 'NEXTSMS_BASE_URL' | 'SMS_TIMEOUT_MS'
>;

export function smsUrls(env: SmsEnv): SmsUrls {
  return {
    beem: env.BEEM_BASE_URL,
    beemDlr: env.BEEM_DLR_BASE_URL,
    africastalking: env.AFRICASTALKING_BASE_URL,
    nextsms: env.NEXTSMS_BASE_URL,
  };
}

export function smsContext(
  env: SmsEnv,
  credentials: Readonly<Record<string, string>>,
  extra: Partial<SmsContext> = {},
): SmsContext {
  return { credentials, urls: smsUrls(env), timeoutMs: env.SMS_TIMEOUT_MS, ...extra };
}

export type * from './sms-provider.ts';
