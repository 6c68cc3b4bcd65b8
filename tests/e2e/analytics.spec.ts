import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { botCustomer } from './bot-customer.ts';
import { signInAsDemo } from './sign-in.ts';

// Issue 17 as the owner lives it: /analytics open on today, a customer orders through the site's
// chat (the widget's bot API, then the order page in another tab), and the owner's figures move
// within 2 s without a reload (the live stream), on /analytics and on the home page's card: the order
// shows in the latest orders at once and counts as a sale once it is paid (one definition of a sale,
// migration 0021). Then the same screen in Swahili and on a phone.

test('analytics: a widget order shows within 2 s without a reload; Swahili; 360 px without overflow', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInAsDemo(page, '/dashboard/orders');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Analytics' }).click();
  await page.getByRole('combobox', { name: 'Period' }).selectOption('today');
  await expect(page).toHaveURL(/\/dashboard\/analytics\?range=today$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByTestId('live-badge')).toHaveAttribute('data-status', 'live');
  await expect(page.getByTestId('live-badge')).toContainText('Live');
  const orders = page.getByTestId('figure-orders');
  await expect(orders).toHaveText(/^\d+$/);
  const before = Number(await orders.textContent());

  // A product of its own, so the order is this run's whatever else the demo shop holds.
  const suffix = Date.now().toString(36);
  const res = await page.request.post('/api/products', {
    data: { name: `Mchele ${suffix}`, price: 3500, category: 'food_beverages', stock: 20 },
    headers: { origin: baseURL! },
  });
  expect(res.status(), await res.text()).toBe(201);
  const rice = await res.json();

  // The home page open in another tab follows the same stream: today's card and the latest orders.
  const home = await context.newPage();
  await home.goto('/dashboard');
  await expect(home.getByTestId('live-badge')).toHaveAttribute('data-status', 'live');
  const homeOrders = home.getByTestId('figure-orders');
  await expect(homeOrders).toHaveText(/^\d+$/);
  const homeBefore = Number(await homeOrders.textContent());

  // The customer: the widget's chat picks the product and checks out; the link opens in another tab.
  const bot = botCustomer(request);
  let r = await bot.send('hi');
  await bot.tap(r, 'Browse');
  r = await bot.send(`s:products:p:${rice.id}`, 'interactive');
  r = await bot.tap(r, 'Add to basket');
  r = await bot.tap(r, '2');
  r = await bot.tap(r, 'Checkout');
  const link = /https?:\/\/\S+\/cart\?token=\S+/.exec(bot.text(r))?.[0];
  expect(link, bot.text(r)).toBeTruthy();
  const url = new URL(link!);
  const shop = await context.newPage();
  await shop.goto(`${url.pathname}${url.search}`);
  // A phone of this run's own: the shop keeps the first name it has for a number, and another journey
  // (order-page.spec.ts) checks the name its own order shows.
  await shop.getByLabel('Phone number').fill(`0755${String(Date.now()).slice(-6)}`);
  await shop.getByLabel(/^Name/).fill(`Juma ${suffix}`);
  await shop.getByRole('radio', { name: 'Cash' }).check();
  await shop.getByRole('button', { name: 'Place order' }).click();
  await expect(shop.getByText('Order submitted').first()).toBeVisible();

  // The owner's tabs were never reloaded: the stream brought the order into the latest orders; it is
  // no sale yet (cash, not paid).
  await expect(home.getByRole('link', { name: new RegExp(`Juma ${suffix}`) })).toBeVisible({ timeout: 2000 });
  await expect(orders).toHaveText(String(before));
  await expect(homeOrders).toHaveText(String(homeBefore));
  // The cash is handed over: marked paid, the sale shows on both tabs within 2 s.
  const found = await page.request.get(`/api/orders?q=${encodeURIComponent(`Juma ${suffix}`)}`);
  const [placed] = (await found.json()).items;
  const paid = await page.request.post(`/api/orders/${placed.id}/transitions`, {
    data: { to: 'paid' },
    headers: { origin: baseURL! },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const submitted = Date.now();
  await expect(orders).toHaveText(String(before + 1), { timeout: 2000 });
  expect(Date.now() - submitted).toBeLessThan(2000);
  await expect(homeOrders).toHaveText(String(homeBefore + 1), { timeout: 2000 });
  await home.close();
  await shop.close();
  // The sales chart by hour (a shop without an order today showed a helpful message instead).
  await expect(page.getByRole('heading', { name: 'Sales by hour' })).toBeVisible();
  await expect(page.getByText('No orders in this period')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Best sellers: By quantity' })).toContainText(`Mchele ${suffix}`);

  // Swahili, and the period kept in the URL through a reload.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('sw');
  await expect(page.getByRole('heading', { level: 1, name: 'Takwimu' })).toBeVisible();
  await expect(page.getByTestId('live-badge')).toContainText('Moja kwa moja');
  await page.getByRole('combobox', { name: 'Kipindi' }).selectOption('7d');
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await page.getByRole('combobox', { name: 'Kipindi' }).selectOption('yesterday');
  await expect(page).toHaveURL(/range=yesterday/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Kipindi' })).toHaveValue('yesterday');
  await page.getByRole('combobox', { name: 'Kipindi' }).selectOption('today');
  await expect(page.getByTestId('busiest-words')).toContainText('Oda nyingi huja siku za');

  // A phone: the cards stack and the heatmap scrolls inside its card, never the page.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByTestId('figure-orders')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const heatmap = page.getByTestId('heatmap-scroll');
  expect(await heatmap.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await page.screenshot({ path: 'test-results/analytics-360-sw.png', fullPage: true });
  // Tables, the heatmap and the badge pass axe-core (no serious or critical violation).
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/analytics-1280-sw.png', fullPage: true });

  // The home page's card reads the same overview of today, with the way to the full screen.
  const figure = await page.getByTestId('figure-orders').textContent();
  await page.getByRole('navigation').getByRole('link', { name: 'Mwanzo' }).click();
  await expect(page.getByTestId('figure-orders')).toHaveText(figure!);
  await page.getByRole('link', { name: 'Tazama takwimu zote' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
});
