import type { BotAction, BotReply } from '../../../../lib/chat/bot-reply.ts';
import type { PreviewToken } from './api.ts';

export type PreviewLine =
  { id: string; from: 'customer'; text: string } | { id: string; from: 'bot'; action: BotAction };
export type PreviewSend = { message: string; type: 'text' | 'interactive' | 'event' };

/** Random hex; getRandomValues works on plain http too (a shop's LAN), where randomUUID does not exist. */
const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A fresh conversation id for the widget endpoint (8..64 of [A-Za-z0-9_-]). */
export const newPreviewChatId = () => `preview-${randomHex(12)}`;

export class PreviewError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * One message to the bot through the same endpoint as the widget; the token makes it run the
 * draft. Errors carry the server's message (spec 8: the chat shows it as it is).
 */
export async function sendPreview(
  token: PreviewToken,
  chatId: string,
  send: PreviewSend,
  language: 'en' | 'sw',
): Promise<BotReply> {
  const res = await fetch(`${token.base_url}/plugin/conversation/${encodeURIComponent(token.bot_id)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-preview-token': token.token, 'accept-language': language },
    body: JSON.stringify({
      message: send.message,
      chat_id: chatId,
      message_type: send.type,
      message_id: randomHex(16),
      language,
    }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json().catch(() => null)) as (BotReply & { message?: unknown }) | null;
  if (!res.ok || !body)
    throw new PreviewError(res.status, typeof body?.message === 'string' ? body.message : res.statusText);
  return body;
}
