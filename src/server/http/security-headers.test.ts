import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { mediaDir } from '../modules/media/index.ts';
import { setUpWhatsapp, type WhatsappTest } from '../test/whatsapp-test-setup.ts';
import { messagesWebhook } from '../test/whatsapp-payloads.ts';
import { mountStatic } from '../static.ts';
import { inlineHashes } from './inline-hashes.ts';
import { pageHeaders } from './security-headers.ts';

// The headers of each kind of answer, as a browser gets them: the app and a small built site
// behind a real Node server (API headers are set on Node's response, not through Hono).

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const SITE_SCRIPT = 'document.documentElement.dataset.ready = "1"';
const SITE_STYLE = '.demo{color:red}';
const ABOUT_SCRIPT = 'console.log("about")';
const SHELL_SCRIPT = "try { document.documentElement.lang = localStorage.getItem('language') } catch (e) {}";
const CART_SCRIPT = 'window.cart = 1';
const NOT_FOUND_SCRIPT = 'window.missing = 1';
const page = (head: string) =>
  `<!doctype html><html><head>${head}</head><body><p style="color:blue">x</p></body></html>`;

let w: WhatsappTest;
let server: ServerType;
let base = '';
let dist = '';

beforeAll(async () => {
  w = await setUpWhatsapp();
  Object.assign(w.t.deps.env, { PUBLIC_GEO_URL: 'https://geo.example/json/', botUrl: 'https://bot.example' });
  dist = mkdtempSync(path.join(tmpdir(), 'duka-dist-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  write(
    'index.html',
    page(
      `<script>${SITE_SCRIPT}</script><script type="application/ld+json">{"@type":"Organization"}</script>` +
        `<script type="module" src="/_astro/site.js"></script><style>${SITE_STYLE}</style>`,
    ),
  );
  write('about/index.html', page(`<script>${ABOUT_SCRIPT}</script>`));
  write('dashboard/index.html', page(`<script>${SHELL_SCRIPT}</script>`));
  write('cart/index.html', page(`<script>${CART_SCRIPT}</script>`));
  write('404.html', page(`<script>${NOT_FOUND_SCRIPT}</script>`));
  write('_astro/site.js', 'export {}');
  write('widget/widget.js', 'console.log("widget")');
  write('widget/chunks/app-1a2b.js', 'export {}');
  // As `npm start` builds it (src/server/index.ts): the app, then the built site.
  const app = createApp(w.t.deps);
  mountStatic(app, dist);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  await w?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { headers });

/** The CSP of an answer as directive → sources. */
function policyOf(res: Response): Record<string, string[]> {
  const csp = res.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('pages', () => {
  it('a site page: its own inline scripts and styles by hash, no inline script otherwise, framed only by the site', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    const csp = policyOf(res);
    // The JSON-LD block is data, the module has a src: neither is hashed.
    expect(csp['script-src']).toEqual(["'self'", sha(SITE_SCRIPT)]);
    expect(csp['style-src-elem']).toEqual(["'self'", sha(SITE_STYLE)]);
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://geo.example']);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=()');

    // Each page carries its own hashes, not another's.
    expect(policyOf(await get('/about'))['script-src']).toEqual(["'self'", sha(ABOUT_SCRIPT)]);
  });

  it('the back-office shell (every deep link, sign-in, invitation, password pages): never framed, Meta SDK allowed', async () => {
    for (const url of [
      '/dashboard',
      '/dashboard/products/new',
      '/login',
      '/invite/abc',
      '/forgot-password',
      '/reset-password?token=abc',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      const csp = policyOf(res);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      expect(csp['script-src'], url).toEqual(["'self'", sha(SHELL_SCRIPT), 'https://connect.facebook.net']);
      expect(csp['connect-src'], url).toEqual([
        "'self'",
        'https://geo.example',
        'https://bot.example',
        'https://www.facebook.com',
        'https://graph.facebook.com',
      ]);
      expect(csp['frame-src'], url).toContain('https://www.facebook.com');
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
    }
  });

  it('the order page shell: never framed, no referrer (its address holds the token), location allowed', async () => {
    for (const url of ['/cart?token=abc.def', '/cart/', '/cart/anything']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      const csp = policyOf(res);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      expect(res.headers.get('referrer-policy'), url).toBe('no-referrer');
      expect(res.headers.get('permissions-policy'), url).toContain('geolocation=(self)');
      expect(res.headers.get('permissions-policy'), url).toContain('camera=()');
      expect(csp['script-src'], url).toEqual(["'self'", sha(CART_SCRIPT)]);
      expect(csp['connect-src'], url).toEqual(["'self'"]);
    }
  });

  it('the 404 page gets the site policy with its own hashes', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(policyOf(res)['script-src']).toEqual(["'self'", sha(NOT_FOUND_SCRIPT)]);
    expect(policyOf(res)['frame-ancestors']).toEqual(["'self'"]);
  });

  it('an https APP_URL upgrades a page’s http:// requests', () => {
    const origins = {
      appUrl: 'https://duka.example',
      botUrl: 'https://duka.example',
      geoUrl: 'https://ipapi.co/json/',
    };
    expect(pageHeaders('/', { inline: { scripts: [], styles: [] }, origins })['content-security-policy']).toMatch(
      /; upgrade-insecure-requests$/,
    );
  });

  it('the dev server (no built page) still sends the framing rules', () => {
    const headers = pageHeaders('/dashboard/orders', null);
    expect(headers['content-security-policy']).toBe(
      "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(headers['x-frame-options']).toBe('DENY');
    expect(pageHeaders('/cart', null)['referrer-policy']).toBe('no-referrer');
  });
});

describe('other answers', () => {
  const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

  it('API JSON (answers and errors, bot API, health): nosniff and a policy that runs and frames nothing', async () => {
    for (const [url, status] of [
      ['/api/user', 401],
      ['/api/no-such-route', 404],
      ['/healthz', 200],
      ['/plugin/conversation/nobody/messages?chat_id=abcdefgh', 404],
    ] as const) {
      const res = await get(url);
      expect(res.status, url).toBe(status);
      expect(res.headers.get('content-type'), url).toContain('application/json');
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), url).toBe(API_POLICY);
    }
    // Called without a Node server (app.fetch), the same headers come through Hono.
    const direct = await w.t.app.fetch(new Request('http://localhost/api/user'));
    expect(direct.headers.get('content-security-policy')).toBe(API_POLICY);
    expect(direct.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the bot API: open to any origin (answers, errors and the preflight), the dashboard API not', async () => {
    const answer = await fetch(`${base}/plugin/conversation/nobody`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://shop.example' },
      body: JSON.stringify({ message: 'hi', chat_id: 'abcdefgh' }),
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('content-security-policy')).toBe(API_POLICY);
    const preflight = await fetch(`${base}/plugin/conversation/nobody`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type,Authorization,X-Preview-Token');
    expect(
      (await get('/api/user', { origin: 'https://shop.example' })).headers.get('access-control-allow-origin'),
    ).toBe(null);
    const direct = await w.t.app.fetch(
      new Request('http://localhost/plugin/conversation/nobody/messages?chat_id=abcdefgh'),
    );
    expect(direct.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('uploaded media: nosniff, no page policy', async () => {
    mkdirSync(path.join(mediaDir(w.t.deps.env.dataDir), 'products'), { recursive: true });
    writeFileSync(path.join(mediaDir(w.t.deps.env.dataDir), 'products', 'pic-1.webp'), Buffer.from('RIFF0000WEBPVP8 '));
    const res = await get('/media/products/pic-1.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it("a customer's WhatsApp media keeps its own sandbox policy over the API's, with nosniff", async () => {
    await w.post(
      messagesWebhook(
        w.phoneNumberId,
        '255713444666',
        [{ type: 'image', image: { id: '5566778899', mime_type: 'image/jpeg' } }],
        'Neema',
      ),
    );
    await w.work();
    const res = await get('/api/conversations/media/5566778899', { cookie: w.owner.client.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('widget.js, its chunks and the site’s files: nosniff, no page policy', async () => {
    for (const url of ['/widget.js', '/widget/chunks/app-1a2b.js', '/_astro/site.js']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toContain('javascript');
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), url).toBeNull();
    }
  });
});

describe('inlineHashes', () => {
  it('hashes what a browser runs or styles inline, and nothing else', () => {
    const html =
      `<script data-x="a>b">one()</script><script type=module>two()</script><script type="text/plain">three()</script>` +
      `<script src="/x.js"></script><SCRIPT>four()</SCRIPT ><style media="print">p{}</style>`;
    expect(inlineHashes(html)).toEqual({ scripts: [sha('one()'), sha('two()'), sha('four()')], styles: [sha('p{}')] });
  });
});
