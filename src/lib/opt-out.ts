// Opt-out replies (issue 27): a customer who answers a message with STOP (English), ACHA or
// SITAKI (Swahili: "stop", "I don't want") gets no more campaigns. Any case and any spacing count
// (" s t o p ", "Acha.", "SITAKI!", "ＳＴＯＰ"); a sentence that merely holds the word does not
// ("I will not stop buying"). Shared by the bot (WhatsApp, the widget) and SMS inbound replies.

const WORDS = new Set<string>(['stop', 'acha', 'sitaki']);
/** Longer than any spaced-out word with punctuation: not a one-word reply. */
const MAX_LENGTH = 64;

export type OptOutWord = 'stop' | 'acha' | 'sitaki';

/** True when the whole message is one of the opt-out words, whatever its case, spacing and punctuation. */
export function isOptOutReply(text: unknown): boolean {
  return optOutWord(text) !== null;
}

/** Which opt-out word the whole message is (ACHA and SITAKI are Swahili, STOP English), or null. */
export function optOutWord(text: unknown): OptOutWord | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_LENGTH) return null;
  // Lone surrogates and NUL bytes are dropped with every other mark that is not a letter or a
  // digit; full-width and other compatibility letters read as their plain ones.
  const letters = text
    .toWellFormed()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();
  return WORDS.has(letters) ? (letters as OptOutWord) : null;
}

/** The words a customer may reply, for hints and help texts. */
export const OPT_OUT_WORDS = { en: 'STOP', sw: 'ACHA' } as const;
