import { expect, test } from '@playwright/test';

// Contact form (spec 2.3): refused in the browser with a message per field, stored when good.
// It hydrates on the visitor's first interaction (issue 13): the journeys below start typing at once.
test('bad input is refused with messages and nothing is sent', async ({ page }) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posted = true;
  });
  await page.goto('/contact-us');
  await page.getByLabel('Full name').fill('A');
  await page.getByLabel('Email address').fill('asha@');
  await page.getByLabel('Phone number').fill('12');
  await page.getByRole('textbox', { name: 'Message' }).fill('short');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  await expect(page.getByText('Please enter your name (2 to 100 characters).')).toBeVisible();
  await expect(page.getByText(/valid email address/)).toBeVisible();
  await expect(page.getByText(/valid phone number/)).toBeVisible();
  await expect(page.getByText('Please write a message of 10 to 2000 characters.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();
  expect(posted).toBe(false);
});

test('good input is stored and the visitor is thanked (in Swahili on /sw)', async ({ page }) => {
  await page.goto('/sw/contact-us');
  await page.getByLabel('Jina kamili').fill('Asha Juma');
  await page.getByLabel('Barua pepe').fill(`asha-${Date.now()}@example.com`);
  await page.getByLabel('Namba ya simu').fill('0754 123 456');
  await page.getByRole('textbox', { name: 'Ujumbe' }).fill('Habari, ningependa kujua zaidi kuhusu Duka Chat.');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Tuma ujumbe' }).click(),
  ]);
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    name: 'Asha Juma',
    phone: '0754 123 456',
    lang: 'sw',
    website: '',
  });
  await expect(page.getByTestId('contact-success')).toContainText('Asante! Ujumbe wako umetumwa.');
});

test('the server refuses what the browser let through, naming the field', async ({ request }) => {
  const res = await request.post('/api/contact', {
    data: { name: 'Asha', email: 'asha@example.com', phone: '123', message: 'A long enough message.' },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({ code: 'invalid_phone', field: 'phone' });
});

test('the form loads no framework before it is touched, and keeps what was typed while it came alive', async ({
  page,
}) => {
  // React's chunk held back a moment: the visitor types before the island hydrates.
  await page.route(/\/_astro\/client\.[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/contact-us');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('astro-island[ssr] [data-testid=contact-form]')).toBeAttached();
  await page.getByLabel('Full name').pressSequentially('Asha Juma');
  await page.locator('astro-island:not([ssr]) [data-testid=contact-form]').waitFor();
  await page.getByLabel('Email address').fill('asha@example.com');
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Juma');
  await page.getByRole('textbox', { name: 'Message' }).fill('short');
  await page.getByRole('button', { name: 'Send message' }).click();
  // The name counted as typed: only the message is refused.
  await expect(page.getByText('Please write a message of 10 to 2000 characters.')).toBeVisible();
  await expect(page.getByText('Please enter your name (2 to 100 characters).')).toBeHidden();
});
