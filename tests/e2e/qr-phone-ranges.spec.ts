import { expect, test } from '@playwright/test';

// The QR generator builds its link in the browser with no server after it, so it is the one
// browser that checks number ranges itself (lib/phone.ts): a 05xx number has the right length
// but no Tanzanian network, and a code for it would open a chat with nobody.

test('the QR generator refuses an unallocated Tanzanian range and takes a real one', async ({ page }) => {
  await page.goto('/qr-code');
  // The generator wakes on the first touch (client:interaction).
  await page.locator('astro-island[component-url*="qr-generator"]').hover();
  await page.locator('astro-island[component-url*="qr-generator"]:not([ssr])').waitFor({ state: 'attached' });
  for (const phone of ['0512 345 678', '+255 512 345 678']) {
    await page.getByLabel('Shop WhatsApp number').fill(phone);
    await page.getByRole('button', { name: 'Generate QR code' }).click();
    await expect(page.getByRole('alert'), phone).toContainText('does not look like a valid phone number');
    await expect(page.getByTestId('qr-link')).toHaveCount(0);
  }
  await page.getByLabel('Shop WhatsApp number').fill('0621 123 456');
  await page.getByRole('button', { name: 'Generate QR code' }).click();
  await expect(page.getByTestId('qr-link')).toContainText('https://wa.me/255621123456?text=');
});
