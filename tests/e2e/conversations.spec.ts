import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// Inbox journey: a visitor chats with the demo bot through the public bot API (as the widget
// does), the demo owner finds the chat in the inbox with an unread badge, takes over from the bot
// and replies, and the widget's messages call returns that human reply.

async function conversationIds(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/conversations?channel=widget&limit=100', { headers: oneShot });
  expect(res.status()).toBe(200);
  return ((await res.json()).items as { id: string }[]).map((c) => c.id);
}

// The widget's calls carry no cookie: made with the test's own request context. Every call opens a new connection
// (a keep-alive socket the server has just closed would reset it).
const oneShot = { connection: 'close' };

async function chat(
  request: APIRequestContext,
  chatId: string,
  message: string,
  type: 'text' | 'interactive' = 'text',
) {
  const res = await request.post('/plugin/conversation/demo', {
    data: { message, chat_id: chatId, message_type: type, language: 'en' },
    headers: oneShot,
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test('inbox: a widget chat arrives unread, a person takes over and the widget receives the reply', async ({
  page,
  request,
}) => {
  await signInAsDemo(page, '/dashboard/conversations');
  await page.waitForSelector('astro-island:not([ssr])');
  const before = new Set(await conversationIds(page.request));

  const chatId = `e2e-inbox-${Date.now().toString(36)}`;
  const greeting = await chat(request, chatId, 'Hello');
  expect(greeting.actions.length).toBeGreaterThan(0);
  const id = (await conversationIds(page.request)).find((c) => !before.has(c));
  expect(id, 'the chat made a conversation').toBeTruthy();
  const name = `Visitor #${id!.slice(0, 4)}`;

  // The open inbox notices the new chat by itself (updates poll), with its unread badge.
  const row = page.getByTestId('conversation-list').getByRole('button', { name: new RegExp(name) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByLabel(/unread/)).toHaveText('1');

  await row.click();
  await expect(page).toHaveURL(new RegExp(`c=${id}`));
  await expect(page.getByTestId('conversation-title')).toHaveText(name);
  // The transcript shows the customer's message and the bot's answer as the visitor saw it.
  const transcript = page.getByTestId('transcript');
  await expect(transcript.getByText('Hello', { exact: true })).toBeVisible();
  await expect(transcript.locator('[data-author="bot"]').first()).toBeVisible();
  await expect(row.getByLabel(/unread/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Take over' }).click();
  await expect(page.getByRole('button', { name: 'Hand back to bot' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Assigned to' })).toHaveValue(/.+/);

  const reply = `Habari! Mimi ni Neema, nitakusaidia ${Date.now().toString(36)}.`;
  const box = page.getByRole('textbox', { name: 'Reply' });
  await box.fill(reply);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(transcript.locator('[data-author="agent"]').last()).toContainText(reply);

  // What the widget polls: the human reply, after the bot's messages.
  const res = await request.get(`/plugin/conversation/demo/messages?chat_id=${chatId}`, { headers: oneShot });
  expect(res.status()).toBe(200);
  const messages = (await res.json()).messages as {
    author: string;
    content: { kind: string; action?: { send_message?: { text: string } } };
  }[];
  const last = messages.at(-1)!;
  expect(last.author).toBe('agent');
  expect(last.content.action?.send_message?.text).toBe(reply);

  // While a person answers, the bot stays silent.
  const quiet = await chat(request, chatId, 'Asante');
  expect(quiet.actions).toEqual([]);
});

test('inbox on a 360 px phone: one pane at a time, a deep link opens the chat and back returns to the list', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsDemo(page, '/dashboard/conversations');
  await page.waitForSelector('astro-island:not([ssr])');
  const before = new Set(await conversationIds(page.request));
  const chatId = `e2e-phone-${Date.now().toString(36)}`;
  await chat(request, chatId, 'Habari');
  const id = (await conversationIds(page.request)).find((c) => !before.has(c))!;

  await page.goto(`/dashboard/conversations?c=${id}`);
  await expect(page.getByTestId('conversation-title')).toBeVisible();
  await expect(page.getByTestId('conversation-list')).toBeHidden();
  await page.getByRole('button', { name: 'Show customer' }).click();
  const panel = page.getByTestId('customer-panel');
  await expect(panel.getByText('This visitor is not a saved customer yet', { exact: false })).toBeVisible();
  await panel.getByRole('button', { name: 'Hide customer' }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(page.getByTestId('conversation-list')).toBeVisible();
  await expect(page.getByTestId('conversation-title')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a message that was not sent says why in the reader’s language, on a 360 px phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsDemo(page, '/dashboard/conversations');
  await page.waitForSelector('astro-island:not([ssr])');
  const before = new Set(await conversationIds(page.request));
  const chatId = `e2e-failed-${Date.now().toString(36)}`;
  await chat(request, chatId, 'Habari');
  const id = (await conversationIds(page.request)).find((c) => !before.has(c))!;

  // The bot's last answer as the send job leaves it when the shop has no WhatsApp number (the
  // server's reason is stored in English), its first as Meta reports a failure without a reason.
  await page.route(`**/api/conversations/${id}/messages*`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const page_ = (await response.json()) as { messages: { direction: string; status: string; error: unknown }[] };
    const out = page_.messages.filter((m) => m.direction === 'out');
    Object.assign(out.at(-1)!, {
      status: 'failed',
      error: { code: 'not_connected', title: 'This shop has no connected WhatsApp number.' },
    });
    Object.assign(out[0]!, { status: 'failed', error: { title: 'Failed' } });
    return route.fulfill({ response, json: page_ });
  });
  await page.evaluate(() => {
    localStorage.setItem('language', 'sw');
    localStorage.setItem('language-source', 'choice');
  });
  await page.goto(`/dashboard/conversations?c=${id}`);
  const note = page.getByTestId('transcript').getByRole('note');
  await expect(note).toHaveText(['Haukufika', 'Haukufika: Duka hili halina namba ya WhatsApp iliyounganishwa.']);
  await expect(page.getByTestId('transcript')).not.toContainText(/connected WhatsApp number|Failed/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
