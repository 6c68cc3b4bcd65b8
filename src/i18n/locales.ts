// Locales are declared once here; English is the key source and Swahili must have every key
// (each sw/*.ts file is typed against its en twin, so a missing key fails the type check).
export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'sw';
}

/** A dictionary typed against its English twin: same keys, any strings. */
export type Twin<T> = { [K in keyof T]: string };

/** Replaces {name} placeholders; a missing key shows the key itself (spec 3). */
export function translate(dict: Record<string, string>, key: string, params?: Record<string, string | number>): string {
  const text = dict[key];
  if (text === undefined) return key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
