import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { startFakeAfricastalking, type FakeAfricastalking } from '../fixtures/fake-africastalking.ts';
import { SMS_E2E_PORT } from './fake-provider-port.ts';

// Issue 27's journey: a shop with Africa's Talking linked (the e2e server's AFRICASTALKING_BASE_URL
// points at a port this spec forwards to the local fake) sends an SMS offer to the customers who
// owe money: the form counts who gets it and who is left out, the preview shows the SMS and its
// cost, Send now sends it; the gateway's delivery report makes it delivered; the customer opens the
// personal link, lands on an order page and orders; the results count the click and the order as
// the campaign's. In English at desktop size, then the results in Swahili at 360 px.

const AT = { username: 'dukae2e', apiKey: 'atsk_e2e_key_7731' };
let fake: FakeAfricastalking;
let proxy: http.Server;

test.beforeAll(async () => {
  fake = await startFakeAfricastalking(AT);
  proxy = http.createServer((req, res) => {
    const forward = http.request(new URL(req.url!, fake.url), { method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode!, r.headers);
      r.pipe(res);
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(SMS_E2E_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  await fake.close();
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** A shop of its own (journeys share the demo shop) with its gateway, two debtors and a product. */
async function newShop(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const send = async (method: 'post' | 'put', path: string, data: unknown, status = 201) => {
    const res = await page.request[method](path, { data, headers });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
    return res.json();
  };
  await send('post', '/api/auth/signup', {
    name: 'Mama Ofa',
    email: `ofa-${suffix}@example.com`,
    phone: '0754100300',
    password: 'correct horse',
  });
  await send('post', '/api/shop', {
    shop_name: `Duka Ofa ${suffix}`,
    whatsapp_number: '0712345679',
    category: 'food_beverages',
  });
  const gateway = await send('post', '/api/sms-accounts', {
    provider: 'africastalking',
    label: 'AT e2e',
    credentials: AT,
    sender_name: 'DUKAOFA',
    sender_state: 'approved',
    price_per_part: 25,
  });
  const product = await send('post', '/api/products', {
    name: `Mchele ${suffix}`,
    price: 4000,
    category: 'food_beverages',
    stock: 50,
  });
  // Amina owes and agreed to SMS offers; Baraka owes but never agreed; Chausiku agreed but owes nothing.
  const customer = (name: string, phone: string) => send('post', '/api/customers', { name, phone, language: 'en' });
  const amina = await customer('Amina', '0754 555 101');
  const baraka = await customer('Baraka', '0754 555 102');
  const chausiku = await customer('Chausiku', '0754 555 103');
  for (const c of [amina, chausiku])
    await send('put', `/api/customers/${c.id}/consent`, { channel: 'sms', state: 'opted_in', words: 'Ndiyo' }, 200);
  for (const c of [amina, baraka])
    await send('post', '/api/debts', {
      direction: 'receivable',
      customer_id: c.id,
      amount: 12000,
      opened_on: daysAgo(20),
    });
  return { gateway, product, amina };
}

test('an SMS offer to customers who owe: count, preview with cost, send, delivered, clicked, an order counted', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { gateway, product } = await newShop(page, baseURL!);

  // The hub → SMS campaigns → a new campaign.
  await page.goto('/dashboard/marketing');
  await expect(page.getByRole('heading', { name: 'Marketing', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New campaign' }).first().click();
  await expect(page.getByRole('heading', { name: 'New campaign' })).toBeVisible();
  await page.getByLabel('Campaign name').fill('Madeni Novemba');

  // Who owes more than TZS 5,000 for more than 7 days: Amina and Baraka; Baraka never agreed.
  await page.getByRole('button', { name: 'Add a condition' }).click();
  const fact = page.getByTestId('audience-fact');
  await fact.getByLabel('Amount (TZS)').fill('5000');
  await fact.getByLabel('Days', { exact: true }).fill('7');
  await expect(page.getByText('1 of 2 customers will get it')).toBeVisible();
  await expect(page.getByText('1 never agreed to offers')).toBeVisible();

  await page.getByLabel('Text in English').fill('Hi {name}, pay what you owe and get 10% off rice: {link}');
  // The form's count is the bill's: the preview must say the same number of SMS.
  const counter = page.getByTestId('sms-counter-en');
  await expect(counter).toContainText('GSM-7');
  const parts = /· (\d+) SMS per customer/.exec((await counter.textContent())!)![1];
  await page.getByLabel('Opens an order page').check();
  await page.getByLabel('The product of the order page').selectOption({ label: product.name });
  // The journey runs at any hour: the whole day is sending time.
  await page.getByLabel('From').fill('00:00');
  await page.getByLabel('Until').fill('23:59');
  await page.getByRole('button', { name: 'Save and preview' }).click();

  // The preview: the SMS as Amina gets it (with the opt-out hint), and the cost in TZS.
  await expect(page.getByRole('heading', { name: 'Preview: Madeni Novemba' })).toBeVisible();
  await expect(page.getByText('Reply STOP to opt out').first()).toBeVisible();
  await expect(page.getByText(`${parts} SMS × TZS 25`)).toBeVisible();
  await page.getByRole('button', { name: 'Send now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send to 1 customers now?' });
  await confirm.getByRole('button', { name: 'Send now' }).click();

  // The results: sent, then delivered once Africa's Talking reports it.
  await expect(page.getByRole('heading', { name: 'Madeni Novemba' })).toBeVisible();
  const stat = (label: string) => page.getByTestId(`result-${label}`);
  await expect(stat('sent')).toContainText('1', { timeout: 20_000 });
  expect(fake.messages).toHaveLength(1);
  const sms = fake.messages[0]!;
  expect(sms.number).toBe('+255754555101');
  expect(sms.from).toBe('DUKAOFA');
  expect(sms.text).toMatch(/^Hi Amina, pay what you owe and get 10% off rice: http\S+\/c\/\S+\nReply STOP to opt out/);
  const report = await fake.postReport(gateway.callback_urls.delivery, sms, 'Success');
  expect(report.status).toBe(200);
  // Reports come after the campaign is done: the page reads its figures again every half minute; a
  // merchant who wants them now reloads.
  await page.reload();
  await expect(stat('delivered')).toContainText('1');

  // Amina opens her link: an order page for the rice; she orders.
  const link = new URL(/http\S+\/c\/\S+/.exec(sms.text)![0]);
  const customer = await page.context().browser()!.newPage({ baseURL });
  await customer.goto(link.pathname);
  await expect(customer.getByRole('heading', { name: 'Your order', level: 1 })).toBeVisible();
  await expect(customer.getByText(product.name).first()).toBeVisible();
  const phone = customer.getByLabel('Phone number');
  if (await phone.isVisible()) await phone.fill('0754 555 101');
  const name = customer.getByLabel(/^Name/);
  if (await name.isVisible()) await name.fill('Amina');
  await customer.getByRole('radio', { name: 'Cash' }).check();
  await customer.getByRole('button', { name: 'Place order' }).click();
  await expect(customer.getByText('Order submitted').first()).toBeVisible();
  await customer.close();

  // The results count the click and the order as the campaign's.
  await page.reload();
  await expect(stat('clicked')).toContainText('1');
  await expect(stat('ordered')).toContainText('1');
  await page.screenshot({ path: 'test-results/campaign-results-en.png', fullPage: true });

  // In Swahili on a phone: the same results fit 360 px.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByLabel('Language').selectOption('sw');
  await expect(page.getByText('Kampeni').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/campaign-results-sw-360.png', fullPage: true });
});
