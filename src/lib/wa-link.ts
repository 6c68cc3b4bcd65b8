import { normalizePhone, type CountryCode } from './phone.ts';

// Link format and digit rules: shared/protocols.md §6 (wa.me) and §4 (Tanzanian numbers); the
// number rules themselves live in ./phone.ts.

export type PhoneResult = { ok: true; e164: string; digits: string } | { ok: false; error: 'required' | 'invalid' };

/** Spec 9 business constant, with its Swahili twin for pages in Swahili. */
export const DEFAULT_WELCOME_MESSAGE = {
  en: 'Hello, I want to buy your products. Are they available?',
  sw: 'Habari, ningependa kununua bidhaa zenu. Je, zinapatikana?',
} as const;

export function normalizeWhatsAppNumber(
  raw: string | null | undefined,
  defaultCountry: CountryCode = 'TZ',
): PhoneResult {
  if (!(raw ?? '').trim()) return { ok: false, error: 'required' };
  const e164 = normalizePhone(raw ?? '', defaultCountry);
  return e164 ? { ok: true, e164, digits: e164.slice(1) } : { ok: false, error: 'invalid' };
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
  return {
    ok: true,
    e164: phone.e164,
    link: buildWaLink(phone.digits, resolveWelcomeMessage(message, fallbackMessage)),
  };
}
