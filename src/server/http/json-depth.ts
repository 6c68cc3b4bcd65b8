/**
 * How deep JSON may nest before it is read. No request of the API, and no provider's callback,
 * nests more than a handful of levels (a WhatsApp delivery is about 7); 32 leaves room for any
 * honest client. A body nested 100,000 deep parses in milliseconds but then every walk over it
 * (the NUL check, zod, masking) either recursed until the stack broke (a 500 after a second of
 * blocked event loop) or ran long: the limit is checked on the raw text, before JSON.parse.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b; // {
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACE = 0x7d; // }
const CLOSE_BRACKET = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether `text` (JSON, or what claims to be) opens more than `max` arrays or objects inside one
 * another. One pass over the characters, no allocation: brackets inside strings do not count. It
 * does not check the JSON is valid (JSON.parse does that next); broken text only has to not be
 * reported deeper than it is.
 */
export function jsonNestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) inString = true;
    else if (ch === OPEN_BRACE || ch === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (ch === CLOSE_BRACE || ch === CLOSE_BRACKET) depth--;
  }
  return false;
}
