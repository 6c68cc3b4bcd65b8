import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, siteUrlFromEnv } from './site-url.ts';

describe('siteUrlFromEnv', () => {
  it('builds on a fresh machine and in CI with nothing set, or with a local address', () => {
    expect(siteUrlFromEnv({})).toBe(DEFAULT_SITE_URL);
    expect(siteUrlFromEnv({ NODE_ENV: 'production' })).toBe(DEFAULT_SITE_URL);
    expect(siteUrlFromEnv({ PUBLIC_SITE_URL: 'http://localhost:8080' })).toBe('http://localhost:8080');
    expect(siteUrlFromEnv({ DEPLOYMENT: 'staging' })).toBe(DEFAULT_SITE_URL);
  });

  it('refuses a production build whose address is unset, local or not an address', () => {
    for (const PUBLIC_SITE_URL of [
      undefined,
      '',
      'http://localhost:4321',
      'https://127.0.0.1',
      'http://[::1]:4321',
      'http://shop.localhost',
      'dukachat.co.tz',
    ]) {
      expect(() => siteUrlFromEnv({ DEPLOYMENT: 'production', PUBLIC_SITE_URL }), String(PUBLIC_SITE_URL)).toThrow(
        /PUBLIC_SITE_URL/,
      );
    }
  });

  it('takes the public address of a production build', () => {
    expect(siteUrlFromEnv({ DEPLOYMENT: 'production', PUBLIC_SITE_URL: 'https://dukachat.co.tz' })).toBe(
      'https://dukachat.co.tz',
    );
    expect(siteUrlFromEnv({ DEPLOYMENT: 'Production', PUBLIC_SITE_URL: ' https://duka.example ' })).toBe(
      'https://duka.example',
    );
  });
});
