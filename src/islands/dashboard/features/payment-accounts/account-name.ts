import type { PaymentAccountDto } from './api.ts';
import type { PaymentAccountsT } from './use-payment-accounts-t.ts';

/** The merchant's own name for the account, else the provider's. */
export const accountName = (t: PaymentAccountsT, account: Pick<PaymentAccountDto, 'label' | 'provider'>) =>
  account.label || t(`provider_${account.provider}`);

const FIELD_WORDS = [
  'vendor',
  'apiKey',
  'apiSecret',
  'appName',
  'clientId',
  'clientSecret',
  'checksumKey',
  'secretKey',
  'secretHash',
  'pin',
] as const;

/** A credential field in words; a field an adapter adds later shows by its name until it has words. */
export function fieldName(t: PaymentAccountsT, name: string): string {
  const known = FIELD_WORDS.find((f) => f === name);
  return known ? t(`field_${known}`) : name;
}
