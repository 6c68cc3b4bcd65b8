import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

// Tanzania first: a number written the local way (0754 123 456) is read as +255 (protocols.md §4).
export const DEFAULT_COUNTRY: CountryCode = 'TZ';

/**
 * E.164 (`+255754123456`) or null when the number is not a valid one. The `min` metadata checks
 * lengths, not digit patterns: it is a third of `max`, and patterns go stale when carriers open
 * new prefixes.
 */
export function normalizePhone(raw: string, country: CountryCode = DEFAULT_COUNTRY): string | null {
  const trimmed = raw.trim();
  if (!trimmed || /[a-z]/i.test(trimmed)) return null;
  // People write the international prefix as 00 as often as +; libphonenumber would read it as
  // part of a national number.
  const input = trimmed.replace(/^00(?=[1-9])/, '+');
  let parsed = parsePhoneNumberFromString(input, country);
  // wa.me links carry digits with the country code and no +: '254712345678' is Kenyan.
  if (!parsed?.isValid() && /^[1-9]\d{9,14}$/.test(input.replace(/[\s().-]/g, ''))) {
    parsed = parsePhoneNumberFromString(`+${input}`);
  }
  return parsed && parsed.isValid() ? parsed.number : null;
}


/** Readable international form for display: +255 754 123 456. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? parsed.formatInternational() : e164;
}
