import { expect, test, type Page } from '@playwright/test';
import { pickFromProductList, sheetRow } from './product-list.ts';
import { signInAsDemo } from './sign-in.ts';

// Issue 15 as a newcomer to the demo lives it: an order from the demo widget, paid on the order
// page through the demo's sandbox provider and approved on the simulated phone; the merchant sees
// it paid and in the ledger, and the bot confirms in the widget. Then the other way: declined,
// tried again, and cash on delivery in the end. Screenshots at 360 px of every payment screen.

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/pay-${name}.png`, fullPage: true });

/** Widget → Hello → Pilau ya Nyama → checkout → order page → placed; answers the order's number. */
async function placeWidgetOrder(page: Page, phone: string): Promise<string> {
  await page.goto('/');
  await page.locator('duka-chat .dc-bubble').click();
  const chat = page.getByRole('dialog', { name: 'Chat with us' });
  const input = chat.getByPlaceholder('Compose a message');
  await expect(chat.locator('.dc-msg-bot').first()).toContainText('Welcome to');
  await input.fill('Hello');
  await input.press('Enter');
  await expect(chat.getByRole('button', { name: 'Browse products' }).last()).toBeVisible();
  await chat.getByRole('button', { name: 'Browse products' }).last().click();
  await pickFromProductList(page, chat, 'Pilau ya Nyama');
  const lists = chat.locator('.dc-choice[aria-haspopup="dialog"]');
  const before = await lists.count();
  await chat.getByRole('button', { name: 'Sahani ya kawaida' }).last().click();
  // The bot offers a drink as a list; it is left for the order page.
  await expect(lists).toHaveCount(before + 1);
  await lists.last().click();
  await sheetRow(page, 'No, thanks').click();
  await chat.getByRole('button', { name: '1', exact: true }).last().click();
  await chat.getByRole('button', { name: 'Checkout' }).last().click();
  const link = chat.locator('a[href*="/cart?token="]').last();
  await expect(link).toBeVisible();
  const url = new URL((await link.getAttribute('href'))!);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId('order-total')).toHaveText('TZS 8,000');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel(/^Name/).fill('Baraka Mollel');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Order submitted').first()).toBeVisible();
  return (await page.getByTestId('order-number').textContent())!.replace(/\D/g, '');
}

/** Opens the sandbox's simulated phone of the waiting payment and approves or declines it there. */
async function answerOnPhone(page: Page, decision: 'Approve' | 'Decline') {
  const link = page.getByRole('link', { name: 'Sandbox: open the simulated phone' });
  const [phone] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await phone.setViewportSize({ width: 360, height: 700 });
  await expect(phone.getByText('SANDBOX · no real money')).toBeVisible();
  await expect(phone.getByText('Pay TZS 8,000 to Duka la Mama Neema?')).toBeVisible();
  await phone.getByLabel('Enter PIN').fill('1234');
  await shot(phone, 'simulated-phone');
  await phone.getByRole('button', { name: decision }).click();
  await expect(phone.getByTestId('phone-outcome')).toHaveText(
    decision === 'Approve' ? 'Payment approved' : 'Payment declined',
  );
  await phone.close();
}

test('widget order → pay with the sandbox → approve on the simulated phone → paid, in the ledger, confirmed in the chat', async ({
  page,
}) => {
  test.slow();
  const number = await placeWidgetOrder(page, '0754 765 432');

  const pay = page.getByRole('region', { name: 'Pay with mobile money' });
  await expect(pay).toBeVisible();
  await expect(pay.getByLabel('Phone number')).toHaveValue('0754765432');
  // 075… is an M-Pesa prefix; a 068… number switches the suggestion to Airtel, and back.
  await expect(pay.getByLabel('Network')).toHaveValue('mpesa');
  await pay.getByLabel('Phone number').fill('+255 68 123 4567');
  await expect(pay.getByLabel('Network')).toHaveValue('airtel');
  await pay.getByLabel('Phone number').fill('754765432');
  await expect(pay.getByLabel('Network')).toHaveValue('mpesa');
  await shot(page, 'form');
  await pay.getByRole('button', { name: 'Send payment request' }).click();

  await expect(page.getByTestId('pay-waiting')).toHaveText('Check your phone');
  await expect(page.getByText('Check your phone and enter your PIN to approve TZS 8,000.')).toBeVisible();
  await shot(page, 'waiting');
  await answerOnPhone(page, 'Approve');
  // The waiting screen updates by itself.
  await expect(page.getByTestId('pay-paid')).toHaveText('Payment received');
  await expect(page.getByText('0754765432')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(page, 'paid');
  // Reopening the link later still says so.
  await page.reload();
  await expect(page.getByTestId('pay-paid')).toHaveText('Payment received');

  // The bot confirms in the widget, through the workflow's message for Paid.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.locator('duka-chat .dc-bubble').click();
  await expect(
    page
      .getByRole('dialog', { name: 'Chat with us' })
      .getByText(`We have received your payment for order #${number}. Thank you!`),
  ).toBeVisible();

  await signInAsDemo(page, '/dashboard/orders');
  const row = page.getByRole('row', { name: new RegExp(`#${number}\\b`) });
  await expect(row).toContainText('Paid');
  await page.goto('/dashboard/transactions?kind=payment');
  await expect(
    page.getByTestId('transaction-table').getByRole('row', { name: new RegExp(`#${number}\\b`) }),
  ).toContainText('+TZS 8,000');
});

