import { atom } from 'nanostores';
import { DEFAULT_GEO_URL } from '../lib/geo-lookup-url.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';
import { readStorage, writeStorage } from './safe-storage.ts';

// Spec 4 (Language): a saved en/sw wins; otherwise one geolocation lookup (TZ → sw, else en),
// and a failed lookup gives en. Whatever is decided is saved, so the lookup happens once.
export const LANGUAGE_KEY = 'language';
export const GEO_URL = import.meta.env?.PUBLIC_GEO_URL || DEFAULT_GEO_URL;
// A visitor on a slow connection should not wait long for a guess: past this, English.
export const GEO_TIMEOUT_MS = 4000;

// Where the saved language came from: a person's choice, a geolocation answer, or the English
// fallback after a failed lookup. Pages whose language is in the URL only act on the first two.
export const LANGUAGE_SOURCE_KEY = 'language-source';
export type LanguageSource = 'choice' | 'geo' | 'fallback';

export const $language = atom<Locale>(DEFAULT_LOCALE);

export function savedLanguage(): Locale | null {
  const saved = readStorage(LANGUAGE_KEY);
  return isLocale(saved) ? saved : null;
}

type SetOptions = { syncDocument?: boolean; source?: LanguageSource };

export function savedLanguageSource(): LanguageSource | null {
  const source = readStorage(LANGUAGE_SOURCE_KEY);
  return source === 'choice' || source === 'geo' || source === 'fallback' ? source : null;
}

/**
 * Saves the choice and publishes it. Marketing pages pass `syncDocument: false` because their
 * <html lang> is fixed by the URL: the text on screen stays in the page's language.
 */
export function setLanguage(lang: Locale, { syncDocument = true, source = 'choice' }: SetOptions = {}): void {
  if (!isLocale(lang)) return;
  writeStorage(LANGUAGE_KEY, lang);
  writeStorage(LANGUAGE_SOURCE_KEY, source);
  $language.set(lang);
  if (syncDocument && typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** The language of the visitor's country, or null when the lookup fails or answers no country. */
export async function lookupLanguage(fetchImpl: typeof fetch = fetch, url: string = GEO_URL): Promise<Locale | null> {
  try {
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(GEO_TIMEOUT_MS) : undefined;
    const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal });
    if (!response.ok) return null;
    const body = (await response.json()) as { country_code?: unknown };
    if (typeof body?.country_code !== 'string' || body.country_code === '') return null;
    return body.country_code === 'TZ' ? 'sw' : 'en';
  } catch {
    return null;
  }
}

/** TZ → sw, anywhere else → en, and a failed lookup → en (spec 4). */
export async function detectLanguage(fetchImpl: typeof fetch = fetch, url: string = GEO_URL): Promise<Locale> {
  return (await lookupLanguage(fetchImpl, url)) ?? 'en';
}

let started: Promise<Locale> | null = null;

type InitOptions = { fetchImpl?: typeof fetch; url?: string } & SetOptions;

/** Resolves the visitor's language once per page load: the saved one, else a detected one (then saved). */
export function initLanguage(options: InitOptions = {}): Promise<Locale> {
  if (started) return started;
  const saved = savedLanguage();
  if (saved) {
    $language.set(saved);
    started = Promise.resolve(saved);
    return started;
  }
  started = lookupLanguage(options.fetchImpl, options.url).then((found) => {
    const lang = found ?? 'en';
    setLanguage(lang, { syncDocument: options.syncDocument, source: found ? 'geo' : 'fallback' });
    return lang;
  });
  return started;
}

/** For tests: forget the once-per-load promise. */
export function resetLanguageForTests(): void {
  started = null;
  $language.set(DEFAULT_LOCALE);
}
