import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { botCustomer } from './bot-customer.ts';

// The operators' console (issue 29) at a phone's width: the demo operator signs in, finds the demo
// shop and suspends it; the site's chat widget and an order page the bot gave earlier both say, in
// English and Swahili, that it is not taking orders; the operator reinstates it, marks a contact
// message handled, and finds both in the audit log. The demo shop is shared with every journey:
// it is reinstated after the test, whatever happened.

const PORT = Number(process.env.E2E_PORT ?? 4391);
const APP = `http://localhost:${PORT}`;
const OPERATOR = { email: 'operator@duka.chat', password: 'operator12345' };
const EN = 'This shop is not taking orders right now.';
const SW = 'Duka hili halipokei oda kwa sasa.';

test.use({ viewport: { width: 360, height: 780 } });

async function signedIn(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/auth/login', { data: who, headers: { origin: APP } });
  expect(res.status(), await res.text()).toBe(200);
}

async function demoShopId(request: APIRequestContext): Promise<string> {
  const list = await (await request.get('/api/operator/shops?q=Mama%20Neema')).json();
  const shop = list.items.find((s: { name: string }) => s.name === 'Duka la Mama Neema');
  expect(shop, JSON.stringify(list)).toBeTruthy();
  return shop.id;
}

test.afterEach(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: APP });
  await signedIn(api, OPERATOR);
  const id = await demoShopId(api);
  // 409 when it is not suspended: nothing to undo.
  await api.post(`/api/operator/shops/${id}/reinstate`, { data: { reason: 'e2e clean-up' }, headers: { origin: APP } });
  await api.dispose();
});

/** An order link the demo bot gives a widget customer (made before the suspension). */
async function orderLinkFromTheBot(request: APIRequestContext): Promise<string> {
  await signedIn(request, { email: 'demo@duka.chat', password: 'demo12345' });
  const suffix = Date.now().toString(36);
  const made = await request.post('/api/products', {
    data: { name: `Chapati ${suffix}`, price: 500, category: 'food_beverages', stock: 20 },
    headers: { origin: APP },
  });
  expect(made.status(), await made.text()).toBe(201);
  const product = await made.json();
  await request.post('/api/auth/logout', { headers: { origin: APP } });
  const bot = botCustomer(request);
  await bot.send('hi');
  let r = await bot.send(`s:products:p:${product.id}`, 'interactive');
  r = await bot.tap(r, 'Add to basket');
  r = await bot.tap(r, '1');
  r = await bot.tap(r, 'Checkout');
  const link = /https?:\/\/\S+\/cart\?token=\S+/.exec(bot.text(r))?.[0];
  expect(link, bot.text(r)).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

async function actInDialog(page: Page, button: string, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Reason|Note/).fill(reason);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toHaveCount(0);
}

test('an operator suspends the demo shop, its chat and order page refuse, then reinstates it', async ({
  page,
  request,
}) => {
  const orderPage = await orderLinkFromTheBot(request);
  const contactName = `Operator e2e ${Date.now().toString(36)}`;
  const sent = await request.post('/api/contact', {
    data: {
      name: contactName,
      email: 'e2e@example.com',
      phone: '0754 123 456',
      message: 'Please call me back.',
      website: '',
    },
    headers: { origin: APP },
  });
  expect(sent.status()).toBe(201);

  // A visitor is sent to sign in, and back to the console.
  await page.goto('/operator/shops');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/operator\/shops$/);

  // Find the demo shop and suspend it, with the reason.
  await page.getByLabel('Search shops').fill('Mama Neema');
  await page.getByLabel('Search shops').press('Enter');
  const card = page.getByTestId('operator-shop').filter({ hasText: 'Duka la Mama Neema' });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Suspend' }).click();
  await actInDialog(page, 'Suspend', 'Checking reports of fraud');
  await expect(card.getByTestId('suspended-reason')).toContainText('Checking reports of fraud');
  await expect(card.getByRole('button', { name: 'Reinstate' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The site's chat widget says so, in both languages, as it opens.
  const visitor = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 360, height: 780 } });
  await visitor.goto('/');
  await visitor.locator('duka-chat .dc-bubble').click();
  const chat = visitor.getByRole('dialog', { name: 'Chat with us' });
  await expect(chat.locator('.dc-msg-bot').first()).toContainText(EN);
  await expect(chat.locator('.dc-msg-bot').first()).toContainText(SW);

  // The order page the bot gave before says so too (English here; the API answers Swahili on request).
  await visitor.goto(orderPage);
  await expect(visitor.getByRole('heading', { name: 'Not taking orders' })).toBeVisible();
  await expect(visitor.getByRole('alert').filter({ hasText: EN })).toBeVisible();
  const token = new URL(orderPage, APP).searchParams.get('token')!;
  const inSwahili = await request.get(`/api/v1/order?token=${encodeURIComponent(token)}`, {
    headers: { 'accept-language': 'sw' },
  });
  expect(inSwahili.status()).toBe(409);
  expect((await inSwahili.json()).message).toBe(SW);

  // The owner is told why, in the dashboard (in the owner's language: the demo owner's is Swahili).
  const signedIn = await visitor.request.post('/api/auth/login', {
    data: { email: 'demo@duka.chat', password: 'demo12345' },
    headers: { origin: APP },
  });
  expect(signedIn.status()).toBe(200);
  await visitor.goto('/dashboard');
  const banner = visitor.getByRole('alert').filter({ hasText: /Your shop is suspended|Duka lako limesimamishwa/ });
  await expect(banner).toContainText('Checking reports of fraud');
  await visitor.close();

  // Reinstated: the card says so.
  await card.getByRole('button', { name: 'Reinstate' }).click();
  await actInDialog(page, 'Reinstate', 'Reports checked');
  await expect(card.getByRole('button', { name: 'Suspend' })).toBeVisible();
  await expect(card.getByTestId('suspended-reason')).toHaveCount(0);

  // The contact message is marked handled.
  await page.getByRole('link', { name: 'Messages' }).click();
  const message = page.getByTestId('contact-message').filter({ hasText: contactName });
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Mark handled' }).click();
  await expect(message).toHaveCount(0); // the "New" list no longer has it
  await page.getByRole('tab', { name: 'Handled' }).click();
  await expect(page.getByTestId('contact-message').filter({ hasText: contactName })).toContainText('Handled by');

  // The audit log shows the suspension, the reinstatement and the handled message, newest first.
  await page.getByRole('link', { name: 'Audit log' }).click();
  const log = page.getByTestId('operator-action');
  await expect(log.nth(0)).toContainText('Marked a message handled');
  await expect(log.nth(1)).toContainText('Reinstated a shop');
  await expect(log.nth(1)).toContainText('Duka la Mama Neema');
  await expect(log.nth(2)).toContainText('Suspended a shop');
  await expect(log.nth(2)).toContainText('Checking reports of fraud');
  await expect(log.nth(2)).toContainText(OPERATOR.email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a shop owner gets the not-found page at /operator', async ({ page }) => {
  await page.request.post('/api/auth/login', {
    data: { email: 'demo@duka.chat', password: 'demo12345' },
    headers: { origin: APP },
  });
  const res = await page.goto('/operator');
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('operator-shops')).toHaveCount(0);
});
