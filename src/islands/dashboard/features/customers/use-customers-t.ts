import { catalog as en } from '../../../../i18n/en/catalog.ts';
import { catalog as sw } from '../../../../i18n/sw/catalog.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const customersDicts = { en, sw };
export type CustomersKey = keyof typeof en;
export type CustomersT = TFunction<typeof en>;

/** Strings of the customer screens (same dictionary as products, no cross-feature import); shared words (save, categories) come from useAppT. */
export function useCustomersT(): CustomersT {
  return useT(customersDicts);
}
