import { expect, test, type Page } from '@playwright/test';

// Issue 16, a debt's reach: the merchant reminds a customer of a debt on WhatsApp, the customer
// opens the statement link from the message at 360 px, reads it in Swahili too, and pays part by
// mobile money through the demo's sandbox; the balance is lower on the page and in the reminder.
//
// The debt is opened through POST /api/e2e/debts, a test-only seed mounted outside production
// (src/server/modules/debts/debt-statement-test-seed.ts) that calls openDebt: the debt book's own
// create route is another branch's. It runs in a shop of its own (signed up here) so that marking
// its WhatsApp connected touches no other journey's demo shop. The reminder is sent from the debt's
// page with its "Send reminder" button.

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/debt-${name}.png`, fullPage: true });

test('remind on WhatsApp → open the statement link → pay part with the sandbox → the balance is lower', async ({
  page,
}) => {
  test.slow();
  const api = page.request;
  const email = `debt-journey-${Date.now()}@example.com`;
  const signup = await api.post('/api/auth/signup', {
    data: { name: 'Neema Said', email, phone: '0754000777', password: 'correct horse' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const shop = await api.post('/api/shop', {
    data: { shop_name: 'Duka la Deni', whatsapp_number: '0712345678', category: 'clothing_accessories' },
  });
  expect(shop.status(), await shop.text()).toBe(201);
  const sandbox = await api.post('/api/payment-accounts', { data: { provider: 'sandbox', networks: ['mpesa'] } });
  expect(sandbox.status(), await sandbox.text()).toBe(201);
  const seeded = await api.post('/api/e2e/debts', { data: { whatsapp: true, language: 'en' } });
  expect(seeded.status(), await seeded.text()).toBe(201);
  const { id } = (await seeded.json()) as { id: string };

  // The merchant sends the reminder from the debt's page; a second one is refused: too soon.
  await page.goto(`/dashboard/debt/${id}`);
  await page.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByText(/^Reminder queued/).first()).toBeVisible();
  await expect(page.getByText(/^Last reminder:/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reminder' })).toBeDisabled();
  const again = await api.post(`/api/debts/${id}/reminders`, { data: {} });
  expect(again.status()).toBe(429);
  const reminder = (await (await api.get(`/api/debts/${id}/reminder`)).json()) as {
    text: string;
    statement_url: string;
    next_allowed_at: string | null;
  };
  expect(reminder.text).toContain('TZS 30,000');
  expect(reminder.text).toContain(reminder.statement_url);
  expect(reminder.next_allowed_at).not.toBeNull();

  // The customer opens the link from the message, on a phone.
  await page.setViewportSize({ width: 360, height: 780 });
  const url = new URL(reminder.statement_url);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId('statement-balance')).toHaveText('TZS 30,000');
  await expect(page.getByRole('heading', { name: 'What you owe Duka la Deni' })).toBeVisible();
  await page.getByRole('button', { name: 'sw', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Unachodaiwa na Duka la Deni' })).toBeVisible();
  await page.getByRole('button', { name: 'en', exact: true }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(page, 'statement');

  // Pay 10,000 of it.
  const pay = page.getByRole('region', { name: 'Pay by mobile money' });
  await pay.getByLabel('Amount (TZS)').fill('10000');
  await expect(pay.getByLabel('Phone number')).toHaveValue('0754321987');
  await pay.getByRole('button', { name: 'Send payment request' }).click();
  await expect(page.getByTestId('pay-waiting')).toHaveText('Check your phone');
  const link = page.getByRole('link', { name: 'Sandbox: open the simulated phone' });
  const [phone] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(phone.getByText('Pay TZS 10,000 to Duka la Deni?')).toBeVisible();
  await phone.getByLabel('Enter PIN').fill('1234');
  await phone.getByRole('button', { name: 'Approve' }).click();
  await expect(phone.getByTestId('phone-outcome')).toHaveText('Payment approved');
  await phone.close();

  // The waiting screen updates by itself, and the statement with it.
  await expect(page.getByTestId('statement-pay-succeeded')).toHaveText('Payment received');
  await expect(page.getByTestId('statement-balance')).toHaveText('TZS 20,000');
  await expect(page.getByText('mobile money')).toBeVisible();
  await shot(page, 'paid');
  const after = (await (await api.get(`/api/debts/${id}/reminder`)).json()) as { text: string };
  expect(after.text).toContain('TZS 20,000');

  // A tampered link opens nothing.
  await page.goto(`${url.pathname}?token=${encodeURIComponent(`${url.searchParams.get('token')!}x`)}`);
  await expect(page.getByTestId('statement-invalid')).toBeVisible();
});
