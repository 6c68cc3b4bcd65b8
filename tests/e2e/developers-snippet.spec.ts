import { expect, test } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// The developers page's embed code names the origin that serves widget.js, as the back-office's
// widget page does, whatever address the pages were built with (these pages are built with the
// default http://localhost:4321 and served on E2E_PORT).

test('the developers page (en and sw) shows the served origin in its snippets, as the back-office does', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  for (const path of ['/for-developers', '/sw/for-developers']) {
    await page.goto(path);
    await expect(page.getByTestId('widget-snippet'), path).toHaveText(
      `<script src="${origin}/widget.js" data-bot-id="YOUR_BOT_ID" async></script>`,
    );
    await expect(page.getByTestId('widget-csp-snippet'), path).toHaveText(
      `script-src ${origin};\nconnect-src ${origin};\nimg-src ${origin};`,
    );
  }
  await signInAsDemo(page, '/dashboard/chatflow/widget');
  const tag = await page.getByTestId('embed-snippet').textContent();
  expect(/src="([^"]+)"/.exec(tag ?? '')?.[1]).toBe(`${origin}/widget.js`);
});
