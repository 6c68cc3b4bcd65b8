import { expect, test } from '@playwright/test';

// A merchant styles their widget: the live preview follows the form, the save reaches the public
// theme the widget reads, and the embed code is there to copy. A fresh shop, so the demo bot that
// the widget journeys talk to keeps its defaults.
test('widget settings: live preview, save, public theme, embed code', async ({ page, context, baseURL }) => {
  const email = `widget-${Date.now()}@example.com`;
  const origin = { origin: String(baseURL) };
  expect(
    (
      await page.request.post('/api/auth/signup', {
        data: { name: 'Neema Mushi', email, phone: '0754123456', password: 'safe password 1' },
        headers: origin,
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await page.request.post('/api/shop', {
        data: { shop_name: 'Neema Crafts', whatsapp_number: '0712345678', category: 'arts_crafts' },
        headers: origin,
      })
    ).status(),
  ).toBe(201);

  await page.goto('/dashboard/chatflow/widget');
  await expect(page.getByRole('heading', { name: 'Chat widget', level: 1 })).toBeVisible();
  const preview = page.getByRole('complementary', { name: 'Live preview' });
  await expect(preview.getByRole('heading', { name: 'Chat with us' })).toBeVisible();
  // the preview is the real window: a stand-in bot answers there
  await expect(preview.getByRole('button', { name: 'See products' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Window title', exact: true }).fill('Neema Crafts');
  await expect(preview.getByRole('heading', { name: 'Neema Crafts' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Main colour' }).fill('#7C2D12');
  await expect(preview.locator('.dc-head')).toHaveCSS('background-color', 'rgb(124, 45, 18)');
  await page.getByLabel('Dark').check();
  await expect(preview.locator('.dc-window')).toHaveCSS('background-color', 'rgb(17, 24, 39)');
  await page.getByRole('textbox', { name: 'Bubble title', exact: true }).fill('Karibu!');
  await expect(preview.locator('.dc-bubble-label')).toContainText('Karibu!');
  await page.getByLabel('Position on the page').selectOption('left');
  // Swahili texts, seen in the preview in Swahili
  await page.getByLabel('Window title in Swahili').fill('Duka la Neema');
  await page.getByLabel('Bubble title in Swahili').fill('Karibu sana!');
  await preview.getByLabel('Kiswahili').check();
  await expect(preview.getByRole('heading', { name: 'Duka la Neema' })).toBeVisible();
  await expect(preview.locator('.dc-bubble-label')).toContainText('Karibu sana!');
  await preview.getByLabel('English').check();
  // a text colour that cannot be read on its background is named, with what customers see instead
  await page.getByRole('textbox', { name: 'Customer message background' }).fill('#FFD400');
  await page.getByRole('textbox', { name: 'Customer message text', exact: true }).fill('#FFFFFF');
  await expect(page.getByText(/Hard to read: 1\.\d+:1/)).toHaveCount(2); // the text and the links
  await page.getByRole('textbox', { name: 'Customer message background' }).fill('#1E3A8A');
  await expect(page.getByText(/Hard to read/)).toHaveCount(0);

  // a half-typed colour is flagged and cannot be saved
  await page.getByRole('textbox', { name: 'Chat background' }).fill('#12');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Chat background' }).fill('#FFFFFF');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Widget settings saved')).toBeVisible();

  const settings = await (await page.request.get('/api/widget-settings')).json();
  expect(settings.theme).toMatchObject({
    title: 'Neema Crafts',
    titleSw: 'Duka la Neema',
    bubbleTitleSw: 'Karibu sana!',
    primaryColor: '#7C2D12',
    mode: 'dark',
    bubbleTitle: 'Karibu!',
    placement: 'left',
  });
  const pub = await (await page.request.get(`/plugin/${settings.bot_id}/unauthenticated`)).json();
  expect(pub.theme_config).toMatchObject({
    title: 'Neema Crafts',
    primaryColor: '#7C2D12',
    mode: 'dark',
    placement: 'left',
  });

  await expect(page.getByTestId('embed-snippet')).toHaveText(
    `<script src="${baseURL}/widget.js" data-bot-id="${settings.bot_id}" async></script>`,
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByText('Code copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`data-bot-id="${settings.bot_id}"`);

  // a reload shows what was saved
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Window title', exact: true })).toHaveValue('Neema Crafts');
  await expect(page.getByLabel('Dark')).toBeChecked();
});
