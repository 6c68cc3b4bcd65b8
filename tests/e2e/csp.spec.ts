import { expect, test } from '@playwright/test';
import { watchViolations } from './csp-watch.ts';
import { localizePath, PUBLIC_PATHS } from '../../src/i18n/routes.ts';
import { signInAsDemo } from './sign-in.ts';

// Issue 12: every page runs under a Content-Security-Policy (src/server/http/page-security.ts) and
// nothing the site, the apps or the widget do breaks it; the back-office cannot be framed.

test('every public page, in both languages, keeps to its policy, with the chat widget open', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of PUBLIC_PATHS.flatMap((p) => [localizePath(p, 'en'), localizePath(p, 'sw')])) {
    const res = await page.goto(path);
    expect(res!.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
  await page.goto('/');
  await page.getByRole('button', { name: /chat/i }).first().click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await violations()).toEqual([]);
});

test('the back-office, its sign-in and the Connect page keep to their policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await signInAsDemo(page, '/dashboard/products');
  for (const path of ['/dashboard', '/dashboard/orders', '/dashboard/conversations', '/dashboard/chatflow', '/dashboard/connect', '/dashboard/widget-settings']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});

test('the back-office cannot be put in a frame by another site; the marketing home by itself only', async ({ page, baseURL }) => {
  const other = baseURL!.replace('localhost', '127.0.0.1');
  await page.goto(`${other}/api/openapi.json`);
  for (const [path, framed] of [['/dashboard', false], ['/login', false], ['/cart?token=x', false]] as const) {
    await page.setContent(`<iframe id="f" src="${baseURL}${path}" width="400" height="300"></iframe>`);
    await page.waitForTimeout(1500);
    const frame = page.frames().find((f) => f.url().startsWith(baseURL!));
    const loaded = frame ? await frame.evaluate(() => document.body?.innerHTML.length ?? 0).catch(() => 0) : 0;
    expect(loaded > 0, path).toBe(framed);
  }
});
