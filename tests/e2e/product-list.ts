import { expect, type Locator, type Page } from '@playwright/test';

/** A row of the open list sheet. */
export const sheetRow = (page: Page, text: string) => page.locator('.dc-sheet:visible .dc-row', { hasText: text });

/**
 * Opens the chat's latest product list and taps `name`. The list shows the newest products first
 * and other journeys add products to the demo shop, so the customer turns the pages ("More…")
 * until the product is there, as a customer would.
 */
export async function pickFromProductList(page: Page, chat: Locator, name: string): Promise<void> {
  const lists = chat.locator('.dc-choice[aria-haspopup="dialog"]');
  await expect(lists).not.toHaveCount(0);
  for (let more = 0; ; more++) {
    const count = await lists.count();
    await lists.last().click();
    await expect(sheetRow(page, '').first()).toBeVisible();
    if (await sheetRow(page, name).count()) break;
    expect(more, `${name} in the product list`).toBeLessThan(5);
    await sheetRow(page, 'More…').click();
    await expect(lists).toHaveCount(count + 1);
  }
  await sheetRow(page, name).click();
}
