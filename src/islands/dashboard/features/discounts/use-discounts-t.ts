import { discounts as en } from '../../../../i18n/en/discounts.ts';
import { discounts as sw } from '../../../../i18n/sw/discounts.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const discountsDicts = { en, sw };
export type DiscountsT = TFunction<typeof en>;

export function useDiscountsT(): DiscountsT {
  return useT(discountsDicts);
}
