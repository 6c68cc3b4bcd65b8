import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { postCallback } from '../fixtures/fake-provider-server.ts';
import { startFakeClickpesa, type FakeClickpesa } from '../fixtures/fake-clickpesa.ts';
import { CLICKPESA_E2E_PORT } from './fake-provider-port.ts';

// The merchant's side of a mobile-money push (issue 15), on a phone-sized screen, against the
// local fake ClickPesa (the e2e server's CLICKPESA_BASE_URL points at a port this spec forwards
// to the fake): the order screen's Payments card sends a request, waits, and shows it paid; the
// POS till sends one to the customer's phone, is refused, takes cash instead, then is paid.

const KEYS = { clientId: 'e2e-client', apiKey: 'e2e-api-key' };
let fake: FakeClickpesa;
let proxy: http.Server;

test.beforeAll(async () => {
  fake = await startFakeClickpesa(KEYS);
  proxy = http.createServer((req, res) => {
    const forward = http.request(new URL(req.url!, fake.url), { method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode!, r.headers);
      r.pipe(res);
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(CLICKPESA_E2E_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  await fake.close();
});

/** A shop of its own (journeys share the demo shop), with ClickPesa linked for M-Pesa and Airtel. */
async function newShop(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
  await post('/api/auth/signup', {
    name: 'Mama Pay',
    email: `pay-${suffix}@example.com`,
    phone: '0754100200',
    password: 'correct horse',
  });
  await post('/api/shop', { shop_name: `Duka ${suffix}`, whatsapp_number: '0712345678', category: 'food_beverages' });
  const account = await post('/api/payment-accounts', {
    provider: 'clickpesa',
    credentials: KEYS,
    networks: ['mpesa', 'airtel'],
  });
  const product = await post('/api/products', {
    name: `Chai ${suffix}`,
    price: 5000,
    category: 'food_beverages',
    stock: 50,
  });
  return { callbackUrl: account.callback_url as string, product, post };
}

/** The customer approves on their phone: the fake settles the latest push and sends its callback. */
async function approveLatest(callbackUrl: string) {
  const reference = [...fake.payments.keys()].at(-1)!;
  fake.settle(reference, 'SUCCESS');
  const answer = await postCallback(callbackUrl, fake.callbackFor(reference));
  expect(answer.status).toBe(200);
}

test.use({ viewport: { width: 360, height: 780 } });

test('order screen: request a mobile-money payment, wait, see it paid', async ({ page, baseURL }) => {
  const shop = await newShop(page, baseURL!);
  const order = await shop.post('/api/orders', {
    lines: [{ product_id: shop.product.id, quantity: 1 }],
    customer: { phone: '0754123456', name: 'Bi Asha' },
  });
  await page.goto(`/dashboard/orders/order-info/${order.id}`);
  const card = page.getByRole('region', { name: 'Payments' });
  await expect(card.getByText('No mobile-money payment requested yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Request mobile-money payment' }).click();
  // The network is suggested from the customer's number (+255 75… is M-Pesa) and can be changed.
  await expect(card.getByLabel('Network')).toHaveValue('mpesa');
  await card.getByLabel('Customer phone').fill('0688111222');
  await expect(card.getByLabel('Network')).toHaveValue('airtel');
  await card.getByLabel('Customer phone').fill('');
  await expect(card.getByLabel('Network')).toHaveValue('mpesa');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/order-payments-form-360.png', fullPage: true });

  await card.getByRole('button', { name: 'Send request for TZS 5,000' }).click();
  await expect(card.getByText('Waiting for the customer…')).toBeVisible();
  await expect(card.getByText('+255754•••456').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/order-payments-waiting-360.png', fullPage: true });

  await approveLatest(shop.callbackUrl);
  // The card follows the attempt by itself: paid, and the order with it.
  await expect(card.getByText('TZS 5,000 received by M-Pesa.')).toBeVisible({ timeout: 15_000 });
  await expect(card.getByTestId('order-payments').getByText('Paid')).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/order-payments-paid-360.png', fullPage: true });
});

test('POS: Charge by phone → refused → take cash instead (the same order, paid in cash); again → paid → receipt', async ({
  page,
  baseURL,
}) => {
  const shop = await newShop(page, baseURL!);
  const toCart = async () => {
    await page.getByRole('button', { name: new RegExp(`^${shop.product.name}`) }).click();
    await page.getByRole('button', { name: /^Cart \(1\)/ }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByText('Mobile money').click();
    // Mobile money asks for the customer's phone at once: the request goes there.
    await sheet.getByLabel('Customer phone').fill('0754222333');
    return sheet;
  };
  await page.goto('/dashboard/pos');
  let sheet = await toCart();
  await page.screenshot({ path: 'test-results/pos-push-cart-360.png' });
  fake.refuseNext('Insufficient balance');
  await sheet.getByRole('button', { name: 'Charge TZS 5,000 by phone' }).click();

  // Refused at once by the provider: its words, try again or take cash.
  await expect(page.getByRole('alert').getByText('Insufficient balance')).toBeVisible();
  await page.screenshot({ path: 'test-results/pos-push-failed-360.png', fullPage: true });
  await page.getByRole('button', { name: 'Take cash instead' }).click();
  await expect(page.locator('#pos-receipt')).toContainText('Cash · Paid');

  // Again by phone: waiting, then the customer approves and the till shows the receipt.
  await page.getByRole('button', { name: 'New sale' }).click();
  sheet = await toCart();
  await sheet.getByRole('button', { name: 'Charge TZS 5,000 by phone' }).click();
  await expect(page.getByText('Waiting for the customer…')).toBeVisible();
  await page.screenshot({ path: 'test-results/pos-push-waiting-360.png', fullPage: true });
  await approveLatest(shop.callbackUrl);
  await expect(page.locator('#pos-receipt')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#pos-receipt')).toContainText('TZS 5,000');
  await expect(page.locator('#pos-receipt')).toContainText('Mobile money · Paid');
  await page.screenshot({ path: 'test-results/pos-push-receipt-360.png', fullPage: true });
});
