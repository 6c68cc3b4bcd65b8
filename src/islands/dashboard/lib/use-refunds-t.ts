import { reconciliation as reconEn, refunds as en } from '../../../i18n/en/refunds.ts';
import { reconciliation as reconSw, refunds as sw } from '../../../i18n/sw/refunds.ts';
import { useT, type TFunction } from '../../../i18n/use-t.ts';

// The refund words are read by the order screen (the dialog) and by the transactions feature
// (reconciliation), which may not import each other: they live here.
export type RefundsT = TFunction<typeof en>;
export const useRefundsT = (): RefundsT => useT({ en, sw });
export type ReconciliationT = TFunction<typeof reconEn>;
export const useReconciliationT = (): ReconciliationT => useT({ en: reconEn, sw: reconSw });
