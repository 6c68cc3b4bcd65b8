import { pos as en } from '../../../../i18n/en/pos.ts';
import { pos as sw } from '../../../../i18n/sw/pos.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const posDicts = { en, sw };
export type PosKey = keyof typeof en;
export type PosT = TFunction<typeof en>;

/** Strings of the POS settings page and the till screen. */
export function usePosT(): PosT {
  return useT(posDicts);
}
