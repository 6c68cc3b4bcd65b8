import { atom } from 'nanostores';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';
import { readStorage, writeStorage } from './safe-storage.ts';

// Spec 4 (Language): a saved en/sw wins; otherwise one geolocation lookup (TZ → sw, else en),
// and a failed lookup gives en. Whatever is decided is saved, so the lookup happens once.
export const LANGUAGE_KEY = 'language';
export const GEO_URL = import.meta.env?.PUBLIC_GEO_URL || 'https://ipapi.co/json/';
// A visitor on a slow connection should not wait long for a guess: past this, English.
export const GEO_TIMEOUT_MS = 4000;

export const $language = atom<Locale>(DEFAULT_LOCALE);

export function savedLanguage(): Locale | null {
  const saved = readStorage(LANGUAGE_KEY);
  return isLocale(saved) ? saved : null;
}

type SetOptions = { syncDocument?: boolean };

/**
 * Saves the choice and publishes it. Marketing pages pass `syncDocument: false` because their
 * <html lang> is fixed by the URL: the text on screen stays in the page's language.
 */
export function setLanguage(lang: Locale, { syncDocument = true }: SetOptions = {}): void {
  if (!isLocale(lang)) return;
  writeStorage(LANGUAGE_KEY, lang);
  $language.set(lang);
  if (syncDocument && typeof document !== 'undefined') document.documentElement.lang = lang;
}

export async function detectLanguage(fetchImpl: typeof fetch = fetch, url: string = GEO_URL): Promise<Locale> {
  try {
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(GEO_TIMEOUT_MS) : undefined;
    const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal });
    if (!response.ok) return 'en';
    const body = (await response.json()) as { country_code?: unknown };
    return body?.country_code === 'TZ' ? 'sw' : 'en';
  } catch {
    return 'en';
  }
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
  started = detectLanguage(options.fetchImpl, options.url).then((lang) => {
    setLanguage(lang, options);
    return lang;
  });
  return started;
}

/** For tests: forget the once-per-load promise. */
export function resetLanguageForTests(): void {
  started = null;
  $language.set(DEFAULT_LOCALE);
}
