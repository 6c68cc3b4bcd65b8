import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { sampleLogo } from '../../src/islands/qr-generator/test/decode-test-utils.ts';
import { botCustomer } from './bot-customer.ts';
import { signInAsDemo } from './sign-in.ts';

// Every page works under its Content-Security-Policy (src/server/http/security-headers.ts): the
// site, the sign-in pages, the back-office, the chat widget in use, Meta's SDK on the connect page,
// the order page, and widget.js on a site with a strict policy of its own. Any violation fails.
// The back-office and the order page refuse to be framed.

/** Every CSP (and Permissions-Policy) complaint of the page and its frames, as Chromium says it. */
async function watchPolicy(page: Page): Promise<string[]> {
  const complaints: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `CSP violation: ${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
      ),
    );
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy|CSP violation|Permissions[ -]Policy/i.test(message.text()))
      complaints.push(`${page.url()}: ${message.text()}`);
  });
  return complaints;
}

/** Lets lazy islands and chunks load (scrolling wakes client:visible ones), then waits for the network to rest. */
async function settle(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

const cspOf = (headers: Record<string, string>) => headers['content-security-policy'] ?? '';
const scriptSrc = (csp: string) => /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '';

test('every public page (sitemap, en and sw) and the 404 page run under their policy', async ({ page, request }) => {
  test.setTimeout(180_000);
  const complaints = await watchPolicy(page);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  expect(paths).toContain('/sw/');
  expect(paths.length).toBeGreaterThanOrEqual(20);
  for (const path of [...paths, '/no-such-page', '/sw/no-such-page']) {
    const answer = await page.goto(path);
    const csp = cspOf(answer!.headers());
    expect(scriptSrc(csp), path).toMatch(/^'self'( 'sha256-[\w+/=]+')*$/);
    expect(csp, path).toContain("frame-ancestors 'self'");
    await settle(page);
  }
  expect(complaints).toEqual([]);
});

test('the QR generator draws its preview (blob: image) and takes a logo under the policy', async ({ page }) => {
  const complaints = await watchPolicy(page);
  await page.goto('/customize-qr?phone=255754123456');
  await page.locator('astro-island[component-url*="qr-generator"]:not([ssr])').waitFor({ state: 'attached' });
  const logo = Buffer.from(sampleLogo().split(',')[1]!, 'base64');
  await page.getByLabel('Logo in the centre').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Logo added.')).toBeVisible();
  const preview = page.locator('img[src^="blob:"]').first();
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
  await settle(page);
  expect(complaints).toEqual([]);
});

test('the site chat widget opens, is styled and chats under the policy', async ({ page }) => {
  const complaints = await watchPolicy(page);
  await page.goto('/');
  await page.locator('duka-chat .dc-bubble').click();
  const chat = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(chat).toBeVisible();
  // The window's styles are adopted at run time, not an inline <style> the policy would refuse.
  await expect(page.locator('.dc-window')).toHaveCSS('position', 'fixed');
  // The opening greeting first: a "Hello" sent before it would be the chat's first message, and
  // the server greets a chat once (seen in the two-process run, where the first read can be slow).
  await expect(chat.getByRole('button', { name: 'Browse products' })).toHaveCount(1);
  await chat.getByPlaceholder('Compose a message').fill('Hello');
  await chat.getByPlaceholder('Compose a message').press('Enter');
  await expect(chat.getByRole('button', { name: 'Browse products' })).toHaveCount(2);
  await chat.getByRole('button', { name: 'Browse products' }).last().click();
  await chat.locator('.dc-choice[aria-haspopup="dialog"]').last().click();
  await expect(page.locator('.dc-sheet .dc-row').first()).toBeVisible();
  await settle(page);
  expect(complaints).toEqual([]);
});

// Every back-office screen without a parameter in its path, read from the route table itself.
const dashboardPaths = [
  ...readFileSync('src/islands/dashboard/routes.tsx', 'utf8').matchAll(/\{ path: '([^':]*)'/g),
].map(([, p]) => `/dashboard${p ? `/${p}` : ''}`);

test('sign-in pages and every back-office screen run under their policy, which forbids framing', async ({ page }) => {
  test.setTimeout(240_000);
  expect(dashboardPaths).toContain('/dashboard/conversations');
  const complaints = await watchPolicy(page);
  for (const path of ['/login', '/forgot-password', '/reset-password?token=x', '/invite/x']) {
    const answer = await page.goto(path);
    expect(cspOf(answer!.headers()), path).toContain("frame-ancestors 'none'");
    expect(answer!.headers()['x-frame-options'], path).toBe('DENY');
    await settle(page);
  }
  await signInAsDemo(page, '/dashboard/orders');
  for (const path of dashboardPaths) {
    const answer = await page.goto(path);
    expect(cspOf(answer!.headers()), path).toContain("frame-ancestors 'none'");
    await expect(page.locator('main').first()).toBeVisible();
    await settle(page);
  }
  expect(complaints).toEqual([]);
});

test("the connect page loads Meta's SDK and its frame under the policy", async ({ page }) => {
  const complaints = await watchPolicy(page);
  // As on a server with a Meta app. CI has no internet: the SDK is a stand-in served from Meta's
  // real addresses, doing what the real one does on load (a frame, a call, its own <style>).
  await page.route('**/api/whatsapp/config', (route) =>
    route.fulfill({ json: { app_id: '111222333', config_id: '999888777', sdk_version: 'v23.0' } }),
  );
  await page.route('https://connect.facebook.net/en_US/sdk.js', (route) =>
    route.fulfill({
      headers: { 'content-type': 'application/javascript', 'access-control-allow-origin': '*' },
      body: `(() => {
        const style = document.createElement('style');
        style.textContent = '.fb_hidden{position:absolute;top:-10000px}';
        document.head.append(style);
        const frame = document.createElement('iframe');
        frame.className = 'fb_hidden';
        frame.src = 'https://staticxx.facebook.com/x/connect/xd_arbiter/';
        document.body.append(frame);
        window.FB = { init() { fetch('https://www.facebook.com/x/oauth/status', { mode: 'cors' }).catch(() => undefined); }, login() {} };
        window.fbAsyncInit && window.fbAsyncInit();
      })();`,
    }),
  );
  await page.route('https://staticxx.facebook.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>xd</p>' }),
  );
  await page.route('https://www.facebook.com/**', (route) =>
    route.fulfill({ json: {}, headers: { 'access-control-allow-origin': '*' } }),
  );
  await signInAsDemo(page, '/dashboard/connect');
  await expect(page.getByRole('button', { name: 'Continue with Facebook' }).first()).toBeVisible();
  await expect(page.frameLocator('iframe.fb_hidden').locator('p')).toHaveText('xd');
  await settle(page);
  expect(complaints).toEqual([]);
});

test('the order page runs under its policy, sends no referrer and may ask for the location', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  await signInAsDemo(page, '/dashboard/products');
  const created = await page.request.post('/api/products', {
    data: { name: `CSP chai ${Date.now().toString(36)}`, price: 2000, category: 'food_beverages', stock: 10 },
    headers: { origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = await created.json();
  const bot = botCustomer(request);
  let r = await bot.send('hi');
  await bot.tap(r, 'Browse');
  r = await bot.send(`s:products:p:${product.id}`, 'interactive');
  r = await bot.tap(r, 'Add to basket');
  r = await bot.tap(r, '1');
  r = await bot.tap(r, 'Checkout');
  const link = new URL(/https?:\/\/\S+\/cart\?token=\S+/.exec(bot.text(r))![0]);

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -6.7924, longitude: 39.2083 });
  const complaints = await watchPolicy(page);
  const answer = await page.goto(`${link.pathname}${link.search}`);
  const headers = answer!.headers();
  expect(cspOf(headers)).toContain("frame-ancestors 'none'");
  expect(headers['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await page.getByRole('radio', { name: 'Delivery' }).check();
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByText('Location added (-6.7924, 39.2083)')).toBeVisible();
  await settle(page);
  expect(complaints).toEqual([]);
});

/** Serves one HTML page (with the given headers) on a port of its own: another origin than the app's. */
async function otherSite(html: string, headers: Record<string, string> = {}): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** What an iframe shows: its page's address, or Chromium's error page when the page refused to be framed. */
async function framed(page: Page, id: string): Promise<string> {
  const frame = await (await page.locator(`iframe#${id}`).elementHandle())!.contentFrame();
  return frame!.url();
}

