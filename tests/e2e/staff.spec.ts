import { expect, test } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// Staff accounts: an invitation still waiting says what it will let the person do, in the
// screen's language, on a phone.

test('a pending invitation shows the access it grants, in English and Swahili', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsDemo(page, '/dashboard/profile/staff-accounts');
  await page.getByRole('button', { name: 'Invite staff' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByLabel('Email').fill('cashier@example.com');
  await dialog.getByLabel('Orders: Add').check();
  await dialog.getByLabel('Customers: View').check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Invitation sent to cashier@example.com')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  const pending = page
    .getByRole('listitem')
    .filter({ hasText: 'cashier@example.com', has: page.getByTestId('invitation-access') });
  await expect(pending).toContainText('Staff');
  await expect(pending.getByTestId('invitation-access')).toHaveText(
    'Access on joining: Orders (View, Add) · Customers (View)',
  );
  // Nothing runs off a 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await pending.screenshot({ path: 'test-results/phone-staff-pending.png' });

  await page.getByLabel('Language').selectOption('sw');
  await expect(pending.getByTestId('invitation-access')).toHaveText(
    'Ruhusa atakazopata akijiunga: Oda (Kuona, Kuongeza) · Wateja (Kuona)',
  );
});
