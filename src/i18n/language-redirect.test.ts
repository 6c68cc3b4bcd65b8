// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY, resetLanguageForTests } from './language.ts';
import { applyPreferredLanguage, looksLikeBot, MOVED_KEY, shouldMove } from './language-redirect.ts';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const geo = (country: string) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ country_code: country })));

function fakeLocation(pathname: string) {
  return { pathname, search: '?q=1', hash: '', replace: vi.fn<(url: string) => void>() };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetLanguageForTests();
});

describe('moving to the twin page', () => {
  it('moves a visitor with a saved language to the twin page, keeping the query', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'sw');
    const location = fakeLocation('/pricing');
    await applyPreferredLanguage({ pageLang: 'en', location, userAgent: BROWSER });
    expect(location.replace).toHaveBeenCalledWith('/sw/pricing?q=1');
  });

  it('stays when the saved language is the page language', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'sw');
    const location = fakeLocation('/sw/pricing');
    await applyPreferredLanguage({ pageLang: 'sw', location, userAgent: BROWSER });
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('on a first visit from Tanzania, detects sw (saved) and moves from / to /sw/', async () => {
    const location = fakeLocation('/');
    const fetchImpl = geo('TZ');
    await expect(applyPreferredLanguage({ pageLang: 'en', location, userAgent: BROWSER, fetchImpl })).resolves.toBe(
      'sw',
    );
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sw');
    expect(location.replace).toHaveBeenCalledWith('/sw/?q=1');
  });

  it('moves at most once per tab session, so a visitor can open the other language on purpose', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    sessionStorage.setItem(MOVED_KEY, '1');
    const location = fakeLocation('/sw/about');
    await applyPreferredLanguage({ pageLang: 'sw', location, userAgent: BROWSER });
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('never moves crawlers or audit tools, and makes no lookup for them', async () => {
    const location = fakeLocation('/sw/');
    const fetchImpl = geo('US');
    for (const ua of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 Chrome-Lighthouse',
      'HeadlessChrome/130',
    ]) {
      await expect(applyPreferredLanguage({ pageLang: 'sw', location, userAgent: ua, fetchImpl })).resolves.toBeNull();
    }
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
    expect(looksLikeBot(BROWSER, true)).toBe(true);
  });

  it('decides with a pure rule', () => {
    expect(shouldMove('en', 'sw', false)).toBe(true);
    expect(shouldMove('en', 'en', false)).toBe(false);
    expect(shouldMove('en', null, false)).toBe(false);
    expect(shouldMove('en', 'sw', true)).toBe(false);
  });
});

describe('a failed lookup', () => {
  it('saves en (spec 4) but keeps the visitor on the page they opened, now and later', async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const location = fakeLocation('/sw/about');
    await expect(
      applyPreferredLanguage({ pageLang: 'sw', location, userAgent: BROWSER, fetchImpl: failing }),
    ).resolves.toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(location.replace).not.toHaveBeenCalled();
    resetLanguageForTests();
    await applyPreferredLanguage({ pageLang: 'sw', location, userAgent: BROWSER, fetchImpl: failing });
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('a choice made in the dropdown afterwards is followed', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    localStorage.setItem('language-source', 'choice');
    const location = fakeLocation('/sw/about');
    await applyPreferredLanguage({ pageLang: 'sw', location, userAgent: BROWSER });
    expect(location.replace).toHaveBeenCalledWith('/about?q=1');
  });
});
