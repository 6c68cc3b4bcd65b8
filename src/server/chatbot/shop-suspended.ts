import type { ChatReply } from '../../lib/contracts/chat.ts';

// What a suspended shop's chat says (issue 29): the widget and the WhatsApp bot answer with this
// and store nothing (no conversation, message, customer or order). The customer's language may
// not be known (a first message), so both languages are said, the asked one first.

const TEXT = {
  en: 'This shop is not taking orders right now.',
  sw: 'Duka hili halipokei oda kwa sasa.',
} as const;

export function notTakingOrdersText(first: 'en' | 'sw' = 'en'): string {
  return first === 'sw' ? `${TEXT.sw}\n${TEXT.en}` : `${TEXT.en}\n${TEXT.sw}`;
}

/** The widget's answer: one message, nothing stored, so no cursor to poll from. */
export function notTakingOrdersReply(first: 'en' | 'sw' = 'en'): ChatReply {
  const text = notTakingOrdersText(first);
  return { actions: [{ send_message: { text } }], message: text, response: [], next_state: null, input: null, cursor: '' };
}
