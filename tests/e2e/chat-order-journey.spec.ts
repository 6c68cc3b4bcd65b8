import { expect, test } from '@playwright/test';
import { pickFromProductList } from './product-list.ts';
import { signInAsDemo } from './sign-in.ts';

// Issue 5's journey as a customer and the merchant live it: the chat widget on our home page,
// "Hello", a product picked from the bot's list, the checkout link, the order page (another size
// and a drink), the order in the back-office and the bot's confirmation back in the widget.

test('widget → Hello → product from the list → link → variant and add-on → order in /dashboard/orders and confirmed in the chat', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await page.locator('duka-chat .dc-bubble').click();
  const chat = page.getByRole('dialog', { name: 'Chat with us' });
  const input = chat.getByPlaceholder('Compose a message');
  await expect(chat.locator('.dc-msg-bot').first()).toContainText('Welcome to');
  await input.fill('Hello');
  await input.press('Enter');

  // the greeting of "chat opened", then the answer to Hello: two menus
  await expect(chat.getByRole('button', { name: 'Browse products' })).toHaveCount(2);
  await chat.getByRole('button', { name: 'Browse products' }).last().click();
  await pickFromProductList(page, chat, 'Pilau ya Nyama');
  const lists = chat.locator('.dc-choice[aria-haspopup="dialog"]');
  await expect(chat.locator('[data-from="me"]').last()).toContainText('Pilau ya Nyama');
  const listsBefore = await lists.count();
  await chat.getByRole('button', { name: 'Sahani ya kawaida' }).last().click();
  // The bot offers a drink as a list; the customer leaves that for the order page. (Wait for that
  // list: until the reply arrives, the last list button is the product list's.)
  await expect(lists).toHaveCount(listsBefore + 1);
  await lists.last().click();
  await page.locator('.dc-sheet .dc-row', { hasText: 'No, thanks' }).click();
  await chat.getByRole('button', { name: '1', exact: true }).last().click();
  await chat.getByRole('button', { name: 'Checkout' }).last().click();

  const link = chat.locator('a[href*="/cart?token="]').last();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  const url = new URL(href);

  // The order page, in the same browser: the chat id stays in this origin's storage.
  await page.goto(`${url.pathname}${url.search}`);
  // No number of its own before it is sent (issue 13: one number everywhere, the shop's).
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await expect(page.getByText(/#[0-9A-F]{8}\b/)).toHaveCount(0);
  const total = page.getByTestId('order-total');
  await expect(total).toHaveText('TZS 8,000');
  const card = page.getByRole('article', { name: 'Pilau ya Nyama' });
  await card.getByRole('radio', { name: /Sahani kubwa/ }).check();
  await card.getByRole('checkbox', { name: /Soda/ }).check();
  await expect(total).toHaveText('TZS 12,000');
  await page.getByLabel('Phone number').fill('0754 765 432');
  await page.getByLabel(/^Name/).fill('Baraka Mollel');
  await page.getByRole('radio', { name: 'Cash' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Order submitted').first()).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())!.replace(/\D/g, '');
  expect(Number(number)).toBeGreaterThan(0);
  // The page now names it as the chat and the back-office do.
  await expect(page).toHaveTitle(new RegExp(`^Order #${number} ·`));

  // Back on the site, the widget shows the bot's confirmation of that order.
  await page.goto('/');
  await page.locator('duka-chat .dc-bubble').click();
  await expect(page.getByRole('dialog', { name: 'Chat with us' }).getByText(`#${number}`).last()).toBeVisible();

  // The merchant finds it in the orders list with the customer's choices.
  await signInAsDemo(page, '/dashboard/orders');
  const row = page.getByRole('row', { name: new RegExp(`#${number}\\b`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Baraka Mollel');
  await expect(row).toContainText('TZS 12,000');

  // "We will keep you updated here": the workflow's message for Paid reaches the widget chat the
  // order came from, not only WhatsApp.
  await row.getByRole('link', { name: `Order #${number}` }).click();
  await page.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(page.getByText(`Order #${number} is now Paid`)).toBeVisible();
  await page.goto('/');
  await page.locator('duka-chat .dc-bubble').click();
  await expect(
    page
      .getByRole('dialog', { name: 'Chat with us' })
      .getByText(`We have received your payment for order #${number}. Thank you!`),
  ).toBeVisible();
});
