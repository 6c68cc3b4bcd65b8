import { expect, type Page } from '@playwright/test';

/** Opens a back-office path as a signed-out visitor, signs in as the demo owner on /login and lands back on it. */
export async function signInAsDemo(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill('demo@duka.chat');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?.]/g, (c) => `\\${c}`)}$`));
}
