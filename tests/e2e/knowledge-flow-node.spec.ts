import { expect, test } from '@playwright/test';

// Issue 30, the merchant's side of the flow: the "Answer from knowledge" step in the flow builder
// (its card, form and ways out), tried in the builder's preview against a question-and-answer
// source. It runs in a shop of its own: the demo shop's flow stays as other journeys expect it.

test('flow builder: an "Answer from knowledge" step asks, answers from the shop sources and goes on', async ({
  page,
}) => {
  test.slow();
  const api = page.request;
  const signup = await api.post('/api/auth/signup', {
    data: {
      name: 'Zawadi Musa',
      email: `kflow-${Date.now()}@example.com`,
      phone: '0754000779',
      password: 'correct horse',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const shop = await api.post('/api/shop', {
    data: { shop_name: 'Duka la Zawadi', whatsapp_number: '0712345670', category: 'clothing_accessories' },
  });
  expect(shop.status(), await shop.text()).toBe(201);
  const answer = 'Yes: on Sunday we deliver from 10 am to 4 pm, anywhere in Dar es Salaam.';
  const qa = await api.post('/api/knowledge/sources/qa', {
    data: { question: 'Do you deliver on Sunday?', answer, language: 'en' },
  });
  expect(qa.status(), await qa.text()).toBe(201);
  const { id } = (await qa.json()) as { id: string };
  await expect
    .poll(async () => {
      const { sources } = (await (await api.get('/api/knowledge/sources')).json()) as {
        sources: { id: string; state: string }[];
      };
      return sources.find((s) => s.id === id)?.state;
    })
    .toBe('indexed');

  await page.goto('/dashboard/chatflow');
  await page.getByRole('button', { name: '+ Add step' }).click();
  const palette = page.getByRole('dialog', { name: 'Add a step' });
  await expect(
    palette.getByText('Answers a question from your PDFs, web pages and Q&As, naming the source.'),
  ).toBeVisible();
  await palette.getByRole('button', { name: /^Answer from knowledge/ }).click();
  const card = page.getByTestId('node-answer_knowledge_1');
  await expect(card).toContainText('What would you like to know? Type your question.');
  const panel = page.getByRole('complementary', { name: 'Edit step' });
  await expect(panel.getByText('Question to ask')).toBeVisible();
  await expect(panel.getByText('When nothing answers (optional)')).toBeVisible();
  // Its two ways out: answered → the menu, not found → a person.
  await panel.getByLabel('Answered →').selectOption('menu');
  await panel.getByLabel('Not found →').selectOption('handover_open');
  // The greeting now leads to it.
  await page.getByTestId('node-greeting').click();
  await panel.getByLabel('Next →').selectOption('answer_knowledge_1');
  await expect(page.getByTestId('save-status')).toHaveText(/Saved/, { timeout: 15_000 });

  // The preview runs the draft: the step asks, the answer quotes the Q&A entry, then the menu.
  await page.getByRole('button', { name: 'Preview' }).click();
  const chat = page.getByTestId('preview-messages');
  await expect(chat.getByText('What would you like to know? Type your question.')).toBeVisible({ timeout: 15_000 });
  const input = page.getByLabel('Type a message');
  await input.fill('Do you deliver on Sunday?');
  await input.press('Enter');
  await expect(chat.getByText(answer, { exact: false })).toBeVisible();
  await expect(chat.getByRole('button', { name: 'My orders' }).last()).toBeVisible();
});
