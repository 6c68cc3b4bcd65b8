import { useEffect, useState } from 'preact/hooks';
import { cart as en } from '../../i18n/en/cart.ts';
import { cart as sw } from '../../i18n/sw/cart.ts';
import { $language } from '../../i18n/language.ts';
import { translate, type Locale } from '../../i18n/locales.ts';

export type CartKey = keyof typeof en;
export type CartT = (key: CartKey, params?: Record<string, string | number>) => string;

const dicts = { en, sw } as const;

/** Translator for one language (the toast of a finished request uses the language it started in). */
export const tFor =
  (lang: Locale): CartT =>
  (key, params) =>
    translate(dicts[lang] as Record<string, string>, key, params);

/** The page's language (the shared store of spec 4) and its translator; re-renders on a switch. */
export function useCartT(): { lang: Locale; t: CartT } {
  const [lang, setLang] = useState<Locale>($language.get());
  useEffect(() => $language.listen(setLang), []);
  return { lang, t: tFor(lang) };
}
