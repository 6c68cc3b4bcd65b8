import { getEntry, type CollectionKey } from 'astro:content';
import type { Locale } from '../../i18n/locales.ts';

// Collections hold one entry per locale, with ids '<locale>/<file name>'.
export async function pageEntry<C extends CollectionKey>(collection: C, lang: Locale, name: string) {
  const entry = await getEntry(collection, `${lang}/${name}`);
  if (!entry) throw new Error(`Missing content: ${collection} ${lang}/${name}`);
  return entry;
}
