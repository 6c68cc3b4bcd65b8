import { expect, test } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// Connect WhatsApp and the webhook logs. CI has no internet: the Facebook SDK cannot load and
// graph.facebook.com cannot be reached, so the journey checks that both fail gracefully, that the
// manual form still validates and reports Meta's answer, and that the Graph call it made is logged.

test('without a Meta app the page says so and offers the manual form', async ({ page }) => {
  await signInAsDemo(page, '/dashboard/connect');
  await expect(page.getByRole('heading', { name: 'Connect WhatsApp' })).toBeVisible();
  await expect(page.getByTestId('embedded-not-configured')).toContainText(
    'Signing up with Facebook is not set up on this server yet.',
  );
  await expect(page.getByTestId('manual-form')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect a Business app number' })).toBeVisible();
});

test('the Facebook SDK failing to load shows its error, and the manual form still works', async ({ page }) => {
  // As on a server with a Meta app configured; the SDK script itself cannot load here (and is refused to be sure).
  await page.route('**/api/whatsapp/config', (route) =>
    route.fulfill({ json: { app_id: '111222333', config_id: '999888777', sdk_version: 'v23.0' } }),
  );
  await page.route('https://connect.facebook.net/**', (route) => route.abort('internetdisconnected'));
  await signInAsDemo(page, '/dashboard/connect');
  await expect(page.getByTestId('sdk-error')).toHaveText('Failed to load Facebook SDK');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  const form = page.getByTestId('manual-form');
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await form.getByLabel('Phone number ID').fill('12ab');
  await form.getByLabel('WhatsApp Business account ID').fill('2098765432101');
  await form.getByRole('textbox', { name: 'Access token', exact: true }).fill('EAAG-e2e-token-not-real-0000');
  await form.getByRole('textbox', { name: 'App secret', exact: true }).fill('0123456789abcdef0123456789abcdef');
  await form.getByRole('button', { name: 'Check and connect' }).click();
  await expect(form.getByText('Phone number ID must be the number Meta shows')).toBeVisible();

  // Valid ids: the server asks Graph, which is unreachable here (or refuses the made-up token online).
  await form.getByLabel('Phone number ID').fill('1098765432101');
  await form.getByRole('button', { name: 'Check and connect' }).click();
  await expect(
    form.getByText(/WhatsApp \(Meta\) could not be reached|WhatsApp did not accept this access token/),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('wa-number')).toHaveCount(0);

  // The Graph call it made is in the webhook logs, failed, and opens in the drawer without a Replay.
  await page.getByRole('link', { name: 'Webhook logs' }).first().click();
  await expect(page.getByRole('heading', { name: 'Webhook logs' })).toBeVisible();
  const row = page.getByTestId('log-table').locator('tbody tr').filter({ hasText: '/1098765432101' }).first();
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('Outgoing');
  await row.click();
  const detail = page.getByTestId('log-detail');
  await expect(detail).toContainText('GET /v23.0/1098765432101');
  await expect(detail).toContainText('Error');
  await expect(page.getByRole('button', { name: 'Replay' })).toHaveCount(0);
  await expect(detail.locator('pre').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);

  // Filters: no incoming events yet; the outgoing filter keeps the row.
  await page.getByLabel('Direction').selectOption('in');
  await expect(page.getByText('No log entries match these filters.')).toBeVisible();
  await page.getByLabel('Direction').selectOption('out');
  await expect(page.getByTestId('log-table').locator('tbody tr').first()).toContainText('Outgoing');
});

test('on a 360px phone the logs are cards and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsDemo(page, '/dashboard/webhook-logs');
  await expect(page.getByRole('heading', { name: 'Webhook logs' })).toBeVisible();
  const cards = page.getByTestId('log-cards');
  await expect(cards.or(page.getByText('No webhook activity yet'))).toBeVisible();
  await expect(page.getByTestId('log-table')).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('/dashboard/connect');
  await expect(page.getByTestId('manual-form')).toBeVisible();
  const connectOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(connectOverflow).toBeLessThanOrEqual(0);
});
