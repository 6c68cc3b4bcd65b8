import { expect, test } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// Marketing → SMS → Providers (issue 27): the merchant links Beem with its own fields (the secret
// in a password input, never shown again but as a masked hint), is told in words that a sender name
// with a space is refused, sees the name's state and what to do next, marks it applied, and the
// screen fits a 360 px phone. No gateway is reached (Test is covered by src/server/modules/sms).
// Written by h-sms without running it (helpers never run Playwright): the lead runs it first.

const SECRET = 'beem-secret-e2e-5531';
const LABEL = 'Beem e2e';

test.afterEach(async ({ page, baseURL }) => {
  const res = await page.request.get('/api/sms-accounts');
  if (!res.ok()) return;
  const accounts = (await res.json()) as { id: string; label: string }[];
  for (const account of accounts.filter((a) => a.label === LABEL)) {
    const del = await page.request.delete(`/api/sms-accounts/${account.id}`, { headers: { origin: baseURL! } });
    expect(del.status(), await del.text()).toBeLessThan(300);
  }
});

test('SMS providers: link Beem → sender name refused with a space → masked → applied → 360 px → unlink', async ({
  page,
}) => {
  await signInAsDemo(page, '/dashboard/marketing/sms/campaign/providers');
  await expect(page.getByRole('heading', { name: 'SMS providers' })).toBeVisible();
  const cards = page.getByTestId('sms-account');

  await page.getByRole('button', { name: 'Link a gateway' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link an SMS gateway' });
  await dialog.getByLabel('Gateway').selectOption('beem');
  await dialog.getByRole('textbox', { name: 'Sender name' }).fill('DUKA SHOP');
  await dialog.getByLabel('Name (optional)').fill(LABEL);
  await dialog.getByRole('textbox', { name: 'API key', exact: true }).fill('beem-key-e2e-0001');
  const secret = dialog.getByRole('textbox', { name: 'Secret key', exact: true });
  await expect(secret).toHaveAttribute('type', 'password');
  await secret.fill(SECRET);
  await dialog.getByRole('button', { name: 'Link a gateway' }).click();
  await expect(dialog).toContainText('The sender name must be 1 to 11 letters or digits, with no spaces.');
  await expect(cards.filter({ hasText: LABEL })).toHaveCount(0);

  await dialog.getByRole('textbox', { name: 'Sender name' }).fill('DUKAE2E');
  await dialog.getByRole('button', { name: 'Link a gateway' }).click();
  await expect(dialog).toBeHidden();
  const beem = cards.filter({ hasText: LABEL });
  await expect(beem).toContainText('••••5531');
  await expect(beem).toContainText('Not applied');
  await expect(beem).toContainText('Apply for "DUKAE2E" with Beem');
  expect(await page.content()).not.toContain(SECRET);

  await beem.getByRole('button', { name: 'I have applied' }).click();
  await expect(beem).toContainText('Pending');
  await expect(beem).toContainText('The networks are reviewing "DUKAE2E"');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(beem).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await beem.getByRole('button', { name: 'Unlink' }).click();
  await page
    .getByRole('dialog', { name: `Unlink ${LABEL}?` })
    .getByRole('button', { name: 'Unlink' })
    .click();
  await expect(beem).toHaveCount(0);
});
