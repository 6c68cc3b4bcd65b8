import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { $language } from './language.ts';
import { translate, type Locale } from './locales.ts';

export type Dicts<T extends Record<string, string>> = { en: T; sw: { [K in keyof T]: string } };
export type TFunction<T> = (key: keyof T & string, params?: Record<string, string | number>) => string;

/** Translator bound to the current language store; re-renders when the language changes. */
export function useT<T extends Record<string, string>>(dicts: Dicts<T>): TFunction<T> {
  const lang = useStore($language);
  return useCallback((key, params) => translate(dicts[lang] as Record<string, string>, key, params), [dicts, lang]);
}

/** Translator for a fixed locale (Astro pages know theirs from the URL). */
export function tFor<T extends Record<string, string>>(dicts: Dicts<T>, lang: Locale): TFunction<T> {
  return (key, params) => translate(dicts[lang] as Record<string, string>, key, params);
}
