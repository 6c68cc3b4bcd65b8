import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// What a shop owner and their staff trip over in the back-office on a 360 px phone (issue 13):
// cards cut off on Home, cramped inputs, toasts over the order's actions, internal names in
// Access Denied messages, links and tasks that a member's permissions do not allow.

const PHONE = { width: 360, height: 780 };
const LONG_NAME = 'Bi. Mwanaisha Abdallah Mohamedi Kassim wa Mtoni';

async function post(page: Page, baseURL: string, path: string, data: unknown) {
  const res = await page.request.post(path, { data, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/** A product dear enough that the day's sales need many digits, and orders for a customer with a long name. */
async function seedOrders(page: Page, baseURL: string, count: number) {
  const suffix = Date.now().toString(36);
  const product = await post(page, baseURL, '/api/products', { category: 'electronics', name: `Simu janja ${suffix}`, price: 1_250_000, stock: 100 });
  const orders: { id: string }[] = [];
  for (let i = 0; i < count; i++) {
    orders.push(
      await post(page, baseURL, '/api/orders', {
        customer: { phone: `0754${String(Date.now()).slice(-4)}${10 + i}`, name: LONG_NAME },
        lines: [{ product_id: product.id, quantity: 9 }],
      }),
    );
  }
  return orders;
}

/** Every element's right edge is inside the viewport (and nothing widens the page). */
async function expectWithinViewport(page: Page, items: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = (await items.nth(i).boundingBox())!;
    expect(box.x + box.width, `item ${i} right edge`).toBeLessThanOrEqual(PHONE.width);
  }
}

test('Home on a phone: no card is wider than the screen, even with big sales and long names', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  await signInAsDemo(page, '/dashboard/orders');
  await seedOrders(page, baseURL!, 3);
  await page.goto('/dashboard');
  await expect(page.getByText(LONG_NAME).first()).toBeVisible();
  await expectWithinViewport(page, page.locator('main section'));
});
