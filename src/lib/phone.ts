import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

// Tanzania first: a number written the local way (0754 123 456) is read as +255 (protocols.md §4).
export const DEFAULT_COUNTRY: CountryCode = 'TZ';

/** E.164 (`+255754123456`) or null when the number is not a valid one. */
export function normalizePhone(input: string, country: CountryCode = DEFAULT_COUNTRY): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  return parsed && parsed.isValid() ? parsed.number : null;
}


/** Readable international form for display: +255 754 123 456. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? parsed.formatInternational() : e164;
}