test('the back-office and the order page cannot be framed by another site, nor the back-office by ours', async ({
  page,
  baseURL,
}) => {
  const complaints = await watchPolicy(page);
  const iframes = (paths: Record<string, string>) =>
    Object.entries(paths)
      .map(([id, path]) => `<iframe id="${id}" src="${baseURL}${path}"></iframe>`)
      .join('');
  const { url, server } = await otherSite(
    `<!doctype html><title>decoy</title>${iframes({ dashboard: '/dashboard', login: '/login', cart: '/cart?token=x', site: '/', file: '/favicon.svg' })}`,
  );
  try {
    await page.goto(url);
    await page.waitForLoadState('load');
    // A plain file has no framing rule: it shows, so a refused frame is told apart from a slow one.
    await expect.poll(() => framed(page, 'file')).toBe(`${baseURL}/favicon.svg`);
    for (const id of ['dashboard', 'login', 'cart', 'site'])
      await expect.poll(() => framed(page, id), id).toBe('chrome-error://chromewebdata/');
  } finally {
    server.close();
  }
  expect(complaints.some((c) => c.includes("frame-ancestors 'none'"))).toBe(true);

  // On our own origin: the site may frame its own pages, never the back-office.
  complaints.length = 0;
  await page.route(`${baseURL}/csp-frame-test`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>own</title>${iframes({ about: '/about', dashboard: '/dashboard' })}`,
    }),
  );
  await page.goto('/csp-frame-test');
  await expect.poll(() => framed(page, 'about')).toBe(`${baseURL}/about`);
  await expect(page.frameLocator('#about').locator('h1').first()).toBeVisible();
  await expect.poll(() => framed(page, 'dashboard')).toBe('chrome-error://chromewebdata/');
  expect(complaints.length).toBeGreaterThan(0);
  expect(complaints.every((c) => c.includes("frame-ancestors 'none'"))).toBe(true);
});

test("widget.js works on a site whose own policy allows only our origin, with no 'unsafe-inline'", async ({
  page,
  baseURL,
}) => {
  const complaints = await watchPolicy(page);
  const app = new URL(baseURL!).origin;
  // What the developer page tells a site to allow (src/components/site/DevelopersPage.astro).
  const policy = `default-src 'none'; script-src ${app}; connect-src ${app}; img-src ${app}; style-src 'self'`;
  const { url, server } = await otherSite(
    `<!doctype html><html><head><title>Strict shop</title></head><body><h1>Strict shop</h1><script src="${baseURL}/widget.js" data-bot-id="demo" data-lang="en" async></script></body></html>`,
    { 'content-security-policy': policy },
  );
  try {
    await page.goto(url);
    const bubble = page.locator('[data-duka-chat="demo"] .dc-bubble');
    await expect(bubble).toBeVisible();
    await expect(page.locator('[data-duka-chat="demo"] .dc-w')).toHaveCSS('position', 'fixed');
    await bubble.click();
    const input = page.getByPlaceholder('Compose a message');
    await expect(input).toBeVisible();
    await expect(page.locator('[data-duka-chat="demo"] .dc-window')).toHaveCSS('position', 'fixed');
    await input.fill('Hello');
    await input.press('Enter');
    await expect(page.getByRole('button', { name: 'Browse products' })).toHaveCount(2);
    await settle(page);
  } finally {
    server.close();
  }
  expect(complaints).toEqual([]);
});
