import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function signUp(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Zawadi Mrema');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('0754 987 654');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('safe password 1');
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('sign up → get started → create shop → dashboard', async ({ page }) => {
  await page.goto('/dashboard?auth=Signup');
  await signUp(page, `owner-${unique()}@example.com`);
  await expect(page.getByRole('heading', { name: 'Set up your shop' })).toBeVisible();
  await page.getByLabel('Shop name').fill('Zawadi Fashions');
  await page.getByLabel('WhatsApp number').fill('0712 345 678');
  await page.getByLabel('Business category').selectOption('clothing_accessories');
  await page.getByRole('button', { name: 'Create shop' }).click();
  await expect(page.getByText('Your shop has been created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hello, Zawadi' })).toBeVisible();
  await expect(page.getByText('https://wa.me/255712345678')).toBeVisible();
  await expect(page.getByText('No orders yet. Share your chat link so customers can order.')).toBeVisible();
  await page.screenshot({ path: 'test-results/dashboard-home.png' });
});

test('invite staff with read-only orders → staff accepts → /products is Access Denied', async ({ page, browser }) => {
  await page.goto('/dashboard?auth=Signup');
  await signUp(page, `owner-${unique()}@example.com`);
  await page.getByLabel('Shop name').fill('Duka la Baraka');
  await page.getByLabel('WhatsApp number').fill('0754 111 222');
  await page.getByLabel('Business category').selectOption('electronics');
  await page.getByRole('button', { name: 'Create shop' }).click();
  await page.getByRole('link', { name: 'Staff accounts' }).first().click();
  await page.getByRole('button', { name: 'Invite staff' }).first().click();
  const staffEmail = `staff-${unique()}@example.com`;
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(staffEmail);
  await dialog.getByLabel('Orders: View').check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toContain('/invite/');

  const staff = await browser.newPage();
  await staff.goto(new URL(link).pathname);
  await expect(staff.getByText('Sign up or log in as')).toBeVisible();
  await expect(staff.getByLabel('Email')).toHaveValue(staffEmail);
  await signUp(staff, staffEmail);
  await staff.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(staff.getByRole('heading', { name: /Hello/ })).toBeVisible();
  await staff.goto('/dashboard/products');
  await expect(staff.getByText('Access Denied')).toBeVisible();
  await expect(staff.getByText('You do not have permission to access Products.')).toBeVisible();
  await expect(staff).toHaveURL(/\/dashboard$/);
  // Orders is allowed: the guard lets the page through.
  await staff.goto('/dashboard/orders');
  await expect(staff).toHaveURL(/\/dashboard\/orders$/);
  await staff.close();

  await page.reload();
  await expect(page.getByText(staffEmail)).toBeVisible();
});

test('forgot password → mail in the outbox → reset → log in', async ({ page, context }) => {
  const email = `forgot-${unique()}@example.com`;
  await page.goto('/dashboard?auth=Signup');
  await signUp(page, email);
  await expect(page.getByRole('heading', { name: 'Set up your shop' })).toBeVisible();
  await context.clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const file = readdirSync(outbox)
    .filter((f) => f.includes(email.replace('@', '@')))
    .sort()
    .pop()!;
  const mail = readFileSync(path.join(outbox, file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = /http:\/\/\S+reset-password\?token=[\w-]+/.exec(mail)![0];

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a fresh password');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('a fresh password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another password');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('another password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('not valid or has already been used')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a fresh password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your shop' })).toBeVisible();
});

test('the order page without a token shows the spec error page', async ({ page }) => {
  await page.goto('/cart/anything');
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(page.getByText('No token provided. Please check your URL.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});

test('a deep link of a signed-out visitor goes to /login and back after signing in', async ({ page }) => {
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fprofile/);
  await page.getByLabel('Email').fill('demo@duka.chat');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
});

test('a wrong password keeps the merchant on the sign-in form with a message and what they typed', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo@duka.chat');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue('demo@duka.chat');
});
