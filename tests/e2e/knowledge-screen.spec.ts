import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// The knowledge screen (issue 30) on a phone: the demo owner writes a question and its answer,
// tries a customer's question and sees that entry answer it with its source named, then deletes
// it. axe finds nothing serious and nothing is wider than the phone. The journeys share the demo
// shop, so whatever this one adds is deleted again, also when it fails half-way.

const PHONE = { width: 360, height: 780 };
const marker = `kui-${Date.now().toString(36)}`;
const question = `Do you deliver to Tanga on Sundays ${marker}?`;
const answer = `Yes, Sunday deliveries to Tanga cost TZS 7,000 (${marker}).`;

async function noSeriousAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.afterEach(async ({ page, baseURL }) => {
  // Clean up whatever this run left in the shared demo shop.
  const res = await page.request.get('/api/knowledge/sources');
  if (!res.ok()) return;
  const { sources } = (await res.json()) as { sources: { id: string; question: string | null; title: string }[] };
  for (const s of sources.filter((s) => `${s.question ?? ''} ${s.title}`.includes(marker)))
    await page.request.delete(`/api/knowledge/sources/${s.id}`, { headers: { origin: baseURL! } });
});

test('knowledge at 360 px: add a Q&A, try a question and see it answer, delete it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsDemo(page, '/dashboard/chatflow/knowledge');
  await expect(page.getByRole('heading', { name: 'Knowledge', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Chat flow' })).toBeVisible();
  await noSeriousAxe(page);
  await fitsThePhone(page);

  // Add a question and answer; the shared schema checks it before it is sent (too short a question).
  await page.getByRole('button', { name: 'Add a question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a question and answer' });
  await dialog.getByLabel('Question').fill('Hi');
  await dialog.getByLabel('Answer').fill(answer);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Write the whole question (at least 3 letters).')).toBeVisible();
  await dialog.getByLabel('Question').fill(question);
  await noSeriousAxe(page);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ hasText: question });
  await expect(card.getByTestId('source-state')).toHaveText('Ready', { timeout: 20_000 });
  await expect(card).toContainText(answer);
  await fitsThePhone(page);
  await page.screenshot({ path: 'test-results/knowledge-phone-sources.png', fullPage: true });

  // Try the question as a customer would write it.
  await page.getByRole('button', { name: 'Try a question' }).click();
  await expect(page).toHaveURL(/\?tab=try$/);
  await page.getByRole('textbox', { name: 'Question' }).fill(`deliver to Tanga on Sunday ${marker}`);
  await page.getByRole('button', { name: 'Try', exact: true }).click();
  const result = page.getByTestId('try-result');
  await expect(result.getByRole('listitem').first()).toContainText(answer);
  await expect(result.getByRole('listitem').first()).toContainText('The bot would answer with this');
  await noSeriousAxe(page);
  await fitsThePhone(page);
  await page.screenshot({ path: 'test-results/knowledge-phone-try.png', fullPage: true });

  // Delete it, after a confirmation.
  await page.getByRole('button', { name: 'Sources' }).click();
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this source' });
  await expect(confirm).toContainText('The bot will no longer answer from it.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Source deleted.')).toBeVisible();
});
