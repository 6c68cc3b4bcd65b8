import { expect, test } from '@playwright/test';

const PAGES = [
  '/',
  '/shops',
  '/pricing',
  '/resources',
  '/for-developers',
  '/about',
  '/contact-us',
  '/terms-of-service',
  '/privacy-policy',
];
const sw = (path: string) => (path === '/' ? '/sw/' : `/sw${path}`);

// Absolute URLs use the site address of the build (PUBLIC_SITE_URL), so only their paths are compared.
const pathOf = async (locator: import('@playwright/test').Locator) =>
  new URL((await locator.getAttribute('href'))!).pathname;

test('every public page exists in both languages with canonical, hreflang twins and Open Graph', async ({ page }) => {
  for (const path of PAGES) {
    for (const [url, lang] of [
      [path, 'en'],
      [sw(path), 'sw'],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await pathOf(page.locator('link[rel=canonical]'))).toBe(url);
      expect(await pathOf(page.locator('link[hreflang=en]'))).toBe(path);
      expect(await pathOf(page.locator('link[hreflang=sw]'))).toBe(sw(path));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    }
  }
});

test('home shows the pricing facts and an accessible FAQ accordion', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('TZS 25,000').first()).toBeVisible();
  await expect(page.getByText('Trusted by 40+ businesses across Tanzania')).toBeVisible();
  const question = page.getByText('How much does it cost?');
  await question.click();
  await expect(page.getByText(/There is no monthly subscription, and updates and support are free/)).toBeVisible();
  await page.goto('/sw/');
  await expect(page.getByText('Maswali yanayoulizwa mara kwa mara')).toBeVisible();
});

test('the footer has three columns, social links in a new tab and the current year', async ({ page }) => {
  await page.goto('/sw/about');
  const footer = page.locator('footer');
  await expect(footer.getByRole('navigation')).toHaveCount(3);
  const social = footer.locator(
    'a[target=_blank][rel~=noopener][href*="instagram"], a[target=_blank][rel~=noopener][href*="linkedin"], a[target=_blank][rel~=noopener][href*="x.com"], a[target=_blank][rel~=noopener][href*="facebook"]',
  );
  await expect(social).toHaveCount(4);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Duka Chat. Haki zote zimehifadhiwa.`);
  await expect(footer.locator('a[href="/sw/contact-us"]')).toHaveCount(2);
});

test("the demo panel hides after 2 seconds and the demo shop's chat bubble is there", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('demo-panel')).toBeVisible();
  await expect(page.getByTestId('demo-panel')).toBeHidden({ timeout: 4000 });
  await expect(page.locator('duka-chat')).toHaveAttribute('data-duka-chat', /.+/);
  await expect(page.locator('duka-chat .dc-bubble')).toBeVisible();
});

test('unknown paths show the bilingual 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByText('Ukurasa haukupatikana')).toBeVisible();
});

test('sitemap and robots list the pages in both languages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/sw/privacy-policy</loc>');
  expect(sitemap).toContain('hreflang="sw"');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('the shops directory lists shops before any touch, then finds a listed shop and links its chat', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/shops');
  const card = page.getByTestId('shop-card').filter({ hasText: 'Duka la Mama Neema' });
  await expect(card).toBeVisible();
  // The list came from the page's small script: no island has hydrated yet.
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(0);
  // Type once the island is live (astro-island drops its `ssr` attribute when hydrated).
  await page.getByLabel('Search shops by name').focus();
  await page.locator('astro-island:not([ssr]) [data-testid="shops-directory"]').waitFor();
  // Hydration took the list as it was (a mismatch would redraw the directory and drop the focus).
  await expect(page.getByLabel('Search shops by name')).toBeFocused();
  expect(errors).toEqual([]);
  await page.getByLabel('Search shops by name').fill('Neema');
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /Chat on WhatsApp: Duka la Mama Neema/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/255754123456\?text=/,
  );
  await expect(page).toHaveURL(/\?q=Neema/);
  await page.getByLabel('Search shops by name').fill('zzzz-nothing');
  await expect(page.getByText('No shops match your search.')).toBeVisible();
});

test('before any touch the directory says, in Swahili, that the list failed and tries again', async ({ page }) => {
  let fail = true;
  await page.route('**/api/public/shops**', (route) =>
    fail
      ? route.fulfill({ status: 503, json: { code: 'unavailable', message: 'down', requestId: 'x' } })
      : route.fulfill({ json: { items: [], page: 1, pageSize: 12, total: 0, categories: [] } }),
  );
  await page.goto('/sw/shops');
  await expect(page.getByRole('alert')).toContainText('Hatukuweza kupakia maduka');
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(0);
  fail = false;
  await page.getByRole('button', { name: 'Jaribu tena' }).click();
  await expect(page.getByText('Hakuna duka linalolingana', { exact: false })).toBeVisible();
});

test('the developers page shows the widget snippet and the API section', async ({ page }) => {
  await page.goto('/for-developers');
  await expect(page.getByTestId('widget-snippet')).toContainText(
    '/widget.js" data-bot-id="YOUR_BOT_ID" async></script>',
  );
  await expect(page.locator('#api-reference')).toBeVisible();
});
