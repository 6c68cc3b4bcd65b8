import { useEffect, useState } from 'preact/hooks';
import { statement as en } from '../../i18n/en/statement.ts';
import { statement as sw } from '../../i18n/sw/statement.ts';
import { $language } from '../../i18n/language.ts';
import { translate, type Locale } from '../../i18n/locales.ts';

export type StatementKey = keyof typeof en;
export type StatementT = (key: StatementKey, params?: Record<string, string | number>) => string;

const dicts = { en, sw } as const;

/** The statement page's words, in the page's language (the shared store); re-renders on a switch. */
export function useStatementT(): { lang: Locale; t: StatementT } {
  const [lang, setLang] = useState<Locale>($language.get());
  useEffect(() => $language.listen(setLang), []);
  return { lang, t: (key, params) => translate(dicts[lang] as Record<string, string>, key, params) };
}
