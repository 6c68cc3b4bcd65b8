import { smsProviders as en } from '../../../../i18n/en/sms-providers.ts';
import { smsProviders as sw } from '../../../../i18n/sw/sms-providers.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const smsProvidersDicts = { en, sw };
export type SmsProvidersT = TFunction<typeof en>;

export function useSmsProvidersT(): SmsProvidersT {
  return useT(smsProvidersDicts);
}
