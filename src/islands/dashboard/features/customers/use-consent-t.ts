import { consent as en } from '../../../../i18n/en/consent.ts';
import { consent as sw } from '../../../../i18n/sw/consent.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export type ConsentT = TFunction<typeof en>;

/** Strings of the customer screen's consent block. */
export function useConsentT(): ConsentT {
  return useT({ en, sw });
}
