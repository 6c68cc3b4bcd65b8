import { chatflow as en } from '../../../../i18n/en/chatflow.ts';
import { chatflow as sw } from '../../../../i18n/sw/chatflow.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const chatflowDicts = { en, sw };
export type ChatflowKey = keyof typeof en;
export type ChatflowT = TFunction<typeof en>;

/** Strings of the flow builder. */
export function useChatflowT(): ChatflowT {
  return useT(chatflowDicts);
}