test('decline on the simulated phone → the reason → try again → pay cash on delivery', async ({ page }) => {
  test.slow();
  const number = await placeWidgetOrder(page, '0685 111 222');
  const pay = page.getByRole('region', { name: 'Pay with mobile money' });
  await expect(pay.getByLabel('Network')).toHaveValue('airtel');
  await pay.getByRole('button', { name: 'Send payment request' }).click();
  await expect(page.getByTestId('pay-waiting')).toBeVisible();
  await answerOnPhone(page, 'Decline');

  await expect(page.getByTestId('pay-failed')).toHaveText('Payment failed');
  await expect(page.getByText('Reason: The customer declined the payment on their phone.')).toBeVisible();
  await shot(page, 'failed');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(pay.getByRole('button', { name: 'Send payment request' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay cash on delivery' }).click();
  await expect(page.getByTestId('pay-cash')).toHaveText('Cash on delivery');
  await expect(page.getByText('You will pay TZS 8,000 in cash when you receive your order.')).toBeVisible();
  await shot(page, 'cash');

  // In Swahili too, after reopening the link.
  await page.reload();
  await page.getByRole('button', { name: 'sw', exact: true }).click();
  await expect(page.getByTestId('pay-cash')).toHaveText('Taslimu unapopokea');
  await page.getByRole('button', { name: 'en', exact: true }).click();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsDemo(page, '/dashboard/orders');
  await expect(page.getByRole('row', { name: new RegExp(`#${number}\\b`) })).toContainText('Pending');
});

// An expiry takes 15 minutes of a real push: the answers are stood in for to see its screen.
test('a payment request that expired: its screen on a reopened link, at 360 px', async ({ page }) => {
  const payment = {
    id: '00000000-0000-4000-8000-000000000001',
    status: 'expired',
    reason: 'expired',
    phone: '+255754765432',
    network: 'mpesa',
    amount: 8000,
    currency: 'TZS',
    expires_at: new Date().toISOString(),
    created_at: new Date().toISOString(),
    sandbox_url: null,
  };
  const state = {
    shop_name: 'Duka la Mama Neema',
    language: 'en',
    order_number: 7,
    total: 8000,
    currency: 'TZS',
    payable: true,
    paid: false,
    cash_on_delivery: false,
    networks: ['mpesa', 'airtel'],
    phone: '+255754765432',
    payment,
  };
  await page.route('**/api/v1/order?token=*', (route) =>
    route.fulfill({
      status: 409,
      json: { code: 'order_link_used', message: 'This order has already been submitted as order #7.' },
    }),
  );
  await page.route('**/api/v1/order/payment?token=*', (route) => route.fulfill({ json: state }));
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/cart?token=stand-in');
  await expect(page.getByTestId('pay-expired')).toHaveText('Payment request expired');
  await expect(page.getByText('The request was not approved in time. Nothing was paid.')).toBeVisible();
  await shot(page, 'expired');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Pay with mobile money' }).getByLabel('Phone number')).toHaveValue(
    '0754765432',
  );
});
