import { expect, test } from '@playwright/test';

// The API reference on /for-developers is read from /api/openapi.json when it scrolls into view.
test('the developers page lists the endpoints of the OpenAPI document, with their fields', async ({ page }) => {
  await page.goto('/for-developers');
  await page.locator('#api-reference').scrollIntoViewIfNeeded();
  const signup = page.getByTestId('api-endpoint').filter({ hasText: 'POST /api/auth/signup' });
  await expect(signup).toBeVisible();
  await expect(signup).toContainText('Public');
  await expect(signup).toContainText('Create an account');
  await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
  await expect(page.getByTestId('api-endpoint').filter({ hasText: 'GET /api/orders' }).first()).toContainText(
    'Permission orders: read',
  );

  await signup.getByText('/api/auth/signup').click();
  await expect(signup.getByText('JSON body')).toBeVisible();
  const email = signup.locator('li').filter({ has: page.getByText('email', { exact: true }) });
  await expect(email).toContainText('required');
  await expect(signup).toContainText('length 2–100');
});

test('in Swahili the reference says the summaries are in English, and it fits a 360px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/sw/for-developers');
  await page.locator('#api-reference').scrollIntoViewIfNeeded();
  await expect(page.getByText(/Maelezo ya API yako kwa Kiingereza/)).toBeVisible();
  const signup = page.getByTestId('api-endpoint').filter({ hasText: 'POST /api/auth/signup' });
  await expect(signup).toContainText('Wazi kwa wote');
  await signup.getByText('/api/auth/signup').click();
  await expect(signup).toContainText('inahitajika');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the OpenAPI document is public, cacheable and compressed', async ({ request }) => {
  const response = await request.get('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=300');
  expect(response.headers()['content-encoding']).toBe('gzip');
  const doc = await response.json();
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema.required).toContain('email');
});
