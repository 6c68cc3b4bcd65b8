import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { buildWaLink, DEFAULT_WELCOME_MESSAGE } from '../../src/lib/wa-link.ts';
import { decodePngBoth, decodeSvgBoth, sampleLogo } from '../../src/islands/qr-generator/test/decode-test-utils.ts';

// The files a visitor downloads, made by real Chromium (canvas PNG, composed SVG), must read back
// to exactly the link with jsQR and ZXing, decoders we did not write.

const EN_LINK = buildWaLink('255754123456', DEFAULT_WELCOME_MESSAGE.en);
const SW_LINK = buildWaLink('255754123456', DEFAULT_WELCOME_MESSAGE.sw);
const TEMPLATES = ['Classic', 'Duka blue', 'WhatsApp green', 'Sunset', 'Night', 'Minimal'];

/**
 * The generator wakes on the first touch (at once for a ?phone= link); the form also works before
 * (a GET of the page), but waiting for it keeps each step in place.
 */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator('astro-island[component-url*="qr-generator"]').hover();
  await page.locator('astro-island[component-url*="qr-generator"]:not([ssr])').waitFor({ state: 'attached' });
}

async function download(page: Page, name: RegExp): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return readFile((await file.path())!);
}

async function expectDownloadsReadBack(page: Page, link: string) {
  await expect(page.getByTestId('qr-link')).toHaveText(link);
  await expect(page.getByRole('button', { name: /Download PNG|Pakua PNG/ })).toBeEnabled();
  const png = await download(page, /Download PNG|Pakua PNG/);
  const { width } = PNG.sync.read(png);
  expect(width).toBeGreaterThanOrEqual(1024);
  const fromPng = decodePngBoth(png);
  if (fromPng.jsqr !== link || fromPng.zxing !== link) await writeFile(test.info().outputPath('unread.png'), png);
  expect(fromPng, 'PNG').toEqual({ jsqr: link, zxing: link });
  const svg = (await download(page, /Download SVG|Pakua SVG/)).toString('utf8');
  expect(svg).toMatch(/^<\?xml[^>]*>\s*<svg/);
  const intrinsic = Number(svg.match(/<svg[^>]*\swidth="(\d+)"/)?.[1]);
  expect(intrinsic).toBeGreaterThanOrEqual(1000);
  const fromSvg = decodeSvgBoth(svg, intrinsic);
  if (fromSvg.jsqr !== link || fromSvg.zxing !== link) await writeFile(test.info().outputPath('unread.svg'), svg);
  expect(fromSvg, 'SVG').toEqual({ jsqr: link, zxing: link });
}

test('before any touch: an example code that reads back, then what was typed before hydration is kept', async ({
  page,
}) => {
  await page.goto('/qr-code');
  const sample = page.getByTestId('qr-sample');
  await expect(sample).toBeVisible();
  await expect
    .poll(() => sample.evaluate((img: HTMLImageElement) => img.naturalWidth), 'the example is valid SVG')
    .toBeGreaterThan(0);
  await expect(page.getByText('Example for 0754 123 456.', { exact: false })).toBeVisible();
  const svg = decodeURIComponent((await sample.getAttribute('src'))!.replace(/^data:image\/svg\+xml,/, ''));
  expect(decodeSvgBoth(svg, Number(svg.match(/<svg[^>]*\swidth="(\d+)"/)?.[1])), 'example').toEqual({
    jsqr: EN_LINK,
    zxing: EN_LINK,
  });
  await expect(page.locator('astro-island[component-url*="qr-generator"]:not([ssr])')).toHaveCount(0);

  // The island's code is held back, as on a slow line, while the visitor types into the page's form.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/qr-generator\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Shop WhatsApp number').fill('0754 123 456');
  await page.getByLabel('Welcome message (optional)').fill('Karibu, nataka kuagiza.');
  release();
  await page.locator('astro-island[component-url*="qr-generator"]:not([ssr])').waitFor({ state: 'attached' });
  await expect(page.getByLabel('Shop WhatsApp number')).toHaveValue('0754 123 456');
  await page.getByRole('button', { name: 'Generate QR code' }).click();
  await expect(page.getByTestId('qr-link')).toHaveText(buildWaLink('255754123456', 'Karibu, nataka kuagiza.'));
  await expect(page.getByTestId('qr-preview')).toBeVisible();
  await expect(sample).toHaveCount(0);
});

