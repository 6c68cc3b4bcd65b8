import { expect, test } from '@playwright/test';

// Marketing header (spec 2.3) at a phone width and a desktop width. It is plain HTML with a few
// listeners (issue 13): nothing to wait for once the page has loaded.

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger menu opens, marks the active item and closes after a pick', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeHidden();
    const menu = page.getByTestId('mobile-menu');
    await menu.locator('summary').click();
    await expect(menu).toHaveAttribute('open', '');
    await expect(menu.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard?auth=Signup');
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByTestId('mobile-menu')).not.toHaveAttribute('open', '');
    await page.getByTestId('mobile-menu').locator('summary').click();
    await expect(page.getByTestId('mobile-menu').getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Picking the page already shown closes the menu and stays.
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByTestId('mobile-menu')).not.toHaveAttribute('open', '');
    await page.screenshot({ path: 'test-results/site-header-375.png' });
  });

  test('the chat bubble steps aside while the phone menu is open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/');
    const bubble = page.locator('duka-chat .dc-bubble');
    await expect(bubble).toBeVisible();
    const menu = page.getByTestId('mobile-menu');
    await menu.locator('summary').click();
    await expect(bubble).toBeHidden();
    // Nothing covers the menu's buttons: a tap on each lands on it.
    for (const name of ['Login', 'Get Started']) {
      const link = menu.getByRole('link', { name });
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null,
        [box.x + box.width - 8, box.y + box.height / 2],
      );
      expect(hit, name).toBe(name);
    }
    await menu.locator('summary').click();
    await expect(bubble).toBeVisible();
  });

  test('links work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('mobile-menu').locator('summary').click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Shops' }).click();
    await expect(page).toHaveURL(/\/shops$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shops on Duka Chat');
    await context.close();
  });
});

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the menu inline, highlights the active item and opens the resources dropdown', async ({ page }) => {
    await page.goto('/shops');
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
    await expect(nav.getByRole('link', { name: 'Shops' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Pricing' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByText('Resources').click();
    await expect(nav.getByRole('link', { name: /QR Code/ })).toBeVisible();
    await expect(nav.getByText('Free', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: /QR Code/ })).toBeHidden();
    await page.getByRole('link', { name: 'Duka Chat — Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows the background bar after 35px of scroll', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('switches to View Dashboard when signed in', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
    await page.route('**/api/user', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"id":"u1","name":"Neema"}' }),
    );
    await page.goto('/pricing');
    const buttons = page.getByTestId('auth-buttons').first();
    await expect(buttons.getByRole('link', { name: 'View Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(buttons.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('stays signed out when /api/user answers 401', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
    let asked = false;
    await page.route('**/api/user', (route) => {
      asked = true;
      return route.fulfill({ status: 401, contentType: 'application/json', body: '{"code":"unauthorized"}' });
    });
    await page.goto('/pricing');
    await expect.poll(() => asked).toBe(true);
    await expect(page.getByTestId('auth-buttons').first().getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('the language dropdown saves the choice and opens the twin page', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByTestId('language-menu').locator('summary').click();
    await page.getByRole('link', { name: 'Kiswahili' }).click();
    await expect(page).toHaveURL(/\/sw\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bei rahisi kwa biashara ndogo');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sw');
  });
});
