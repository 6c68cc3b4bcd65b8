import type { SmsAccountDto } from './api.ts';
import type { SmsProvidersT } from './use-sms-providers-t.ts';

/** The merchant's own name for the account, else the gateway's. */
export const accountName = (t: SmsProvidersT, account: Pick<SmsAccountDto, 'label' | 'provider'>) =>
  account.label || t(`provider_${account.provider}`);

const FIELD_WORDS = ['apiKey', 'secretKey', 'username', 'password'] as const;

/** A credential field in words; a field an adapter adds later shows by its name until it has words. */
export function fieldName(t: SmsProvidersT, name: string): string {
  const known = FIELD_WORDS.find((f) => f === name);
  return known ? t(`field_${known}`) : name;
}
