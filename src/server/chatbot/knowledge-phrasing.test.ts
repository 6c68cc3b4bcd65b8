import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/fixtures/fake-openai.ts';
import { knowledgeAsks } from '../db/schema/knowledge.ts';
import { ensureBot } from './bots.ts';
import { customer } from '../test/chat-test-kit.ts';
import { createTestApp, signUpUser, type TestApp } from '../test/harness.ts';
import { seedKnowledge } from '../test/knowledge-kit.ts';
import { clearShopInfoCache } from './shop-info.ts';

// Issue 30, phrased answers (decision 0048): with the shop's OpenAI-compatible endpoint turned on,
// the bot answers with its phrasing of the passages and names the sources itself; an endpoint
// that fails or takes over 3 s gets the plain passage, in about 3 s at most.

const DELIVERY = 'Delivery to Mbezi, Kinondoni and Ilala costs TZS 3,000 and takes one day.';
let t: TestApp;
let shopId: string;
let openai: FakeOpenAi;

beforeAll(async () => {
  openai = await startFakeOpenAi();
  // The fake listens on 127.0.0.1: the settings' address check is off for this app only.
  t = await createTestApp({ env: { KNOWLEDGE_ALLOW_PRIVATE_URLS: 'true' } });
  clearShopInfoCache();
  const owner = await signUpUser(t, { shop: true });
  shopId = owner.shop.id as string;
  await ensureBot(t.db, shopId);
  await seedKnowledge(t.db, shopId, [
    { title: 'Shop policy', language: 'en', passages: [{ text: DELIVERY, location: 'page 2' }] },
  ]);
  const saved = await owner.client.put('/api/knowledge/settings', {
    phrasing_enabled: true,
    endpoint_url: openai.url,
    model: 'gpt-test',
    api_key: openai.apiKey,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await openai?.close();
});

const texts = (r: { reply: { message: string | string[] } }) => [r.reply.message].flat().join('\n');
const askOf = async (conversationId: string) =>
  (
    await t.db
      .select()
      .from(knowledgeAsks)
      .where(and(eq(knowledgeAsks.shopId, shopId), eq(knowledgeAsks.conversationId, conversationId)))
  )[0];

describe('phrased answers', () => {
  it('answers with the phrasing, naming the source it cites; the ask says phrased', async () => {
    openai.mode = 'answer';
    const r = await customer(t, shopId, undefined, { language: 'en' }).text('How much is delivery to Mbezi?');
    expect(texts(r)).toContain(`According to [1]: ${DELIVERY}\n\nSource: [1] *Shop policy* (page 2)`);
    expect((await askOf(r.conversation.id))?.phrased).toBe(true);
    // The endpoint got the passage, the question and the shop's key.
    const last = openai.requests.at(-1)!;
    expect(last.authorization).toBe(`Bearer ${openai.apiKey}`);
    expect(JSON.stringify(last.body.messages)).toContain(DELIVERY);
  });

  it('an endpoint slower than 3 s: the plain passage, within about 3 s', async () => {
    openai.mode = 'slow';
    const started = performance.now();
    const r = await customer(t, shopId, undefined, { language: 'en' }).text('How much is delivery to Mbezi?');
    const took = performance.now() - started;
    expect(took).toBeGreaterThan(2900);
    expect(took).toBeLessThan(4500);
    expect(texts(r)).toContain(`From *Shop policy* (page 2):\n“${DELIVERY}”`);
    expect((await askOf(r.conversation.id))?.phrased).toBe(false);
  });

  it.each(['500', 'garbage', 'refuse', 'unknown'] as const)(
    'an endpoint answering %s: the plain passage',
    async (mode) => {
      openai.mode = mode;
      const r = await customer(t, shopId, undefined, { language: 'en' }).text('How much is delivery to Mbezi?');
      expect(texts(r)).toContain(`From *Shop policy* (page 2):\n“${DELIVERY}”`);
      expect(texts(r)).not.toContain('According to');
      expect((await askOf(r.conversation.id))?.phrased).toBe(false);
    },
  );
});
