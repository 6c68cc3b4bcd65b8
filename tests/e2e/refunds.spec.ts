import { expect, test } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// Refunds from the order screen (issue 15): a paid POS cash sale is refunded in part, the refund
// shows in /transactions, the rest is refunded, and nothing more can be; then the reconciliation
// view opens from the transactions screen. All on a 360 px phone.

test('refunds: partial refund → in transactions → the rest → no more; reconciliation view', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsDemo(page, '/dashboard/transactions');
  const headers = { origin: baseURL! };
  const product = await page.request.post('/api/products', {
    data: { name: `Kitenge ${Date.now().toString(36)}`, price: 12000, category: 'clothing_accessories', stock: 5 },
    headers,
  });
  expect(product.status(), await product.text()).toBe(201);
  const sale = await page.request.post('/api/orders', {
    data: {
      channel: 'pos',
      payment_method: 'cash',
      status: 'completed',
      lines: [{ product_id: (await product.json()).id, quantity: 2 }],
    },
    headers,
  });
  expect(sale.status(), await sale.text()).toBe(201);
  const order = await sale.json();

  await page.goto(`/dashboard/orders/order-info/${order.id}`);
  const card = page.getByTestId('order-refund');
  await expect(card).toContainText('TZS 24,000 of TZS 24,000');
  await card.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund money to the customer' });
  await expect(dialog.getByText('Cash taken for the order (TZS 24,000 left)')).toBeVisible();
  await dialog.getByLabel('Amount (TZS)').fill('10000');
  await dialog.getByRole('button', { name: 'Record refund' }).click();
  await expect(dialog.getByText('Write why the customer gets this money back.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('One kitenge returned');
  await page.screenshot({ path: 'test-results/refund-dialog-360.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Record refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('TZS 14,000 of TZS 24,000');
  await expect(page.getByText('One kitenge returned')).toBeVisible();

  await page.goto(`/dashboard/transactions?order_id=${order.id}`);
  const cards = page.getByTestId('transaction-cards');
  await expect(cards.getByRole('button', { name: /Refund/ })).toContainText('-TZS 10,000');
  await expect(cards.getByRole('button', { name: /Cash sale/ })).toContainText('+TZS 24,000');

  await page.goto(`/dashboard/orders/order-info/${order.id}`);
  await card.getByRole('button', { name: 'Refund' }).click();
  await dialog.getByRole('button', { name: 'All that is left' }).click();
  await expect(dialog.getByLabel('Amount (TZS)')).toHaveValue('14000');
  await dialog.getByLabel('Reason').fill('Customer changed her mind');
  await dialog.getByRole('button', { name: 'Record refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeHidden();
  await page.screenshot({ path: 'test-results/refund-order-360.png', fullPage: true });

  const more = await page.request.post(`/api/orders/${order.id}/refunds`, {
    data: { amount: 1, note: 'One more', source: 'cash' },
    headers,
  });
  expect(more.status()).toBe(409);
  expect((await more.json()).code).toBe('refund_exceeds_remaining');

  await page.goto('/dashboard/transactions');
  await page.getByTestId('reconciliation-link').click();
  await expect(page).toHaveURL(/\/dashboard\/transactions\/reconciliation$/);
  await expect(page.getByRole('heading', { name: 'Reconciliation' })).toBeVisible();
  await expect(page.getByTestId('reconciliation')).toBeVisible();
  await page.screenshot({ path: 'test-results/reconciliation-360.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
