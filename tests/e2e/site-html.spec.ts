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
      // The chat widget island draws its bubble's rule inside itself (chat-widget.tsx): it is
      // being reworked on its own (issue 13), so it is left out here.
      return [...doc.body.querySelectorAll('style')].filter((s) => !s.closest('#chat-widget-root')).map((s) => (s.textContent ?? '').slice(0, 60));
    }, html);
    expect(misplaced, path).toEqual([]);
  }
});
