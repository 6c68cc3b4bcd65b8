// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $language,
  detectLanguage,
  initLanguage,
  LANGUAGE_KEY,
  resetLanguageForTests,
  savedLanguage,
  setLanguage,
} from './language.ts';

// Spec 4 (Language): saved en/sw wins; else one geolocation lookup, TZ → sw, else en, saved;
// a failed lookup gives en, saved. Storage failures are warnings, never crashes.
const geo = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

beforeEach(() => {
  localStorage.clear();
  resetLanguageForTests();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('language detection', () => {
  it('answers sw for a visitor in Tanzania, and saves it', async () => {
    const fetchImpl = geo({ country_code: 'TZ' });
    await expect(initLanguage({ fetchImpl, url: 'https://geo.test/json' })).resolves.toBe('sw');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]![0]).toBe('https://geo.test/json');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sw');
    expect($language.get()).toBe('sw');
  });

  it('answers en for a visitor elsewhere, and saves it', async () => {
    await expect(initLanguage({ fetchImpl: geo({ country_code: 'KE' }) })).resolves.toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });

  it('falls back to en, saved, when the lookup fails (network error or bad status)', async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(initLanguage({ fetchImpl: failing })).resolves.toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    await expect(detectLanguage(geo({ error: true }, 500))).resolves.toBe('en');
    await expect(detectLanguage(vi.fn<typeof fetch>(async () => new Response('not json')))).resolves.toBe('en');
  });

  it('uses a saved choice without any lookup', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'sw');
    const fetchImpl = geo({ country_code: 'US' });
    await expect(initLanguage({ fetchImpl })).resolves.toBe('sw');
    expect(fetchImpl).not.toHaveBeenCalled();
    expect($language.get()).toBe('sw');
  });

  it('ignores a saved value that is not en or sw, and looks the country up instead', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'fr');
    expect(savedLanguage()).toBeNull();
    await expect(initLanguage({ fetchImpl: geo({ country_code: 'TZ' }) })).resolves.toBe('sw');
  });

  it('looks up at most once per page load', async () => {
    const fetchImpl = geo({ country_code: 'TZ' });
    await Promise.all([initLanguage({ fetchImpl }), initLanguage({ fetchImpl })]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('survives storage that throws: a warning, and the language still applies', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    await expect(initLanguage({ fetchImpl: geo({ country_code: 'TZ' }) })).resolves.toBe('sw');
    expect($language.get()).toBe('sw');
    expect(warn).toHaveBeenCalled();
  });

  it('setLanguage saves at once; only en and sw are accepted', () => {
    setLanguage('sw');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
    setLanguage('fr' as never);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sw');
    document.documentElement.lang = 'en';
    setLanguage('sw', { syncDocument: false });
    expect(document.documentElement.lang).toBe('en');
  });
});
