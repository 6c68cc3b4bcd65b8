import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// Accessibility with the chat open (issue 13): axe-core finds no serious or critical violation on
// the home pages at a phone and a desktop width, nor in the widget wearing a merchant's own
// colours on another site. axe pierces open shadow roots, so the widget's shadow DOM is checked.

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n  ')}`,
    );
}

/** Opens the chat and lets the bot greet, so its messages and choice buttons are checked too. */
async function openChat(page: Page) {
  await page.locator('duka-chat .dc-bubble').click();
  const chat = page.getByRole('dialog');
  await expect(chat).toBeVisible();
  await expect(chat.locator('.dc-msg-bot').first()).toBeVisible();
  const input = chat.getByRole('textbox');
  await input.fill('Hello');
  await input.press('Enter');
  await expect(chat.locator('[data-from="me"]').first()).toBeVisible();
  await expect(chat.locator('.dc-msg-bot').nth(1)).toBeVisible();
}

for (const width of [360, 1280]) {
  for (const path of ['/', '/sw/']) {
    test(`${path} at ${width}px with the chat open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await openChat(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('/sw/ at 360px with the phone menu open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/sw/');
  await page.getByTestId('mobile-menu').locator('summary').click();
  await expect(page.getByTestId('mobile-menu').getByRole('navigation')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("a merchant's colours", () => {
  let host: Server;
  let hostUrl = '';
  let saved: Record<string, unknown> = {};
  const origin = (baseURL: string | undefined) => ({ origin: String(baseURL) });

  test.beforeAll(async ({ browser, baseURL }) => {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mama Shop</title></head>
<body><main><h1>Mama's shop</h1><p>Kitenge, kanga and sandals.</p></main>
<script src="${baseURL}/widget.js" data-bot-id="demo" data-lang="en" async></script></body></html>`;
    host = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
    // The demo shop wears a light yellow with a dark window, then gets its own colours back.
    const page = await browser.newPage({ baseURL });
    await signInAsDemo(page, '/dashboard/chatflow/widget');
    saved = (await (await page.request.get('/api/widget-settings')).json()).theme;
    const put = await page.request.put('/api/widget-settings', {
      headers: origin(baseURL),
      data: {
        primaryColor: '#FFF3A3',
        sentBoxBg: '#FFE066',
        receivedBoxBg: '#374151',
        chatboxBg: '#111827',
        borderColor: '#4B5563',
        mode: 'dark',
      },
    });
    expect(put.status(), await put.text()).toBe(200);
    await page.close();
  });

  test.afterAll(async ({ browser, baseURL }) => {
    host?.close();
    const page = await browser.newPage({ baseURL });
    await signInAsDemo(page, '/dashboard/chatflow/widget');
    const keys = ['primaryColor', 'sentBoxBg', 'receivedBoxBg', 'chatboxBg', 'borderColor', 'mode'] as const;
    await page.request.put('/api/widget-settings', {
      headers: origin(baseURL),
      data: Object.fromEntries(keys.map((k) => [k, saved[k]])),
    });
    await page.close();
  });

  for (const width of [360, 1280]) {
    test(`widget.js on a shop's site at ${width}px, light yellow on dark`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(hostUrl);
      await openChat(page);
      await expect(page.locator('duka-chat .dc-head')).toHaveCSS('background-color', 'rgb(255, 243, 163)');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
