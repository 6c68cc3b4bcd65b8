import { expect, test } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// The money ledger: a POS cash sale lands in /transactions as a cash sale; the merchant filters by
// type (kept in the URL), opens the entry and its order, records an adjustment and reverses it,
// and the same screen works on a 360 px phone.

test('transactions: cash sale → filter → detail → adjustment → reversal; phone layout', async ({ page, baseURL }) => {
  await signInAsDemo(page, '/dashboard/transactions');
  const headers = { origin: baseURL! };
  const product = await page.request.post('/api/products', {
    data: { name: `Kanga ${Date.now().toString(36)}`, price: 12000, category: 'clothing_accessories', stock: 5 },
    headers,
  });
  expect(product.status(), await product.text()).toBe(201);
  const sale = await page.request.post('/api/orders', {
    data: {
      channel: 'pos',
      payment_method: 'cash',
      status: 'completed',
      lines: [{ product_id: (await product.json()).id, quantity: 1 }],
    },
    headers,
  });
  expect(sale.status(), await sale.text()).toBe(201);
  const order = await sale.json();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
  await page.getByLabel('Type').selectOption('cash_sale');
  await expect(page).toHaveURL(/kind=cash_sale/);
  const table = page.getByTestId('transaction-table');
  const row = table.getByRole('row', { name: new RegExp(`#${order.number}`) });
  await expect(row).toContainText('+TZS 12,000');
  await row.getByRole('button', { name: 'Cash sale' }).click();
  const sheet = page.getByRole('dialog', { name: 'Transaction' });
  await expect(sheet.getByRole('link', { name: `Open order #${order.number}` })).toBeVisible();
  await page.goBack();
  await expect(sheet).toBeHidden();

  await page.getByLabel('Type').selectOption('');
  await page.getByRole('button', { name: 'Record adjustment' }).click();
  const form = page.getByRole('dialog', { name: 'Record an adjustment' });
  await form.getByLabel('Amount (TZS)').fill('0');
  await form.getByLabel('Reason').fill('Counted the drawer');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The amount cannot be zero.')).toBeVisible();
  await form.getByLabel('Amount (TZS)').fill('-500');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const adjustment = table.getByRole('row', { name: /Adjustment/ }).first();
  await expect(adjustment).toContainText('-TZS 500');
  await adjustment.getByRole('button', { name: 'Adjustment' }).click();
  await sheet.getByRole('button', { name: 'Reverse' }).click();
  await expect(sheet.getByText('This entry reverses an earlier one.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Adjustment.*Reversed/ }).first()).toBeVisible();

  // A shop's totals run to billions: they must still fit a phone (three amounts side by side did not).
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: 'Record adjustment' }).click();
  await form.getByLabel('Amount (TZS)').fill('9999999999');
  await form.getByLabel('Reason').fill('Opening balance');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('totals')).toContainText(/TZS 10,0\d\d,\d{3},\d{3}/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await page.goto('/dashboard/transactions?kind=cash_sale');
  const cards = page.getByTestId('transaction-cards');
  await expect(cards.getByRole('button', { name: new RegExp(`Cash sale.*#${order.number}`) })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
