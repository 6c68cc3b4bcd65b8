import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountStatic } from '../static.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

// Issue 12: pages that hold a session or a token cannot be framed, and every page has a CSP its
// own inline scripts are allowed by (by hash), nothing else inline.
let t: TestApp;
let dist: string;
const LANGUAGE_SCRIPT = "try { document.documentElement.lang = localStorage.getItem('language') || 'en'; } catch {}";
const page = (body: string) => `<!doctype html><html><head><script>${LANGUAGE_SCRIPT}</script><script type="application/ld+json">{"@type":"Organization"}</script></head><body>${body}<script type="module" src="/_astro/app.js"></script></body></html>`;
const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

beforeAll(async () => {
  t = await createTestApp();
  dist = mkdtempSync(path.join(tmpdir(), 'duka-dist-'));
  for (const [file, html] of [['index.html', page('home')], ['about/index.html', page('about')], ['dashboard/index.html', page('app')], ['cart/index.html', page('cart')], ['404.html', page('not found')]]) {
    mkdirSync(path.dirname(path.join(dist, file!)), { recursive: true });
    writeFileSync(path.join(dist, file!), html!);
  }
  mountStatic(t.app, dist);
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await t.close();
});

const directives = (csp: string | null) => new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

describe('security headers of pages', () => {
  for (const url of ['/dashboard', '/dashboard/orders/order-info/x', '/login', '/invite/abc', '/reset-password', '/cart?token=abc']) {
    it(`${url}: cannot be framed, runs only its own scripts`, async () => {
      const res = await t.client().get(url);
      expect(res.status).toBe(200);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(csp.get('script-src')).toContain(sha(LANGUAGE_SCRIPT));
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    });
  }

  it('keeps the order page token out of referrers, and lets it ask for the location only', async () => {
    const res = await t.client().get('/cart?token=secret-token');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });

  it("lets the back-office load Meta's signup SDK, and no other page", async () => {
    const dashboard = directives((await t.client().get('/dashboard/connect')).headers.get('content-security-policy'));
    expect(dashboard.get('script-src')).toContain('https://connect.facebook.net');
    const home = directives((await t.client().get('/')).headers.get('content-security-policy'));
    expect(home.get('script-src')).not.toContain('https://connect.facebook.net');
    expect(home.get('frame-src')).toEqual(["'none'"]);
  });

  it('lets marketing pages be framed by the site only, and call the country lookup', async () => {
    for (const url of ['/', '/about', '/no-such-page']) {
      const res = await t.client().get(url);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(csp.get('connect-src')).toContain('https://ipapi.co');
      expect(csp.get('script-src')).toContain(sha(LANGUAGE_SCRIPT));
    }
  });

  it('leaves API answers as they were (their speed budget counts every header)', async () => {
    const res = await t.client().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});
