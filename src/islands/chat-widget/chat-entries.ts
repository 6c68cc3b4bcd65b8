import type { BotAction } from '../../lib/chat/bot-reply.ts';
import type { WidgetContent, WidgetMessage } from './widget-api.ts';

// The list the window shows (spec 3 "chat message, client side"): the customer's bubbles, the
// bot's and the staff's actions, and failures shown as bot messages. Keys are server message ids
// where known, so a poll that returns a message the send answer already showed adds nothing.
export type ChatEntry =
  | { key: string; from: 'me'; text: string; failed?: boolean }
  | { key: string; from: 'bot'; action: BotAction }
  | { key: string; from: 'error'; text: string };

function actionOf(content: WidgetContent): BotAction | null {
  switch (content.kind) {
    case 'action':
      return (content as { action: BotAction }).action;
    case 'text':
    case 'template':
      return { send_message: { text: (content as { text: string }).text } };
    case 'media': {
      const { media, link, caption, filename } = content as Extract<WidgetContent, { kind: 'media' }>;
      const item = { link, ...(caption && { caption }), ...(filename && { filename }) };
      if (media === 'image') return { send_images: [item] };
      if (media === 'sticker') return { send_stickers: [item] };
      if (media === 'video') return { send_videos: [item] };
      if (media === 'audio') return { send_audios: [item] };
      return { send_documents: [item] };
    }
    case 'location': {
      const { latitude, longitude, name, address } = content as Extract<WidgetContent, { kind: 'location' }>;
      return { send_locations: [{ latitude, longitude, ...(name && { name }), ...(address && { address }) }] };
    }
    default:
      return null;
  }
}

export function entryFromMessage(message: WidgetMessage): ChatEntry | null {
  const { content } = message;
  if (message.direction === 'in') {
    if (content.kind === 'text') return { key: message.id, from: 'me', text: (content as { text: string }).text };
    // a choice stored without its title (the bot API receives only the id) is not shown bare
    if (content.kind === 'interactive') {
      const title = (content as { title?: string }).title;
      return title ? { key: message.id, from: 'me', text: title } : null;
    }
    return null;
  }
  const action = actionOf(content);
  return action ? { key: message.id, from: 'bot', action } : null;
}

/** A reply's actions, keyed by their stored ids (an answer that said nothing has neither). */
export function entriesFromReply(
  reply: { actions: BotAction[]; response?: { id: string }[] },
  localKey: string,
): ChatEntry[] {
  return (reply.actions ?? []).map((action, i) => ({
    key: reply.response?.[i]?.id ?? `${localKey}:${i}`,
    from: 'bot',
    action,
  }));
}

/** Appends the entries not shown yet (by key), keeping the order they came in. */
export function mergeEntries(shown: ChatEntry[], incoming: ChatEntry[]): ChatEntry[] {
  const keys = new Set(shown.map((e) => e.key));
  const added = incoming.filter((e) => !keys.has(e.key) && (keys.add(e.key), true));
  return added.length ? [...shown, ...added] : shown;
}

/** History of a reopened chat: the customer's bubbles and every outbound message, oldest first. */
export function entriesFromHistory(messages: WidgetMessage[]): ChatEntry[] {
  return messages.map(entryFromMessage).filter((e): e is ChatEntry => e !== null);
}

/** Polls only add outbound messages: the customer's own ones are already on screen. */
export function entriesFromPoll(messages: WidgetMessage[]): ChatEntry[] {
  return entriesFromHistory(messages.filter((m) => m.direction === 'out'));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-03-07' → '07/03/2026' (spec 2.6: day/month/year). */
export function isoToDmy(iso: string): string | null {
  const m = ISO_DATE.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : null;
}

/** Whether an ISO date lies within the optional bounds (ISO strings compare in date order). */
export function dateAllowed(iso: string, min?: string | null, max?: string | null): boolean {
  if (!ISO_DATE.test(iso)) return false;
  return !(min && iso < min) && !(max && iso > max);
}

/** Puts `insert` at the caret (or over the selection), with a space before it when needed. */
export function insertAtCaret(
  text: string,
  start: number,
  end: number,
  insert: string,
): { text: string; caret: number } {
  const before = text.slice(0, start);
  const spaced = before && !/\s$/.test(before) ? ` ${insert}` : insert;
  return { text: before + spaced + text.slice(end), caret: before.length + spaced.length };
}
