import { popups as en } from '../../../../i18n/en/popups.ts';
import { popups as sw } from '../../../../i18n/sw/popups.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const popupsDicts = { en, sw };
export type PopupsT = TFunction<typeof en>;

export function usePopupsT(): PopupsT {
  return useT(popupsDicts);
}
