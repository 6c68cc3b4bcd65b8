import { expect, test } from '@playwright/test';
import { botCustomer } from './bot-customer.ts';
import { signInAsDemo } from './sign-in.ts';
import { watchViolations } from './csp-watch.ts';

// The order page end to end: a customer chats with the demo bot (the real bot API), puts a
// customisable product and a plain one in the basket, checks out, opens the link, picks another
// variant and an add-on, gives a phone number and sends the order; the merchant finds it in the
// orders list. A second visit of the link says the order was already submitted.

test('order page: bot checkout link → variant and add-on → submitted → in the orders list; the link then says already submitted', async ({
  page,
  request,
  baseURL,
}) => {
  const violations = await watchViolations(page);
  await signInAsDemo(page, '/dashboard/orders');
  const suffix = Date.now().toString(36);
  const create = async (data: Record<string, unknown>) => {
    const res = await page.request.post('/api/products', { data, headers: { origin: baseURL! } });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
  const kanga = await create({
    name: `Kanga ${suffix}`,
    price: 15000,
    category: 'clothing_accessories',
    variants: [
      { name: 'Red', price: 15000, stock: 5 },
      { name: 'Blue', price: 16000, stock: 5 },
    ],
    addon_groups: [
      {
        name: 'Wrap',
        min: 0,
        max: 1,
        options: [
          { name: 'Gift box', price: 2500 },
          { name: 'Paper', price: 500 },
        ],
      },
    ],
  });
  const chai = await create({ name: `Chai ${suffix}`, price: 2000, category: 'food_beverages', stock: 10 });

  // The chat: hi → browse → the kanga (red, no wrap, 1) → add more → the chai (2) → checkout.
  const bot = botCustomer(request);
  let r = await bot.send('hi');
  await bot.tap(r, 'Browse');
  r = await bot.send(`s:products:p:${kanga.id}`, 'interactive');
  r = await bot.tap(r, 'Red');
  r = await bot.tap(r, 'No, thanks');
  r = await bot.tap(r, '1');
  await bot.tap(r, 'Add more');
  r = await bot.send(`s:products:p:${chai.id}`, 'interactive');
  r = await bot.tap(r, 'Add to basket');
  r = await bot.tap(r, '2');
  r = await bot.tap(r, 'Checkout');
  const link = /https?:\/\/\S+\/cart\?token=\S+/.exec(bot.text(r))?.[0];
  expect(link, bot.text(r)).toBeTruthy();
  const url = new URL(link!);

  // The page: the header, the kanga to customise, the chai as a plain line.
  await page.goto(`${url.pathname}${url.search}`);
  // No draft number: the order gets the shop's number (the one the chat and dashboard say) when sent.
  await expect(page.getByRole('heading', { name: 'Your order', level: 1 })).toBeVisible();
  await expect(page.getByText(/#[0-9A-F]{8}/)).toHaveCount(0);
  await expect(page.getByText('Duka la Mama Neema').first()).toBeVisible();
  const total = page.getByTestId('order-total');
  await expect(total).toHaveText('TZS 19,000');
  const card = page.getByRole('article', { name: `Kanga ${suffix}` });
  await card.getByRole('radio', { name: /Blue/ }).check();
  await card.getByRole('checkbox', { name: /Gift box/ }).check();
  await expect(total).toHaveText('TZS 22,500');
  await expect(page.getByRole('region', { name: 'Also in your order' }).getByText(`Chai ${suffix}`)).toBeVisible();

  // A widget chat does not know the number: a wrong one is refused on the page.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Enter your phone number so the shop can reach you.')).toBeVisible();
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Enter a valid phone number, for example 0754 123 456.')).toBeVisible();
  // 05xx has a Tanzanian number's length but no network: the server refuses it, on the field.
  await page.getByLabel('Phone number').fill('0512 345 678');
  await expect(page.getByText('Enter a valid phone number, for example 0754 123 456.')).toBeHidden();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Enter a valid phone number, for example 0754 123 456.').first()).toBeVisible();
  await page.getByLabel('Phone number').fill('0754 321 987');
  await page.getByLabel(/^Name/).fill(`Neema ${suffix}`);
  await page.getByRole('radio', { name: 'Cash' }).check();
  // on a phone: the success toast must leave the EN/SW switch free
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByText('Order submitted').first()).toBeVisible();
  const toastBox = (await page.getByRole('status').filter({ hasText: 'Order submitted' }).boundingBox())!;
  const switchBox = (await page.getByRole('group', { name: 'Language' }).boundingBox())!;
  expect(
    toastBox.y >= switchBox.y + switchBox.height ||
      toastBox.x >= switchBox.x + switchBox.width ||
      switchBox.x >= toastBox.x + toastBox.width,
  ).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByText('Your order has been submitted successfully').first()).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())!.replace(/\D/g, '');
  expect(Number(number)).toBeGreaterThan(0);

  // The bot confirmed it in the chat (the widget fetches such messages with this call).
  const history = await request.get(`/plugin/conversation/demo/messages?chat_id=${bot.chatId}`);
  expect(history.status()).toBe(200);
  const said = JSON.stringify((await history.json()).messages.map((m: any) => m.content));
  expect(said).toContain(`#${number} (TZS 22,500)`);

  // The merchant sees it.
  // The order page and the back-office keep to their Content-Security-Policy (issue 12).
  expect(await violations()).toEqual([]);
  await page.goto('/dashboard/orders');
  const row = page.getByRole('row', { name: new RegExp(`#${number}\\b`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`Neema ${suffix}`);
  await expect(row).toContainText('TZS 22,500');
  await row.getByRole('link', { name: `Order #${number}` }).click();
  await expect(page.getByText('Gift box').first()).toBeVisible();

  // The link works once.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Order already submitted' })).toBeVisible();
  await expect(page.getByText(`This order has already been submitted as order #${number}.`)).toBeVisible();
});
