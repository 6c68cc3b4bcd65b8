import { expenses as en } from '../../../../i18n/en/expenses.ts';
import { expenses as sw } from '../../../../i18n/sw/expenses.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const expensesDicts = { en, sw };
export type ExpensesT = TFunction<typeof en>;

export function useExpensesT(): ExpensesT {
  return useT(expensesDicts);
}
