import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// Point of sale: the demo owner sets the till (receipt texts, a charge, cash rounding), sells two
// products for cash, sees the change due and the receipt, and finds the sale completed in the orders.

// The e2e server seeds the demo shop without products: the test brings its own (the request shares the page's cookies).
async function createProduct(page: Page, baseURL: string, data: Record<string, unknown>) {
  const res = await page.request.post('/api/products', {
    data: { category: 'food_beverages', ...data },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('POS: settings → cash sale with change due → receipt → order completed and paid', async ({ page, baseURL }) => {
  await signInAsDemo(page, '/dashboard/settings/pos');
  const suffix = Date.now().toString(36);
  const soda = `Soda baridi ${suffix}`;
  const juice = `Juice ya embe ${suffix}`;
  await createProduct(page, baseURL!, { name: soda, price: 1250, stock: 20 });
  await createProduct(page, baseURL!, {
    name: juice,
    price: 2000,
    variants: [
      { name: 'Small', price: 2000, stock: 5 },
      { name: 'Large', price: 3000, stock: 5 },
    ],
  });

  // Settings: receipt header and footer, a fixed charge, cash rounding to 500.
  await expect(page.getByRole('heading', { name: 'Point of sale settings' })).toBeVisible();
  await page.getByLabel('Receipt header').fill('TIN 123-456-789');
  await page.getByLabel('Receipt footer').fill('Karibu tena!');
  await page.getByLabel('Cash', { exact: true }).check();
  await page.getByRole('button', { name: 'Add charge' }).click();
  await page.getByLabel('Charge name').fill('Service');
  await page.getByLabel('Charge type').selectOption('fixed');
  await page.getByLabel('Amount (TZS)').fill('300');
  await page.getByLabel('Cash rounding').selectOption('500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('POS settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Receipt footer')).toHaveValue('Karibu tena!');
  await expect(page.getByLabel('Cash rounding')).toHaveValue('500');

  // The till: 2 × soda (2,500) + a large juice (3,000) + service 300 = 5,800 → cash rounds to 6,000.
  await page.getByRole('link', { name: 'Point of sale' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/pos$/);
  const sodaTile = page.getByRole('button', { name: new RegExp(`^${soda}`) });
  await sodaTile.click();
  await expect(page.getByTestId('pos-total')).toHaveText('TZS 1,500');
  await sodaTile.click();
  await page.getByRole('button', { name: new RegExp(`^${juice}`) }).click();
  const sheet = page.getByRole('dialog', { name: juice });
  await sheet.getByLabel('Large').check();
  await sheet.getByRole('button', { name: /^Add/ }).click();
  await expect(sheet).toBeHidden();
  const cart = page.getByRole('complementary', { name: 'Cart' });
  await expect(cart.getByText('Cash rounding')).toBeVisible();
  await expect(cart.getByTestId('pos-total')).toHaveText('TZS 6,000');
  // Mobile money has no rounding: the total is the exact 5,800.
  await cart.getByText('Mobile money').click();
  await expect(cart.getByTestId('pos-total')).toHaveText('TZS 5,800');
  await cart.getByText('Cash', { exact: true }).click();
  await cart.getByLabel('Cash received').fill('10000');
  await expect(cart.getByTestId('pos-change')).toHaveText('TZS 4,000');
  await cart.getByRole('button', { name: 'Charge TZS 6,000' }).click();

  // The receipt: change due, header and footer from the settings, the server's total.
  await expect(page.getByText(/Sale #\d+ recorded/)).toBeVisible();
  const number = (await page.getByText(/Sale #\d+ recorded/).textContent())!.match(/#(\d+)/)![1]!;
  await expect(page.getByTestId('receipt-change-due')).toHaveText('TZS 4,000');
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByText('TIN 123-456-789')).toBeVisible();
  await expect(receipt.getByText('Karibu tena!')).toBeVisible();
  await expect(receipt.getByText(`2 × ${soda}`)).toBeVisible();
  await expect(receipt.getByText(`1 × ${juice} (Large)`)).toBeVisible();
  await expect(receipt.getByTestId('receipt-total')).toHaveText('TZS 6,000');
  await expect(receipt.getByText('Cash · Paid')).toBeVisible();
  // Share: the Web Share API where the browser has it, else a WhatsApp link with the receipt text.
  const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
  if (await whatsapp.count())
    expect(decodeURIComponent((await whatsapp.getAttribute('href'))!)).toContain('Karibu tena!');
  else await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  // On paper only the receipt shows.
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('button', { name: 'New sale' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // A new sale starts from an empty cart; on a 360 px phone the cart is a bar that opens a sheet.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('receipt-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'New sale' }).click();
  await expect(page.getByRole('button', { name: 'Cart (0)' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${soda}`) }).click();
  await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pos-360.png') });
  await page.getByRole('button', { name: 'Cart (1)' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart (1)' }).getByTestId('pos-total')).toHaveText('TZS 1,500');
  await page.screenshot({ path: test.info().outputPath('pos-360-cart.png') });
  await page.getByRole('dialog', { name: 'Cart (1)' }).getByRole('button', { name: 'Close' }).click();
  // A landscape tablet has the products and the cart side by side.
  await page.setViewportSize({ width: 1024, height: 700 });
  await expect(page.getByRole('complementary', { name: 'Cart' }).getByTestId('pos-total')).toHaveText('TZS 1,500');
  await page.screenshot({ path: test.info().outputPath('pos-tablet.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The orders list has the sale as completed, from the point of sale; its page says it was paid in cash.
  await page.goto('/dashboard/orders');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Order #${number}`, exact: true }) });
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('Point of sale');
  await expect(row).toContainText('TZS 6,000');
  await row.getByRole('link', { name: `Order #${number}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  await expect(page.getByText('Cash').first()).toBeVisible();
});

test('POS: a staff member without orders → create reads the settings but cannot sell', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsDemo(page, '/dashboard/settings/pos');
  const email = `cashier-${Date.now().toString(36)}@example.com`;
  const invite = await page.request.post('/api/staff/invitations', {
    data: { email, is_admin: false, permissions: [{ resource: 'orders', action: 'read' }], language: 'sw' },
    headers: { origin: baseURL! },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const token = ((await invite.json()) as { link: string }).link.split('/invite/')[1]!;

  const staff = await (await browser.newContext()).newPage();
  const signup = await staff.request.post('/api/auth/signup', {
    data: { name: 'Asha Said', email, phone: '0754 111 222', password: 'safe password 1', language: 'sw' },
    headers: { origin: baseURL! },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const accept = await staff.request.post(`/api/invitations/${token}/accept`, { headers: { origin: baseURL! } });
  expect(accept.ok(), await accept.text()).toBe(true);

  // Settings: shown, not editable (in Swahili, picked in the top bar).
  await staff.goto('/dashboard/settings/pos');
  await staff.getByRole('combobox', { name: 'Language' }).selectOption('sw');
  await expect(staff.getByRole('heading', { name: 'Mipangilio ya mauzo ya dukani' })).toBeVisible();
  await expect(staff.getByText('Msimamizi wa duka pekee')).toBeVisible();
  await expect(staff.getByLabel('Juu ya risiti')).toBeDisabled();
  await expect(staff.getByRole('button', { name: 'Hifadhi' })).toHaveCount(0);
  // The till: no link in the menu, and the page says why politely.
  await expect(staff.getByRole('link', { name: 'Mauzo ya dukani' })).toHaveCount(0);
  await staff.goto('/dashboard/pos');
  await expect(staff.getByText('Samahani, akaunti yako haiwezi kurekodi mauzo.')).toBeVisible();
  await staff.context().close();
});
