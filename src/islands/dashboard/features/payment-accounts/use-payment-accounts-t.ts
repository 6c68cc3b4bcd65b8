import { paymentAccounts as en } from '../../../../i18n/en/payment-accounts.ts';
import { paymentAccounts as sw } from '../../../../i18n/sw/payment-accounts.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const paymentAccountsDicts = { en, sw };
export type PaymentAccountsT = TFunction<typeof en>;

export function usePaymentAccountsT(): PaymentAccountsT {
  return useT(paymentAccountsDicts);
}
