import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// Customer segments on a phone: the list says how many customers each has, one tap shows them
// a page at a time, and the members download as CSV.

test('segments: member counts, the members a tap away with paging, CSV export', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsDemo(page, '/dashboard/customers/customers-segments');
  // 23 customers in a town of their own: more than one page of 20.
  const town = `Segmentville ${Date.now().toString(36)}`;
  const base = 10_000 + (Date.now() % 80_000);
  for (let n = 0; n < 23; n++) {
    const res = await page.request.post('/api/customers', {
      data: {
        phone: `0716${String(base + n).padStart(6, '0')}`,
        name: `Mteja ${String(n + 1).padStart(2, '0')}`,
        location: town,
      },
      headers: { origin: baseURL! },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const made = await page.request.post('/api/segments', {
    data: { name: `Watu wa ${town}`, criteria: [{ field: 'location', operator: 'eq', value: town }] },
    headers: { origin: baseURL! },
  });
  expect(made.status()).toBe(201);
  const empty = await page.request.post('/api/segments', {
    data: { name: `Nobody ${town}`, criteria: [{ field: 'total_orders', operator: 'gt', value: 100000 }] },
    headers: { origin: baseURL! },
  });
  expect(empty.status()).toBe(201);

  await page.reload();
  const row = page.getByRole('listitem').filter({ hasText: `Watu wa ${town}` });
  await expect(row.getByTestId('segment-count')).toHaveText('23 customers →');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `Nobody ${town}` })
      .getByTestId('segment-count'),
  ).toHaveText('0 customers →');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/phone-segments.png', fullPage: true });

  // One tap: the members, 20 on the first page, the rest on the second.
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/customers/customers-segments/${(await made.json()).id}$`));
  await expect(page.getByRole('heading', { name: `Watu wa ${town}` })).toBeVisible();
  await expect(page.getByTestId('segment-member-count')).toHaveText('23 customers');
  const members = page.getByRole('main').getByRole('listitem');
  await expect(members).toHaveCount(20);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/phone-segment-members.png', fullPage: true });
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(members).toHaveCount(3);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();

  // The whole segment as CSV: a header and 23 rows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^watu-wa-segmentville-.+\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.trim().split('\r\n')).toHaveLength(24);
  expect(csv).toContain(town);

  // A member opens their customer page.
  await members.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);

  // An empty segment says so.
  await page.goto(`/dashboard/customers/customers-segments/${(await empty.json()).id}`);
  await expect(page.getByRole('heading', { name: 'No customers in this segment yet' })).toBeVisible();
  // An unknown segment shows the error, not an endless spinner.
  await page.goto('/dashboard/customers/customers-segments/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toBeVisible();
});
