import { fetchMessages, postMessage, type SendBody, type WidgetMessage, type WidgetReply } from './widget-api.ts';

/** How the window talks to a bot: the bot API, or a stand-in (the settings page's live preview). */
export type ChatTransport = {
  send: (body: Omit<SendBody, 'bot_id' | 'chat_id'>) => Promise<WidgetReply>;
  messages: (after: string | null) => Promise<{ messages: WidgetMessage[]; cursor: string | null }>;
};

export function botTransport(base: string, botId: string, chatId: string): ChatTransport {
  return {
    send: (body) => postMessage(base, botId, { ...body, bot_id: botId, chat_id: chatId }),
    messages: (after) => fetchMessages(base, botId, chatId, after),
  };
}