test('a phone number is required, then every template downloads as PNG and SVG that read back', async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, '/qr-code');
  await page.getByRole('button', { name: 'Generate QR code' }).click();
  await expect(page.getByRole('alert')).toHaveText('You need to provide a phone number to generate a QR code');
  await page.getByLabel('Shop WhatsApp number').fill('0754 123 45');
  await page.getByRole('button', { name: 'Generate QR code' }).click();
  await expect(page.getByRole('alert')).toContainText('does not look like a valid phone number');

  await page.getByLabel('Shop WhatsApp number').fill('0754 123 456');
  await page.getByRole('button', { name: 'Generate QR code' }).click();
  await expect(page.getByTestId('qr-preview')).toBeVisible();
  for (const name of TEMPLATES) {
    await page.getByText(name, { exact: true }).click();
    await expectDownloadsReadBack(page, EN_LINK);
  }
});

test('customise: logo, every dot and corner style, frames with a call to action', async ({ page }) => {
  await open(page, '/customize-qr?phone=255754123456');
  await expect(page.getByTestId('qr-link')).toHaveText(EN_LINK);
  const logo = Buffer.from(sampleLogo().split(',')[1]!, 'base64');
  await page.getByLabel('Logo in the centre').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Logo added.')).toBeVisible();
  await page.getByLabel('Call to action on the frame').fill('Agiza hapa');

  const dots = ['Square', 'Rounded', 'Soft', 'Classy', 'Classy rounded'];
  const corners = ['Square', 'Rounded', 'Circle'];
  const frames = ['Label below', 'Label above', 'Outline', 'No frame'];
  for (const [i, dot] of dots.entries()) {
    await page.getByRole('group', { name: 'Dot style' }).getByText(dot, { exact: true }).click();
    await page
      .getByRole('group', { name: 'Corner style' })
      .getByText(corners[i % corners.length]!, { exact: true })
      .click();
    await page
      .getByRole('group', { name: 'Frame' })
      .getByText(frames[i % frames.length]!, { exact: true })
      .click();
    await expectDownloadsReadBack(page, EN_LINK);
  }
});

test('colours that phones cannot read are flagged', async ({ page }) => {
  await open(page, '/customize-qr?phone=255754123456');
  await page.getByLabel('Dots').fill('#eeeeee');
  await expect(page.getByText(/Light dots on a dark background|too close/)).toBeVisible();
});

test('Swahili: the message, the default welcome text and the downloads', async ({ page }) => {
  await open(page, '/sw/qr-code');
  await page.getByRole('button', { name: 'Tengeneza msimbo wa QR' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unahitaji kuweka namba ya simu ili kutengeneza msimbo wa QR');
  await page.getByLabel('Namba ya WhatsApp ya duka').fill('+255 754 123 456');
  await page.getByRole('button', { name: 'Tengeneza msimbo wa QR' }).click();
  await expectDownloadsReadBack(page, SW_LINK);
});

test('business search fills a listed shop’s number, and says so when nothing or an error comes back', async ({
  page,
}) => {
  let answer: { status: number; body: unknown } = {
    status: 200,
    body: {
      items: [
        {
          id: 's1',
          name: 'Mama Neema Duka',
          category: 'food_beverages',
          address: 'Arusha',
          logoUrl: null,
          waLink: 'https://wa.me/255612345678',
        },
      ],
      page: 1,
      pageSize: 12,
      total: 1,
      categories: [],
    },
  };
  await page.route('**/api/public/shops?**', (route) => route.fulfill({ status: answer.status, json: answer.body }));
  await open(page, '/qr-code');
  const search = page.getByRole('search');
  await search.getByLabel('Shop name').fill('neema');
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Use the number of Mama Neema Duka' }).click();
  await expect(page.getByLabel('Shop WhatsApp number')).toHaveValue('+255612345678');
  await expect(page.getByTestId('qr-link')).toHaveText(buildWaLink('255612345678', DEFAULT_WELCOME_MESSAGE.en));

  answer = { status: 200, body: { items: [], page: 1, pageSize: 12, total: 0, categories: [] } };
  await search.getByLabel('Shop name').fill('nothing here');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No listed shop matches “nothing here”.', { exact: false })).toBeVisible();

  answer = { status: 503, body: { code: 'unavailable', message: 'down', requestId: 'x' } };
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Shop search is not available right now.', { exact: false })).toBeVisible();
});

test('at 360 px the generator fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '/customize-qr?phone=0754123456');
  await expect(page.getByTestId('qr-preview')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
