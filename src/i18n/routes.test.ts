import { describe, expect, it } from 'vitest';
import { localizePath, splitLocale, twinPath } from './routes.ts';

describe('locale paths', () => {
  it('puts Swahili under /sw and English at the plain path', () => {
    expect(localizePath('/about', 'en')).toBe('/about');
    expect(localizePath('/about', 'sw')).toBe('/sw/about');
    expect(localizePath('/', 'sw')).toBe('/sw/');
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/pricing/', 'sw')).toBe('/sw/pricing');
  });

  it('splits a path into its locale and the neutral path', () => {
    expect(splitLocale('/sw/contact-us/')).toEqual({ lang: 'sw', path: '/contact-us' });
    expect(splitLocale('/sw')).toEqual({ lang: 'sw', path: '/' });
    expect(splitLocale('/sw/')).toEqual({ lang: 'sw', path: '/' });
    expect(splitLocale('/swahili-shop')).toEqual({ lang: 'en', path: '/swahili-shop' });
    expect(splitLocale('/')).toEqual({ lang: 'en', path: '/' });
  });

  it('finds the twin page', () => {
    expect(twinPath('/sw/pricing', 'en')).toBe('/pricing');
    expect(twinPath('/pricing', 'sw')).toBe('/sw/pricing');
    expect(twinPath('/sw/', 'en')).toBe('/');
    expect(twinPath('/about', 'en')).toBe('/about');
  });
});
