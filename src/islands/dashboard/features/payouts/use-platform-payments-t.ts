import { platformPayments as en } from '../../../../i18n/en/platform-payments.ts';
import { platformPayments as sw } from '../../../../i18n/sw/platform-payments.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const platformPaymentsDicts = { en, sw };
export type PlatformPaymentsT = TFunction<typeof en>;

export function usePlatformPaymentsT(): PlatformPaymentsT {
  return useT(platformPaymentsDicts);
}
