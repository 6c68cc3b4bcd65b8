import { operator as en } from '../../../i18n/en/operator.ts';
import { operator as sw } from '../../../i18n/sw/operator.ts';
import { useT, type TFunction } from '../../../i18n/use-t.ts';

export const operatorDicts = { en, sw };
export type OperatorKey = keyof typeof en;
export type OperatorT = TFunction<typeof en>;

export function useOperatorT(): OperatorT {
  return useT(operatorDicts);
}

/** A nav label in both languages, for a screens-registry entry. */
export const labelOf = (key: OperatorKey) => ({ en: en[key], sw: sw[key] });
