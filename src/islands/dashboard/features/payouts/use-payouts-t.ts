import { payouts as en } from '../../../../i18n/en/payouts.ts';
import { payouts as sw } from '../../../../i18n/sw/payouts.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const payoutsDicts = { en, sw };
export type PayoutsT = TFunction<typeof en>;

export function usePayoutsT(): PayoutsT {
  return useT(payoutsDicts);
}
