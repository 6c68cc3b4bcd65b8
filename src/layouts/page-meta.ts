import type { Locale } from '../i18n/locales.ts';

/** What a public page tells its layout and its <head>. */
export interface PageMeta {
  lang: Locale;
  /** Locale-neutral ('/about'). */
  path: string;
  title: string;
  description: string;
  /** The 404 pages (one per language, each with the other's text too): no twin, no canonical, no language move. */
  twinless?: boolean;
}
