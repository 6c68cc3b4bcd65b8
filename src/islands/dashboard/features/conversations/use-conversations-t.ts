import { conversations as en } from '../../../../i18n/en/conversations.ts';
import { conversations as sw } from '../../../../i18n/sw/conversations.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const conversationsDicts = { en, sw };
export type ConversationsKey = keyof typeof en;
export type ConversationsT = TFunction<typeof en>;

/** Strings of the inbox: list, transcript, composer and customer panel. */
export function useConversationsT(): ConversationsT {
  return useT(conversationsDicts);
}
