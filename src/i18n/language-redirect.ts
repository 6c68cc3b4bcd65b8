import { initLanguage, savedLanguage, savedLanguageSource, $language } from './language.ts';
import type { Locale } from './locales.ts';
import { twinPath } from './routes.ts';
import { readSession, writeSession } from './safe-storage.ts';

// Marketing pages are rendered per locale from the URL. A visitor whose chosen (or, on a first
// visit, detected) language differs is moved to the twin page, at most once per browser tab
// session: a visitor who then opens the other language on purpose stays there, and no two
// pages can bounce a visitor back and forth. English saved only because the lookup failed is
// no preference, so it never moves anyone off the URL they opened. Crawlers that say so are
// never moved, so each URL is indexed in its own language (hreflang tells them about the twin).
export const MOVED_KEY = 'language-moved';

const BOT_UA = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|preview|lighthouse|headless/i;
// (Lighthouse's own mobile user agent no longer names it; see bench/lighthouse.ts.)

export function looksLikeBot(userAgent: string, webdriver = false): boolean {
  return webdriver || BOT_UA.test(userAgent);
}

export function shouldMove(pageLang: Locale, preferred: Locale | null, alreadyMoved: boolean): boolean {
  return !alreadyMoved && preferred !== null && preferred !== pageLang;
}

type Env = {
  pageLang: Locale;
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>;
  userAgent: string;
  webdriver?: boolean;
  idle?: (run: () => void) => void;
  fetchImpl?: typeof fetch;
};

function move(env: Env, target: Locale): void {
  writeSession(MOVED_KEY, '1');
  const { pathname, search, hash } = env.location;
  env.location.replace(twinPath(pathname, target) + search + hash);
}

/** Runs once per page load; resolves with the language the visitor prefers (or null for bots). */
export async function applyPreferredLanguage(env: Env): Promise<Locale | null> {
  $language.set(env.pageLang);
  if (looksLikeBot(env.userAgent, env.webdriver)) return null;
  const alreadyMoved = readSession(MOVED_KEY) === '1';
  const saved = savedLanguage();
  if (saved) {
    const certain = savedLanguageSource() !== 'fallback';
    if (certain && shouldMove(env.pageLang, saved, alreadyMoved)) move(env, saved);
    return saved;
  }
  // First visit: the geolocation lookup waits until the page is idle, off the critical path.
  const idle = env.idle ?? ((run) => run());
  const detected = await new Promise<Locale>((resolve) =>
    idle(() => void initLanguage({ fetchImpl: env.fetchImpl, syncDocument: false }).then(resolve)),
  );
  if (savedLanguageSource() !== 'fallback' && shouldMove(env.pageLang, detected, alreadyMoved)) move(env, detected);
  return detected;
}
