import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY, formatWith, normalizeWith, type CountryCode } from './phone-read.ts';

// For browsers only where the server checks the number again with phone.ts (order page, contact
// form) and for display: the `min` metadata checks lengths, not ranges, at a third of `max`'s
// size, so a number like 0512 345 678 passes here and is refused by the server's answer.

/** E.164 when the number has a plausible length for its country, else null. */
export function normalizePhoneLight(raw: string, country: CountryCode = DEFAULT_COUNTRY): string | null {
  return normalizeWith(parsePhoneNumberFromString, raw, country);
}

/** Readable international form for display: +255 754 123 456. */
export function formatPhone(e164: string): string {
  return formatWith(parsePhoneNumberFromString, e164);
}
