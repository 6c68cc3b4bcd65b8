import { compliance as en } from '../../../../i18n/en/compliance.ts';
import { compliance as sw } from '../../../../i18n/sw/compliance.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const complianceDicts = { en, sw };
export type ComplianceT = TFunction<typeof en>;

export function useComplianceT(): ComplianceT {
  return useT(complianceDicts);
}
