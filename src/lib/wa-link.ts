import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

// Link format and digit rules: shared/protocols.md §6 (wa.me) and §4 (Tanzanian numbers).
// The `min` metadata validates by length only: it is a third of `max`, it ships to phones on
// metered data, and digit patterns go stale when carriers open new prefixes.

export type PhoneResult =
  | { ok: true; e164: string; digits: string }
  | { ok: false; error: 'required' | 'invalid' };

/** Spec 9 business constant, with its Swahili twin for pages in Swahili. */
export const DEFAULT_WELCOME_MESSAGE = {
  en: 'Hello, I want to buy your products. Are they available?',
  sw: 'Habari, ningependa kununua bidhaa zenu. Je, zinapatikana?',
} as const;

export function normalizeWhatsAppNumber(raw: string | null | undefined, defaultCountry: CountryCode = 'TZ'): PhoneResult {
  const trimmed = (raw ?? '').trim();
  if (!trimmed) return { ok: false, error: 'required' };
  if (/[a-z]/i.test(trimmed)) return { ok: false, error: 'invalid' };
  // People write the international prefix as 00 as often as +; libphonenumber would read it as
  // part of a Tanzanian national number.
  const input = trimmed.replace(/^00(?=[1-9])/, '+');
  let parsed = parsePhoneNumberFromString(input, defaultCountry);
  // Links elsewhere carry wa.me digits (country code, no +): '254712345678' is Kenyan.
  if (!parsed?.isValid() && /^[1-9]\d{9,14}$/.test(input.replace(/[\s().-]/g, ''))) {
    parsed = parsePhoneNumberFromString(`+${input}`);
  }
  if (!parsed || !parsed.isValid()) return { ok: false, error: 'invalid' };
  return { ok: true, e164: parsed.number, digits: parsed.number.slice(1) };
}

/** `https://wa.me/<digits>?text=<message>`: digits only, no +, no trunk 0, no spaces. */
export function buildWaLink(digits: string, message: string): string {
  const clean = digits.replace(/\D/g, '');
  return `https://wa.me/${clean}?text=${encodeURIComponent(message)}`;
}

/** An empty or blank welcome message falls back to the default one (it is optional). */
export function resolveWelcomeMessage(message: string | null | undefined, fallback: string): string {
  const text = (message ?? '').trim();
  return text || fallback;
}

/** Whole pipeline for callers that only have what a person typed. */
export function waLinkFor(
  rawPhone: string,
  message: string | null | undefined,
  fallbackMessage: string = DEFAULT_WELCOME_MESSAGE.en,
): { ok: true; link: string; e164: string } | { ok: false; error: 'required' | 'invalid' } {
  const phone = normalizeWhatsAppNumber(rawPhone);
  if (!phone.ok) return phone;
  return { ok: true, e164: phone.e164, link: buildWaLink(phone.digits, resolveWelcomeMessage(message, fallbackMessage)) };
}
