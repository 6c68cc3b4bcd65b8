import type { CountryCode, PhoneNumber } from 'libphonenumber-js/core';

// How we read what people type as a phone number, whichever libphonenumber metadata does the
// checking: phone.ts (every country's real number ranges) or phone-light.ts (lengths only, for a
// browser whose answer the server checks again).

export type { CountryCode };
type Parse = (text: string, defaultCountry?: CountryCode) => PhoneNumber | undefined;

// Tanzania first: a number written the local way (0754 123 456) is read as +255 (protocols.md §4).
export const DEFAULT_COUNTRY: CountryCode = 'TZ';

/** E.164 (`+255754123456`) or null when `parse`'s metadata does not take the number. */
export function normalizeWith(parse: Parse, raw: string, country: CountryCode = DEFAULT_COUNTRY): string | null {
  const trimmed = raw.trim();
  if (!trimmed || /[a-z]/i.test(trimmed)) return null;
  // People write the international prefix as 00 as often as +; libphonenumber would read it as
  // part of a national number.
  const input = trimmed.replace(/^00(?=[1-9])/, '+');
  let parsed = parse(input, country);
  // wa.me links carry digits with the country code and no +: '254712345678' is Kenyan.
  if (!parsed?.isValid() && /^[1-9]\d{9,14}$/.test(input.replace(/[\s().-]/g, ''))) {
    parsed = parse(`+${input}`);
  }
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** Readable international form for display: +255 754 123 456. */
export function formatWith(parse: Parse, e164: string): string {
  const parsed = parse(e164);
  return parsed ? parsed.formatInternational() : e164;
}
