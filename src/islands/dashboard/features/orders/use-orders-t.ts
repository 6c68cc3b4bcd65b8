import { catalog as en } from '../../../../i18n/en/catalog.ts';
import { catalog as sw } from '../../../../i18n/sw/catalog.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const ordersDicts = { en, sw };
export type OrdersKey = keyof typeof en;
export type OrdersT = TFunction<typeof en>;

/** Strings of the order screens (same dictionary as products, no cross-feature import); shared words (save, categories) come from useAppT. */
export function useOrdersT(): OrdersT {
  return useT(ordersDicts);
}
