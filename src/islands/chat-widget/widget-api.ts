import type { ChatAnswer, ChatMessage, ChatMessages, MessageContent, ReplyInput } from '../../lib/contracts/chat.ts';
import type { WidgetTheme } from '../../lib/chat/widget-theme.ts';

// The bot API calls of spec 7 as the widget makes them: no cookies (it runs on other sites), JSON,
// and errors thrown as { status, data } so chatErrorText reads the answer's text. The answers are
// the bot API's contract (lib/contracts/chat.ts), imported as types: no zod in widget.js.

/** A stored message's content; the widget shows the kinds it knows and skips the others. */
export type WidgetContent = MessageContent;
export type WidgetMessage = ChatMessage;
/** A date question can narrow the picker (flow node min_date/max_date, YYYY-MM-DD). */
export type DateInputHint = ReplyInput;
/** A reply, or nothing at all (the "opened" event of a flow that greets nobody). */
export type WidgetReply = ChatAnswer;

export type SendBody = {
  message: string;
  chat_id: string;
  bot_id: string;
  message_type: 'text' | 'interactive' | 'event';
  message_id: string;
  language: 'en' | 'sw';
  /** The title of a tapped choice, as shown. */
  title?: string;
};

export class ChatApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(status: number, data: unknown) {
    super(
      typeof data === 'object' && data && 'message' in data
        ? String((data as { message: unknown }).message)
        : `HTTP ${status}`,
    );
    this.status = status;
    this.data = data;
  }
}

const url = (base: string, path: string) => `${base.replace(/\/$/, '')}${path}`;

async function call<T>(href: string, init?: RequestInit): Promise<T> {
  const response = await fetch(href, {
    ...init,
    credentials: 'omit',
    headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ChatApiError(response.status, data);
  return data as T;
}

export function fetchTheme(base: string, botId: string): Promise<{ theme_config?: Partial<WidgetTheme> | null }> {
  return call(url(base, `/plugin/${encodeURIComponent(botId)}/unauthenticated`));
}

export function postMessage(base: string, botId: string, body: SendBody): Promise<WidgetReply> {
  return call(url(base, `/plugin/conversation/${encodeURIComponent(botId)}`), {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function fetchMessages(
  base: string,
  botId: string,
  chatId: string,
  after?: string | null,
): Promise<ChatMessages> {
  const query = new URLSearchParams({ chat_id: chatId });
  if (after) query.set('after', after);
  return call(url(base, `/plugin/conversation/${encodeURIComponent(botId)}/messages?${query}`));
}

/** A failed fetch (offline, DNS, CORS) as opposed to an answer: only these are retried. */
export const isNetworkError = (error: unknown) => error instanceof TypeError;
