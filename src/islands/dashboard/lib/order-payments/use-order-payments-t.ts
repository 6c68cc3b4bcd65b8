import { orderPayments as en } from '../../../../i18n/en/order-payments.ts';
import { orderPayments as sw } from '../../../../i18n/sw/order-payments.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const orderPaymentsDicts = { en, sw };
export type OrderPaymentsT = TFunction<typeof en>;

export function useOrderPaymentsT(): OrderPaymentsT {
  return useT(orderPaymentsDicts);
}
