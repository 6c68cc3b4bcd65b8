import { expect, test } from '@playwright/test';

// What the built pages are made of, as the server sends them (W3C validity, the 404 documents).

async function sitemapPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}

test('no page has a <style> in its <body>, where HTML does not allow one', async ({ page, request }) => {
  const paths = [...(await sitemapPaths(request)), '/no-such-page', '/sw/no-such-page', '/dashboard', '/cart'];
  expect(paths.length).toBeGreaterThanOrEqual(20);
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const misplaced = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return [...doc.body.querySelectorAll('style')].map((s) => (s.textContent ?? '').slice(0, 60));
    }, html);
    expect(misplaced, path).toEqual([]);
  }
});

test('a page missing under /sw/ answers 404 in Swahili: lang="sw", Swahili header, text and footer', async ({
  page,
}) => {
  for (const path of ['/sw/no-such-page', '/sw/about/old', '/sw/404']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page).toHaveTitle(/^Ukurasa haukupatikana/);
    await expect(page.locator('h1')).toHaveText('Ukurasa haukupatikana');
    await expect(page.getByRole('link', { name: 'Ruka hadi maudhui' })).toBeAttached();
    await expect(page.locator('header').getByRole('link', { name: 'Maduka' }).first()).toBeAttached();
    await expect(page.locator('footer')).toContainText('Haki zote zimehifadhiwa');
    // The English text follows, marked as English for screen readers.
    await expect(page.locator('section[lang="en"]')).toContainText('Page not found');
  }
  const english = await page.goto('/no-such-page');
  expect(english?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page.locator('section[lang="sw"]')).toContainText('Ukurasa haukupatikana');
});
