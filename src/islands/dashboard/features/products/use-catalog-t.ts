import { catalog as en } from '../../../../i18n/en/catalog.ts';
import { catalog as sw } from '../../../../i18n/sw/catalog.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const catalogDicts = { en, sw };
export type CatalogKey = keyof typeof en;
export type CatalogT = TFunction<typeof en>;

/** Strings of the products screens; shared words (save, categories) come from useAppT. */
export function useCatalogT(): CatalogT {
  return useT(catalogDicts);
}
