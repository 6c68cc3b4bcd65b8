import { connect as en } from '../../../../i18n/en/connect.ts';
import { connect as sw } from '../../../../i18n/sw/connect.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const connectDicts = { en, sw };
export type ConnectT = TFunction<typeof en>;

/** Strings of the two connect pages. */
export function useConnectT(): ConnectT {
  return useT(connectDicts);
}
