// The debt book's words are read by its screens and by the customer screen (their debts, Allow pay later).
import { debts as en } from '../../../i18n/en/debts.ts';
import { debts as sw } from '../../../i18n/sw/debts.ts';
import { useT, type TFunction } from '../../../i18n/use-t.ts';

export const debtsDicts = { en, sw };
export type DebtsT = TFunction<typeof en>;

export function useDebtsT(): DebtsT {
  return useT(debtsDicts);
}
