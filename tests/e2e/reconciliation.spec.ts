import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// Issue 25, as the demo shop's owner lives it on a 360 px phone: a cash order gets a mobile-money
// request on its page; before the customer approves, the owner takes cash and marks it paid. The
// approval still arrives (the money did come in): it is booked once, as money the order did not
// need, and waits in reconciliation with "refund" and "keep as the customer's credit". Kept, the
// shop owes it to the customer in the debt book. The screen is looked at in English and Swahili.

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/reconciliation-${name}.png`, fullPage: true });

test('paid twice → an overpayment in reconciliation → kept as the customer’s credit, in the debt book', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsDemo(page, '/dashboard/transactions');
  const headers = { origin: baseURL! };
  const post = async (path: string, data: unknown, status = 201) => {
    const res = await page.request.post(path, { data, headers });
    expect(res.status(), await res.text()).toBe(status);
    return res.json();
  };
  const suffix = Date.now().toString(36);
  const product = await post('/api/products', {
    name: `Kanga ${suffix}`,
    price: 10000,
    category: 'clothing_accessories',
    stock: 5,
  });
  const customer = `Rehema ${suffix}`;
  // A number of this run's own: the shop keeps the first name it has for a number.
  const number = `0757${String(Date.now()).slice(-6)}`;
  const order = await post('/api/orders', {
    customer: { phone: number, name: customer },
    lines: [{ product_id: product.id, quantity: 1 }],
  });
  expect(order.payment_method).toBe('cash');
  const push = await post(`/api/orders/${order.id}/payments`, { phone: number, network: 'mpesa' });
  // The demo's sandbox: its simulated phone's address is the push's reference.
  expect(push.provider_reference).toMatch(/^SBX/);
  // The owner takes cash meanwhile; then the customer approves on the simulated phone.
  await post(`/api/orders/${order.id}/transitions`, { to: 'paid' }, 200);
  const phone = await page.context().newPage();
  await phone.goto(`/sandbox/phone/${push.provider_reference}`);
  await phone.getByLabel('Enter PIN').fill('1234');
  await phone.getByRole('button', { name: 'Approve' }).click();
  await expect(phone.getByTestId('phone-outcome')).toHaveText('Payment approved');
  await phone.close();

  // Booked once each: the cash and the payment; what the order did not need is flagged.
  const refundable = await (await page.request.get(`/api/orders/${order.id}/refundable`)).json();
  expect(refundable.paid_in).toBe(20000);

  await page.goto('/dashboard/transactions');
  await page.getByTestId('reconciliation-link').click();
  const screen = page.getByTestId('reconciliation');
  const item = screen.getByRole('listitem').filter({ hasText: new RegExp(`Order #${order.number}\\b`) });
  await expect(item).toContainText('Paid beyond what the order still owed: TZS 10,000 more.');
  await expect(item.getByRole('button', { name: 'Refund from the account' })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Reopen the order' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(page, 'en-360');

  // In Swahili too.
  await page.evaluate(() => localStorage.setItem('language', 'sw'));
  await page.reload();
  await expect(screen.getByRole('listitem').filter({ hasText: new RegExp(`Oda #${order.number}\\b`) })).toContainText(
    'Imelipwa zaidi ya kilichokuwa kinadaiwa: TZS 10,000 zaidi.',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(page, 'sw-360');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();

  await item.getByRole('button', { name: "Keep as the customer's credit" }).click();
  await expect(page.getByText('Done.')).toBeVisible();
  await expect(screen.getByRole('listitem').filter({ hasText: new RegExp(`Order #${order.number}\\b`) })).toHaveCount(
    0,
  );
  const owed = await (await page.request.get('/api/debts?direction=payable')).json();
  expect(JSON.stringify(owed)).toContain(customer);
  // The customer's page says what the shop owes them.
  await page.goto(`/dashboard/customers/${order.customer.id}`);
  await expect(page.getByTestId('customer-credit')).toHaveText(
    'Their credit with you: you owe them TZS 10,000 (money they paid that an order did not need).',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(page, 'customer-credit-en-360');
});
