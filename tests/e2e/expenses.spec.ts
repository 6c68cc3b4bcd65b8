import { expect, test, type Page } from '@playwright/test';
import { eatDay, monthOf } from '../../src/lib/eat-days.ts';
import { signInAsDemo } from './sign-in.ts';

// Expenses (issue 16): a monthly rent recorded today shows in this month's profit at once; a
// one-off expense with a preset amount is edited and deleted, and its history shows each step.
// The demo database is shared by every journey, so figures are compared before and after, never
// assumed from a fresh state.

const shillings = (text: string) => Number(text.replace(/[^\d-]/g, ''));
const monthExpenses = async (page: Page) => {
  const cell = page.locator(`[data-month="${monthOf(eatDay())}"]`).getByTestId('profit-expenses');
  await expect(cell).toBeVisible();
  return shillings(await cell.innerText());
};

test('expenses: monthly rent in this month’s profit; a preset expense edited and deleted with its history; phone layout', async ({
  page,
}) => {
  await signInAsDemo(page, '/dashboard/expenses');
  await expect(page.getByRole('heading', { name: 'Expenses', exact: true })).toBeVisible();
  const before = await monthExpenses(page);
  const profitBefore = shillings(
    await page
      .locator(`[data-month="${monthOf(eatDay())}"]`)
      .getByTestId('profit-value')
      .innerText(),
  );

  // A monthly rent, starting today: its first record is written at once.
  const rent = 100_000 + Math.floor(Math.random() * 900_000);
  const tag = `e2e-${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add expense' }).click();
  let form = page.getByRole('dialog', { name: 'Add an expense' });
  await form.getByLabel('Amount (TZS)').fill(String(rent));
  await form.getByLabel('Category').selectOption('rent');
  await form.getByLabel('Paid by').selectOption('bank');
  await form.getByLabel('Note (optional)').fill(`Rent ${tag}`);
  await form.getByLabel('Repeat every month on this day').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(
    page
      .getByTestId('recurring')
      .getByRole('listitem')
      .filter({ hasText: `Rent ${tag}` }),
  ).toBeVisible();
  await expect.poll(() => monthExpenses(page)).toBe(before + rent);
  const profitAfter = shillings(
    await page
      .locator(`[data-month="${monthOf(eatDay())}"]`)
      .getByTestId('profit-value')
      .innerText(),
  );
  expect(profitAfter).toBe(profitBefore - rent);

  // A one-off with a one-tap preset amount.
  await page.getByRole('button', { name: 'Add expense' }).click();
  form = page.getByRole('dialog', { name: 'Add an expense' });
  await form.getByRole('button', { name: '50,000' }).click();
  await expect(form.getByLabel('Amount (TZS)')).toHaveValue('50000');
  await form.getByLabel('Category').selectOption('food');
  await form.getByLabel('Note (optional)').fill(`Lunch ${tag}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect.poll(() => monthExpenses(page)).toBe(before + rent + 50_000);

  // The figure behind the month: its expense records, filtered to the month.
  await page
    .locator(`[data-month="${monthOf(eatDay())}"]`)
    .getByTestId('profit-expenses')
    .click();
  await expect(page).toHaveURL(/\/dashboard\/expenses\/expenses-records\?from=/);
  await page.getByLabel('Search notes').fill(`Lunch ${tag}`);
  const row = page
    .getByTestId('expense-list')
    .getByRole('button')
    .filter({ hasText: `Lunch ${tag}` });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('expense-list').getByRole('button')).toHaveCount(1);
  await row.click();
  const detail = page.getByRole('dialog', { name: 'Expense', exact: true });
  await detail.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the expense' });
  await edit.getByLabel('Amount (TZS)').fill('65000');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const history = detail.getByTestId('expense-history').getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('Recorded');
  await expect(history.nth(1)).toContainText('Reversed');
  await expect(history.nth(2)).toContainText('TZS 65,000');

  await detail.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete', exact: true });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(history).toHaveCount(4);
  await expect(history.nth(3)).toContainText('Reversed');
  await expect(detail.getByText('Deleted', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('expense-list')).toHaveCount(0);

  // Back on /expenses: the month holds the rent only (the lunch was deleted); stop the rent.
  await page.goto('/dashboard/expenses');
  await expect.poll(() => monthExpenses(page)).toBe(before + rent);
  await page
    .getByTestId('recurring')
    .getByRole('listitem')
    .filter({ hasText: `Rent ${tag}` })
    .getByRole('button', { name: 'Stop' })
    .click();
  await page.getByRole('dialog', { name: 'Stop', exact: true }).getByRole('button', { name: 'Stop' }).click();
  await expect(
    page
      .getByTestId('recurring')
      .getByRole('listitem')
      .filter({ hasText: `Rent ${tag}` }),
  ).toHaveCount(0);

  // A phone: nothing wider than the screen (the profit table scrolls inside its own box).
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/dashboard/expenses', '/dashboard/expenses/expenses-records']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `test-results/expenses-360-${path.split('/').pop()}.png`, fullPage: true });
  }

  // The same screens in Swahili, the add form on a phone; back to English for the journeys after.
  await page.goto('/dashboard/expenses');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('sw');
  await expect(page.getByRole('heading', { name: 'Matumizi', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Faida kwa mwezi' })).toBeVisible();
  await page.getByRole('button', { name: 'Ongeza matumizi' }).click();
  const sw = page.getByRole('dialog', { name: 'Ongeza matumizi' });
  await expect(sw.getByLabel('Rudia kila mwezi siku hii')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/expenses-360-sw.png', fullPage: true });
  await sw.getByRole('button', { name: 'Ghairi' }).click();
  await page.getByRole('combobox', { name: 'Lugha' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Expenses', exact: true })).toBeVisible();
});
