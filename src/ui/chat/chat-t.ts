import { useStore } from '@nanostores/react';
import { createContext, useCallback, useContext } from 'react';
import { chatWidget as en } from '../../i18n/en/chat-widget.ts';
import { chatWidget as sw } from '../../i18n/sw/chat-widget.ts';
import { $language } from '../../i18n/language.ts';
import { translate, type Locale } from '../../i18n/locales.ts';

export const chatDicts = { en, sw };
export type ChatKey = keyof typeof en;
export type ChatT = (key: ChatKey, params?: Record<string, string | number>) => string;

/**
 * The language of the chat parts. The widget sets it from its host page (data-lang) because a
 * shop's site has no language store of ours; inside our apps it is left unset and the store is used.
 */
export const ChatLanguageContext = createContext<Locale | null>(null);

export function useChatT(): ChatT {
  const pinned = useContext(ChatLanguageContext);
  const stored = useStore($language);
  const lang = pinned ?? stored;
  return useCallback((key, params) => translate(chatDicts[lang] as Record<string, string>, key, params), [lang]);
}
