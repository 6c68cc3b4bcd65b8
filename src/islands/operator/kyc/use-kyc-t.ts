import { operatorKyc as en } from '../../../i18n/en/operator-kyc.ts';
import { operatorKyc as sw } from '../../../i18n/sw/operator-kyc.ts';
import { useT, type TFunction } from '../../../i18n/use-t.ts';

export const operatorKycDicts = { en, sw };
export type OperatorKycT = TFunction<typeof en>;

export function useOperatorKycT(): OperatorKycT {
  return useT(operatorKycDicts);
}

/** How long a submission has waited, in the screen's language. */
export function waitingText(seconds: number, t: OperatorKycT): string {
  const m = Math.floor(seconds / 60) % 60;
  const h = Math.floor(seconds / 3600) % 24;
  const d = Math.floor(seconds / 86_400);
  if (d > 0) return t('days', { d, h });
  if (h > 0) return t('hours', { h, m });
  return t('minutes', { m });
}
