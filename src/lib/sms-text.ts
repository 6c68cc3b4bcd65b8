// SMS text rules the campaign form and the server share (issue 27): which alphabet a text needs
// (GSM 03.38's 7-bit default alphabet, or UCS-2), how many characters it counts, how many parts it
// is sent in, the variables a campaign text may hold, and what it costs.
//
// Figures (3GPP TS 23.038 / GSM 03.38; ../shared/protocols.md §3): a GSM-7 text of up to 160
// characters is one SMS, a longer one goes in parts of 153 (the 7 left carry the concatenation
// header); a UCS-2 text fits 70 in one and 67 a part. The extension table's characters
// (€ [ ] { } ^ ~ \ | and form feed) take an escape plus the character: two each. Any character
// outside both tables (one emoji is enough) makes the whole text UCS-2, where a character outside
// the Basic Multilingual Plane (most emoji) takes two of the 70/67 (a surrogate pair).
// Parts are packed as phones and gateways do: an escape pair or a surrogate pair is never split
// between two parts, so a part may carry one unit less than its maximum.

/** GSM 03.38 default alphabet (the escape 0x1B left out: it is not a character of its own). */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** GSM 03.38 extension table: each costs two (ESC + the character). */
const GSM7_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM7_BASIC);
const extension = new Set(GSM7_EXTENSION);

export type SmsEncoding = 'gsm7' | 'ucs2';

export const SMS_LIMITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

/** The most parts a campaign text may take (a gateway joins up to about 6–10; more is a letter, not an SMS). */
export const MAX_SMS_PARTS = 6;

/** GSM-7 when every character is in the default alphabet or its extension, else UCS-2. */
export function smsEncoding(text: string): SmsEncoding {
  for (const ch of text) if (!basic.has(ch) && !extension.has(ch)) return 'ucs2';
  return 'gsm7';
}

/** The units each character takes in the given encoding (septets for GSM-7, UTF-16 units for UCS-2). */
function unitsOf(text: string, encoding: SmsEncoding): number[] {
  const units: number[] = [];
  for (const ch of text) units.push(encoding === 'gsm7' ? (extension.has(ch) ? 2 : 1) : ch.length);
  return units;
}

export type SmsCount = {
  encoding: SmsEncoding;
  /** Characters as the standard counts them (extension characters twice; UCS-2: UTF-16 units). */
  length: number;
  parts: number;
  /** Most units one part holds for this text (160/70 when it is one part, else 153/67). */
  perPart: number;
  /** Units still free in the last part before another part is needed. */
  remaining: number;
};

/** Encoding, length and parts of a text as it will be sent. An empty text is 0 parts. */
export function countSms(text: string): SmsCount {
  const encoding = smsEncoding(text);
  const units = unitsOf(text, encoding);
  const length = units.reduce((a, b) => a + b, 0);
  const limits = SMS_LIMITS[encoding];
  if (length === 0) return { encoding, length, parts: 0, perPart: limits.single, remaining: limits.single };
  if (length <= limits.single)
    return { encoding, length, parts: 1, perPart: limits.single, remaining: limits.single - length };
  let parts = 1;
  let used = 0;
  for (const u of units) {
    if (used + u > limits.part) {
      parts++;
      used = 0;
    }
    used += u;
  }
  return { encoding, length, parts, perPart: limits.part, remaining: limits.part - used };
}

/** The variables a campaign text may use, as written in it: {name} {shop} {link} {amount_owed}. */
export const SMS_VARIABLES = ['name', 'shop', 'link', 'amount_owed'] as const;
export type SmsVariable = (typeof SMS_VARIABLES)[number];
export type SmsValues = Record<SmsVariable, string>;

const VARIABLE = /\{([a-z_]+)\}/g;

/** The `{word}` variables of a text that are not one of SMS_VARIABLES, each once, in order. */
export function unknownVariables(text: string): string[] {
  const known = new Set<string>(SMS_VARIABLES);
  const unknown: string[] = [];
  for (const m of text.matchAll(VARIABLE)) if (!known.has(m[1]!) && !unknown.includes(m[1]!)) unknown.push(m[1]!);
  return unknown;
}

/** The variables a text uses, each once. */
export function usedVariables(text: string): SmsVariable[] {
  const known = new Set<string>(SMS_VARIABLES);
  const used: SmsVariable[] = [];
  for (const m of text.matchAll(VARIABLE))
    if (known.has(m[1]!) && !used.includes(m[1] as SmsVariable)) used.push(m[1] as SmsVariable);
  return used;
}

/** The text with each known variable replaced by its value; an unknown `{word}` stays as written. */
export function fillSmsText(text: string, values: SmsValues): string {
  return text.replace(VARIABLE, (whole, key: string) =>
    (SMS_VARIABLES as readonly string[]).includes(key) ? values[key as SmsVariable] : whole,
  );
}

/** The text a customer gets: the filled text, then the opt-out hint on its own line. */
export function smsWithHint(text: string, hint: string): string {
  return hint ? `${text}\n${hint}` : text;
}

/**
 * Values for counting before the recipients are known: as long as the longest real ones usually are
 * (a name of 20, a shop name of 30, a link of the given length, an amount such as "1,250,000").
 */
export function sampleValues(shop: string, linkLength: number): SmsValues {
  // Readable, since the merchant reads them in the preview: a real-looking name and link of those lengths.
  const link = 'https://duka.chat/c/'.padEnd(linkLength, 'x').slice(0, linkLength);
  return {
    name: 'Mwanaisha Mohamedali',
    shop: shop || 'Duka la Mama Mwanaisha Kariako',
    link,
    amount_owed: '1,250,000',
  };
}

/** Whole TZS: parts × price per part × recipients (numbers stay exact far past 2^31). */
export function smsCost(parts: number, pricePerPart: number, recipients = 1): number {
  return parts * pricePerPart * recipients;
}
