import { transactions as en } from '../../../../i18n/en/transactions.ts';
import { transactions as sw } from '../../../../i18n/sw/transactions.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const transactionsDicts = { en, sw };
export type TransactionsT = TFunction<typeof en>;

export function useTransactionsT(): TransactionsT {
  return useT(transactionsDicts);
}
