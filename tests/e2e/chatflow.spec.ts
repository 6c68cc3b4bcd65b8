import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// Flow builder: the demo owner opens the default flow, adds a message between the greeting and
// the menu (palette, panel, connection pickers), sees it autosaved, undoes and redoes, publishes
// version 2, and chats with the draft in the preview pane through the widget's endpoint.

const saved = async (page: Page) => expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });

test('flow builder: add, connect, edit, autosave, undo/redo, publish, preview', async ({ page }) => {
  await signInAsDemo(page, '/dashboard/chatflow');
  await expect(page.getByRole('heading', { name: 'Chat flow' })).toBeVisible();
  // The default flow is there and live as version 1.
  await expect(page.getByTestId('node-start')).toBeVisible();
  await expect(page.getByTestId('node-menu')).toContainText('How can we help you today?');
  await expect(page.getByTestId('live-version')).toHaveText('Live: version 1');
  await saved(page);
  // Nothing new yet: there is nothing to publish.
  await expect(page.getByTestId('draft-state')).toHaveText('No changes since the live version.');
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();

  // Add a message from the palette: it opens in the panel and is flagged until it says something.
  await page.getByRole('button', { name: '+ Add step' }).click();
  await page
    .getByRole('dialog', { name: 'Add a step' })
    .getByRole('button', { name: /^Send message/ })
    .click();
  const card = page.getByTestId('node-send_message_1');
  await expect(card).toBeVisible();
  await expect(card.getByLabel('1 problem(s)')).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Edit step' });
  await expect(panel.getByText('Add a text, a picture or a location.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();

  // English only: the Swahili box asks for its text, with the WhatsApp counter beside it.
  await panel.getByLabel('English').fill('Karibu tena! We deliver today.');
  await expect(panel.getByText('30/4096')).toBeVisible();
  await expect(panel.getByText('Write this text in both languages.')).toBeVisible();
  await panel.getByLabel('Swahili').fill('Karibu tena! Tunaleta leo.');
  await expect(card.getByLabel('1 problem(s)')).toBeHidden();
  await expect(card).toContainText('Karibu tena! We deliver today.');

  // Its way on: the menu. Then the greeting leads to it instead of straight to the menu.
  await panel.getByLabel('Next →').selectOption('menu');
  await page.getByTestId('node-greeting').click();
  await expect(panel.getByText('Step id: greeting')).toBeVisible();
  await panel.getByLabel('Next →').selectOption('send_message_1');
  await expect(page.getByTestId('save-status')).toHaveText('Saving…');
  await saved(page);

  // Undo the last connection (toolbar), redo it (keyboard), and it is saved again each time.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(panel.getByLabel('Next →')).toHaveValue('menu');
  await saved(page);
  await page.getByTestId('flow-canvas').click({ position: { x: 20, y: 20 } });
  await page.keyboard.press('Control+Shift+Z');
  await page.getByTestId('node-greeting').click();
  await expect(panel.getByLabel('Next →')).toHaveValue('send_message_1');
  await saved(page);

  // The server has the draft: a reload shows the new step where it was left.
  await page.reload();
  await expect(page.getByTestId('node-send_message_1')).toContainText('Karibu tena! We deliver today.');

  // Publish asks first; cancelling publishes nothing. Confirmed, version 2 goes live.
  await expect(page.getByTestId('draft-state')).toHaveText('Changes not published yet.');
  const publishButton = page.getByRole('button', { name: 'Publish', exact: true });
  await publishButton.click();
  const confirm = page.getByRole('dialog', { name: 'Publish this flow?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('live-version')).toHaveText('Live: version 1');
  await publishButton.click();
  await confirm.getByRole('button', { name: 'Yes, publish' }).click();
  await expect(page.getByText('Published. Customers now get version 2.')).toBeVisible();
  await expect(page.getByTestId('live-version')).toHaveText('Live: version 2');
  await expect(publishButton).toBeDisabled();
  await page.getByRole('button', { name: 'Versions' }).click();
  const versions = page.getByRole('dialog', { name: 'Published versions' });
  await expect(versions.getByText('Version 2')).toBeVisible();
  await expect(versions.getByText('Version 1')).toBeVisible();
  await versions.getByRole('button', { name: 'Close' }).click();

  // Editing after publishing saves on top of the new revision (no conflict with itself).
  await page.getByTestId('node-send_message_1').click();
  await panel.getByLabel('English').fill('Karibu tena! We deliver today, 8 to 8.');
  await saved(page);

  // Preview runs the draft (the edit above, not version 2): it greets, says the new message and shows the menu.
  await page.getByRole('button', { name: 'Preview' }).click();
  const chat = page.getByTestId('preview-messages');
  await expect(chat.getByText('Karibu tena! We deliver today, 8 to 8.')).toBeVisible({ timeout: 15_000 });
  await expect(chat.getByRole('button', { name: 'My orders' })).toBeVisible();
  await chat.getByRole('button', { name: 'My orders' }).click();
  await expect(chat.getByTestId('preview-you').filter({ hasText: 'My orders' })).toBeVisible();
  // Start over in Swahili: the same flow answers in Swahili.
  await page.getByRole('complementary', { name: 'Preview' }).getByLabel('Language').selectOption('sw');
  await expect(chat.getByText('Karibu tena! Tunaleta leo.')).toBeVisible({ timeout: 15_000 });
});

test('flow builder: a save from elsewhere is never overwritten; the merchant reloads', async ({ page, baseURL }) => {
  await signInAsDemo(page, '/dashboard/chatflow');
  await expect(page.getByTestId('node-greeting')).toBeVisible();
  // A colleague (here: the API from the same account) saves after the page was opened.
  const current = await (await page.request.get('/api/chatflow')).json();
  const theirs = structuredClone(current.draft);
  theirs.nodes.find((n: { id: string }) => n.id === 'greeting').data.text.en = 'Hello from a colleague';
  const put = await page.request.put('/api/chatflow/draft', {
    data: { flow: theirs, revision: current.draft_revision },
    headers: { origin: baseURL! },
  });
  expect(put.status()).toBe(200);

  await page.getByTestId('node-greeting').click();
  await page.getByRole('complementary', { name: 'Edit step' }).getByLabel('English').first().fill('My own words');
  const dialog = page.getByRole('dialog', { name: 'Someone else changed this flow' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('node-greeting')).toContainText('Hello from a colleague');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
});

test('flow builder: new steps land where there is room, never on another step', async ({ page }) => {
  await signInAsDemo(page, '/dashboard/chatflow');
  await expect(page.getByTestId('node-menu')).toBeVisible();
  const addStep = async (name: RegExp) => {
    await page.getByRole('button', { name: '+ Add step' }).click();
    await page.getByRole('dialog', { name: 'Add a step' }).getByRole('button', { name }).click();
  };
  // The greeting has the menu right under it; a step added with the greeting selected goes elsewhere.
  await page.getByTestId('node-greeting').click();
  const cards = page.locator('[data-testid^="node-"]');
  const before = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
  await addStep(/^Send message/);
  // The new step is selected now; the next one goes beside it, not on it.
  await addStep(/^End/);
  await expect(cards).toHaveCount(before.length + 2);
  await page.getByRole('button', { name: 'Show the whole flow' }).click();
  await page.waitForTimeout(400);
  const boxes = await cards.evaluateAll((els) =>
    els.map((el) => ({
      id: el.getAttribute('data-testid'),
      ...JSON.parse(JSON.stringify(el.getBoundingClientRect())),
    })),
  );
  expect(boxes.filter((b) => !before.includes(b.id))).toHaveLength(2);
  // No two steps overlap: neither the new ones nor those of the flow every shop starts with.
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
    }
  await saved(page);
});
