import { DEFAULT_LOCALE, type Locale } from './locales.ts';

// URL scheme of the marketing site: English at the plain path, Swahili under /sw/.
// Paths are written without a trailing slash, except the home pages ('/' and '/sw/').
export const SW_PREFIX = '/sw';

/** Public pages in the order the sitemap lists them (the QR pages belong to the QR generator). */
export const PUBLIC_PATHS = [
  '/',
  '/shops',
  '/pricing',
  '/resources',
  '/qr-code',
  '/customize-qr',
  '/for-developers',
  '/about',
  '/contact-us',
  '/terms-of-service',
  '/privacy-policy',
] as const;

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** '/about' in sw → '/sw/about'; '/' in sw → '/sw/'. */
export function localizePath(path: string, lang: Locale): string {
  const clean = trimSlash(path) || '/';
  if (lang === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `${SW_PREFIX}/` : `${SW_PREFIX}${clean}`;
}

/** Splits a URL path into its locale and the locale-neutral path. */
export function splitLocale(pathname: string): { lang: Locale; path: string } {
  const clean = trimSlash(pathname) || '/';
  if (clean === SW_PREFIX) return { lang: 'sw', path: '/' };
  if (clean.startsWith(`${SW_PREFIX}/`)) return { lang: 'sw', path: clean.slice(SW_PREFIX.length) };
  return { lang: 'en', path: clean };
}

/** The same page in the other (or given) language. */
export function twinPath(pathname: string, target: Locale): string {
  return localizePath(splitLocale(pathname).path, target);
}
