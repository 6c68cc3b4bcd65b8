import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { signInAsDemo } from './sign-in.ts';

// Issue 25, on a 360 px phone: a payment the provider has given no verdict on waits in
// reconciliation under "Not confirmed yet", with "Ask the provider again"; asked, the answer is
// said in words. Looked at in English and Swahili. The demo sandbox makes a payment unknown only
// when its cancel fails past our wait, so the journey turns a fresh push unknown in the database
// (the embedded one's socket, in the e2e data folder).

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/reconciliation-ask-again-${name}.png`, fullPage: true });

async function markUnknown(paymentId: string) {
  const host = path.resolve(E2E_DATA_DIR, 'postgres');
  const db = new pg.Client({ connectionString: `postgresql://duka@localhost/duka?host=${encodeURIComponent(host)}` });
  await db.connect();
  try {
    await db.query(`update payments set status = 'unknown', created_at = now() - interval '2 hours' where id = $1`, [
      paymentId,
    ]);
  } finally {
    await db.end();
  }
}

// The cluster run (E2E_CLUSTER) keeps its database on a server under a name of its own: this journey,
// which reaches the embedded one's socket, runs in the embedded pass only.
test.skip(!!process.env.E2E_CLUSTER, 'reaches the embedded database directly');

test('an unknown payment in reconciliation: "Ask the provider again", the answer in words, en and sw at 360 px', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsDemo(page, '/dashboard/transactions');
  const headers = { origin: baseURL! };
  const post = async (p: string, data: unknown, status = 201) => {
    const res = await page.request.post(p, { data, headers });
    expect(res.status(), await res.text()).toBe(status);
    return res.json();
  };
  const suffix = Date.now().toString(36);
  const product = await post('/api/products', {
    name: `Kanga ${suffix}`,
    price: 12000,
    category: 'clothing_accessories',
    stock: 5,
  });
  const order = await post('/api/orders', {
    customer: { phone: '0754321987', name: `Zawadi ${suffix}` },
    lines: [{ product_id: product.id, quantity: 1 }],
    payment_method: 'mobile_money',
  });
  const push = await post(`/api/orders/${order.id}/payments`, { phone: '0754321987', network: 'mpesa' });
  await markUnknown(push.id);

  await page.goto('/dashboard/transactions/reconciliation');
  const screen = page.getByTestId('reconciliation');
  const item = screen.getByRole('listitem').filter({ hasText: new RegExp(`Order #${order.number}\\b`) });
  await expect(screen.getByRole('heading', { name: /Not confirmed yet/ })).toBeVisible();
  const ask = item.getByRole('button', { name: 'Ask the provider again' });
  await expect(ask).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(page, 'en-360');

  // The sandbox's customer has not approved: still no verdict. The answer ("pending") moves the
  // payment to the pending list, so the words come in a toast.
  await ask.click();
  await expect(page.locator('[data-variant="success"]')).toContainText(/Still not confirmed/);
  await expect(item.getByRole('button', { name: 'Check now' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(page, 'en-360-asked');

  // The sandbox answered "pending" (a verdict that it is under way): the payment went back to the
  // pending list. Unknown again for the Swahili look.
  await markUnknown(push.id);
  await page.evaluate(() => localStorage.setItem('language', 'sw'));
  await page.reload();
  await shot(page, 'sw-360');
  const itemSw = screen.getByRole('listitem').filter({ hasText: new RegExp(`Oda #${order.number}\\b`) });
  const askSw = itemSw.getByRole('button', { name: 'Muulize mtoa huduma tena' });
  await expect(askSw).toBeVisible();
  await askSw.click();
  await expect(page.locator('[data-variant="success"]')).toContainText(/Bado hayajathibitishwa: mtoa huduma hana jibu/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(page, 'sw-360-asked');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});
