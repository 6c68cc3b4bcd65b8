import { site as en } from './en/site.ts';
import { site as sw } from './sw/site.ts';
import type { Locale } from './locales.ts';
import { tFor } from './use-t.ts';

// Astro components know their locale from the URL, so they translate with a fixed-locale t().
export const siteDicts = { en, sw };
export const siteT = (lang: Locale) => tFor(siteDicts, lang);
