import type { PaymentAccountDto } from './api.ts';
import type { PaymentAccountsT } from './use-payment-accounts-t.ts';

/** The merchant's own name for the account, else the provider's. */
export const accountName = (t: PaymentAccountsT, account: Pick<PaymentAccountDto, 'label' | 'provider'>) =>
  account.label || t(`provider_${account.provider}`);
