import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DEFAULT_COUNTRY, formatWith, normalizeWith, type CountryCode } from './phone-read.ts';

// The check that decides (the API, and the QR generator, which has no server behind it): the
// `max` metadata knows each country's allocated ranges, so 0512 345 678 (no Tanzanian network)
// is refused, where `min` only counts digits. It is heavy (about 20 KB gzip more than `min`):
// a browser that only pre-checks for the server uses phone-light.ts.

export { DEFAULT_COUNTRY, type CountryCode };

/** E.164 (`+255754123456`) or null when the number is not one a network could have given out. */
export function normalizePhone(raw: string, country: CountryCode = DEFAULT_COUNTRY): string | null {
  return normalizeWith(parsePhoneNumberFromString, raw, country);
}

/** Readable international form for display: +255 754 123 456. */
export function formatPhone(e164: string): string {
  return formatWith(parsePhoneNumberFromString, e164);
}
