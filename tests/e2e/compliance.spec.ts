import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';

// KYC (issue 29): a new shop's owner fills level 1 on a phone (360 px), with live checks of the NIN
// and the TIN, photos from a generated PNG, and sends it for review; the shop's documents stay
// private (never cached, nobody else's to read); axe finds nothing serious.

const PHONE = { width: 360, height: 780 };

test('owner fills level 1 at 360 px and sends it for review', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const email = `kyc-${Date.now().toString(36)}@example.com`;
  const headers = { origin: baseURL! };
  const signup = await page.request.post('/api/auth/signup', {
    data: { name: 'Neema Mollel', email, phone: '0754 222 111', password: 'safe password 1', language: 'en' },
    headers,
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const shop = await page.request.post('/api/shop', {
    data: { shop_name: 'Neema Vitenge', whatsapp_number: '0712 345 678', category: 'clothing_accessories' },
    headers,
  });
  expect(shop.status(), await shop.text()).toBe(201);

  const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: png });

  await page.goto('/dashboard/compliance');
  await expect(page.getByRole('heading', { name: 'Compliance', exact: true })).toBeVisible();
  await expect(page.getByTestId('kyc-level')).toContainText('Not verified yet');

  const identity = page.getByTestId('kyc-requirement-owner_identity');
  await identity.getByLabel('ID type').selectOption('national_id');
  // Live checks, the same functions the server runs.
  await identity.getByLabel('ID number').fill('1990013112345');
  await identity.getByLabel('Date of birth').fill('1990-01-31');
  await expect(identity.getByText('A NIDA number (NIN) is 20 digits.')).toBeVisible();
  await identity.getByLabel('ID number').fill('19900201123450000123');
  await expect(identity.getByText(/do not match the date of birth/)).toBeVisible();
  await identity.getByLabel('ID number').fill('19900131-12345-00001-23');
  await expect(identity.getByText(/do not match the date of birth/)).toBeHidden();
  await identity.getByLabel('Gender').selectOption('female');
  await identity.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.').first()).toBeVisible();

  await identity.getByTestId('kyc-file-owner_identity-id_front').setInputFiles(photo('front.png'));
  await expect(identity.getByRole('img', { name: 'ID photo, front, uploaded' })).toBeVisible();
  await identity.getByTestId('kyc-file-owner_identity-id_back').setInputFiles(photo('back.png'));
  await expect(identity.getByRole('img', { name: 'ID photo, back, uploaded' })).toBeVisible();

  const selfie = page.getByTestId('kyc-requirement-owner_selfie');
  await expect(selfie.getByTestId('kyc-file-owner_selfie-selfie')).toHaveAttribute('capture', 'user');
  await expect(selfie.getByTestId('kyc-file-owner_selfie-selfie')).toHaveAttribute('accept', 'image/*,application/pdf');
  await selfie.getByTestId('kyc-file-owner_selfie-selfie').setInputFiles(photo('me.png'));
  await expect(selfie.getByRole('img', { name: 'Selfie, uploaded' })).toBeVisible();

  const tin = page.getByTestId('kyc-requirement-owner_tin');
  await tin.getByLabel('TIN').fill('12A-456-789');
  await expect(tin.getByText('A TIN is 9 digits, for example 123-456-789.')).toBeVisible();
  await tin.getByLabel('TIN').fill('123-456-789');
  await tin.getByRole('button', { name: 'Save' }).click();
  await expect(tin.getByText('A TIN is 9 digits, for example 123-456-789.')).toBeHidden();

  await page.getByRole('button', { name: 'Send level 1 for review' }).click();
  for (const key of ['owner_identity', 'owner_selfie', 'owner_tin']) {
    await expect(page.getByTestId(`kyc-requirement-${key}`).getByText('Waiting for review')).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(page.getByText('by Neema Mollel').first()).toBeVisible();

  // No serious accessibility problem on the screen, at this width.
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // A document is the shop's alone, never cached.
  const src = await selfie.getByRole('img', { name: 'Selfie, uploaded' }).getAttribute('src');
  const mine = await page.request.get(src!);
  expect(mine.status()).toBe(200);
  expect(mine.headers()['cache-control']).toBe('private, no-store');
  const stranger = await browser.newContext();
  expect((await stranger.request.get(`${baseURL}${src}`)).status()).toBe(401);
  await stranger.close();
  await context.close();
});
