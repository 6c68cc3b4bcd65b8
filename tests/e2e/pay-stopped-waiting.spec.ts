import { expect, test, type Page } from '@playwright/test';

// Issue 25, "pending is not expired", as the customer sees it on the order page: when our wait for
// the push ends without the provider's verdict, the page stops waiting (it never says "expired,
// nothing was paid" on a guess), says that an approval given meanwhile still counts, and offers a
// new request and cash. Our wait is 15 minutes of a real push: the server's answers are stood in
// for (the server side is proven in src/server/modules/payments/payment-lifecycle.test.ts).

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/pay-${name}.png`, fullPage: true });

function standIn(page: Page, expiresAt: string, status: 'pending' | 'unknown', polled: 'pending' | 'unknown') {
  const payment = {
    id: '00000000-0000-4000-8000-000000000002',
    status,
    reason: null,
    phone: '+255754765432',
    network: 'mpesa',
    amount: 8000,
    currency: 'TZS',
    expires_at: expiresAt,
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
  return Promise.all([
    page.route('**/api/v1/order?token=*', (route) =>
      route.fulfill({
        status: 409,
        json: { code: 'order_link_used', message: 'This order has already been submitted as order #7.' },
      }),
    ),
    page.route('**/api/v1/order/payment?token=*', (route) => route.fulfill({ json: state })),
    page.route(/\/api\/v1\/order\/payment\/[^?]+\?token=/, (route) =>
      route.fulfill({ json: { ...payment, status: polled } }),
    ),
  ]);
}

test('the wait ends while the provider still says nothing: "we stopped waiting", a new request or cash, at 360 px', async ({
  page,
}) => {
  // A push whose wait ends 3 s from now and whose status stays unsettled.
  await standIn(page, new Date(Date.now() + 3000).toISOString(), 'pending', 'unknown');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/cart?token=stand-in');
  await expect(page.getByTestId('pay-waiting')).toBeVisible();
  await expect(page.getByTestId('pay-stopped')).toHaveText('We stopped waiting', { timeout: 15_000 });
  await expect(page.getByText('your payment still counts')).toBeVisible();
  await expect(page.getByTestId('pay-expired')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay cash on delivery' })).toBeVisible();
  await shot(page, 'stopped-waiting');
  await page.getByRole('button', { name: 'Send a new request' }).click();
  await expect(page.getByRole('region', { name: 'Pay with mobile money' }).getByLabel('Phone number')).toHaveValue(
    '0754765432',
  );
});

test('a reopened link of an unknown payment past our wait, in Swahili', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('language', 'sw');
    localStorage.setItem('language-source', 'choice');
  });
  await standIn(page, new Date(Date.now() - 60_000).toISOString(), 'unknown', 'unknown');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/cart?token=stand-in');
  await expect(page.getByTestId('pay-stopped')).toHaveText('Tumeacha kusubiri');
  await expect(page.getByText('malipo yako bado yanahesabika')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tuma ombi jipya' })).toBeVisible();
  await shot(page, 'stopped-waiting-sw');
});
