import { expect, test, type Page } from '@playwright/test';

// Issue 13: a public page runs no framework and loads at most 30 KB of JavaScript (gzip, as sent)
// before the visitor interacts; the chat app comes when the visitor reaches for the bubble.
const BUDGET = 30 * 1024;

/** Scripts received while the page loads and settles, untouched, with their sizes on the wire. */
async function scriptsBeforeInteraction(page: Page, path: string): Promise<{ url: string; bytes: number }[]> {
  const seen: Promise<{ url: string; bytes: number } | null>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(request.url())) return;
    seen.push(
      request.sizes().then(
        (s) => ({ url: new URL(request.url()).pathname, bytes: s.responseBodySize + s.responseHeadersSize }),
        () => null,
      ),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(seen)).filter((s) => s !== null);
}

test('every public page stays within 30 KB of JavaScript and hydrates nothing before interaction', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  expect(paths).toContain('/sw/');
  const report: string[] = [];
  for (const path of paths) {
    // A fresh context each time: nothing comes from the cache of the page before.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const scripts = await scriptsBeforeInteraction(page, path);
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    const hydrated = await page.locator('astro-island:not([ssr])').count();
    await context.close();
    report.push(`${path}: ${(total / 1024).toFixed(1)} KB, ${hydrated} hydrated island(s)`);
    expect.soft(total, `${path}: ${scripts.map((s) => `${s.url} ${s.bytes}`).join(', ')}`).toBeLessThanOrEqual(BUDGET);
    expect.soft(hydrated, `${path}: islands hydrated before any interaction`).toBe(0);
  }
  console.log(report.join('\n'));
});

test('the chat app is fetched only when the visitor reaches for the bubble', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => request.url().includes('/widget/chunks/') && chunks.push(request.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const bubble = page.locator('duka-chat .dc-bubble');
  await expect(bubble).toBeVisible();
  await page.waitForTimeout(1500); // past the page's idle time, when a pasted widget would prefetch
  expect(chunks).toEqual([]);
  await bubble.hover();
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
  await bubble.click();
  await expect(page.getByRole('dialog', { name: 'Chat with us' })).toBeVisible();
});
