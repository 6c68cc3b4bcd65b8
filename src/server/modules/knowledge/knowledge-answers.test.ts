import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { conversations } from '../../db/schema/chat.ts';
import { knowledgeAsks, knowledgeSettings } from '../../db/schema/knowledge.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../tests/fixtures/fake-openai.ts';
import {
  hasKnowledge,
  phraseAnswer,
  phrasingEndpoint,
  recordKnowledgeAsk,
  searchKnowledge,
  type KnowledgeHit,
} from './index.ts';

// What the bot uses through the face (search, record, phrase) and what the merchant sees of it:
// which passage answered a conversation, the questions nothing answered (one click from a Q&A
// entry), and the phrasing endpoint (off by default, its key sealed, a failure or 3 s → null).

let t: TestApp, owner: TestClient, shopId: string, conversationId: string, ai: FakeOpenAi;
beforeAll(async () => {
  // The fake endpoint is on loopback: the explicit switch lets the settings name it.
  t = await createTestApp({ env: { KNOWLEDGE_ALLOW_PRIVATE_URLS: 'true' } });
  const o = await signUpUser(t, { shop: true });
  owner = o.client;
  shopId = o.shop.id;
  const [c] = await t.db
    .insert(conversations)
    .values({ shopId, channel: 'widget', externalId: 'visitor-1', customerName: 'Asha' })
    .returning();
  conversationId = c!.id;
  ai = await startFakeOpenAi();
});
afterAll(async () => {
  await ai.close();
  await t.close();
});

const hours = 'We are open Monday to Saturday from 8 am to 8 pm, and on Sunday from 10 am to 4 pm.';

describe('the face', () => {
  it('hasKnowledge turns true once a passage exists', async () => {
    expect(await hasKnowledge(t.db, shopId)).toBe(false);
    await owner.post('/api/knowledge/sources/qa', { question: 'Opening hours', answer: hours, language: 'en' });
    expect(await hasKnowledge(t.db, shopId)).toBe(true);
  });

  it('records an ask once per message, and the conversation shows which passage answered', async () => {
    const [hit] = await searchKnowledge(t.db, shopId, 'en', 'When do you open on Sunday?');
    expect(hit).toBeDefined();
    const answered = timeOrderedId();
    const ask = {
      shopId,
      conversationId,
      messageId: answered,
      question: 'When do you open on Sunday?',
      language: 'en' as const,
    };
    await recordKnowledgeAsk(t.db, { ...ask, hit: hit!, phrased: true });
    await recordKnowledgeAsk(t.db, { ...ask, hit: hit!, phrased: true }); // a retried turn
    const missed = timeOrderedId();
    await recordKnowledgeAsk(t.db, {
      ...ask,
      messageId: missed,
      question: 'Do you have parking?',
      hit: null,
      phrased: false,
    });
    const rows = await t.db.select({ n: count() }).from(knowledgeAsks).where(eq(knowledgeAsks.shopId, shopId));
    expect(rows[0]!.n).toBe(2);
    const res = await owner.get(`/api/knowledge/conversations/${conversationId}/answers`);
    expect(res.status).toBe(200);
    expect(res.body.answers).toEqual([
      expect.objectContaining({
        message_id: answered,
        phrased: true,
        passage: expect.objectContaining({
          passage_id: hit!.passageId,
          source_title: 'Opening hours',
          source_kind: 'qa',
        }),
      }),
      expect.objectContaining({ message_id: missed, passage: null, phrased: false }),
    ]);
  });
});

describe('unanswered questions', () => {
  it('are grouped, newest first, and one answer makes a Q&A entry that then answers', async () => {
    const ask = (question: string, language: 'en' | 'sw' = 'en') =>
      recordKnowledgeAsk(t.db, {
        shopId,
        conversationId,
        messageId: timeOrderedId(),
        question,
        language,
        hit: null,
        phrased: false,
      });
    await ask('Do you deliver to Zanzibar?');
    await ask('do you deliver to zanzibar');
    await ask('Mnapeleka Zanzibar?', 'sw');
    const list = await owner.get('/api/knowledge/unanswered');
    expect(list.status).toBe(200);
    const zanzibar = list.body.questions.find((q: { question: string }) => /deliver to zanzibar/i.test(q.question));
    expect(zanzibar).toMatchObject({ count: 2, language: 'en', conversation_id: conversationId });
    expect(list.body.questions[0].question).toBe('Mnapeleka Zanzibar?');
    const made = await owner.post(`/api/knowledge/unanswered/${zanzibar.id}/answer`, {
      answer: 'Yes, by boat every Friday for 15,000 TZS.',
      language: 'en',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ kind: 'qa', state: 'indexed', question: 'do you deliver to zanzibar' });
    const after = (await owner.get('/api/knowledge/unanswered')).body.questions.map(
      (q: { question: string }) => q.question,
    );
    expect(after.some((q: string) => /zanzibar\?*$/i.test(q) && /deliver/i.test(q))).toBe(false);
    expect((await searchKnowledge(t.db, shopId, 'en', 'Can you deliver to Zanzibar?'))[0]?.text).toContain('by boat');
    // Answered once: the same id is gone.
    expect(
      (await owner.post(`/api/knowledge/unanswered/${zanzibar.id}/answer`, { answer: 'x', language: 'en' })).status,
    ).toBe(404);
    const sw = (await owner.get('/api/knowledge/unanswered')).body.questions.find(
      (q: { language: string }) => q.language === 'sw',
    );
    expect((await owner.post(`/api/knowledge/unanswered/${sw.id}/dismiss`)).status).toBe(204);
    expect(
      (await owner.get('/api/knowledge/unanswered')).body.questions.some(
        (q: { language: string }) => q.language === 'sw',
      ),
    ).toBe(false);
  });
});

describe('phrasing', () => {
  const passages: KnowledgeHit[] = [
    {
      passageId: 'p1',
      sourceId: 's1',
      sourceTitle: 'Opening hours',
      sourceKind: 'qa',
      location: null,
      text: hours,
      score: 1,
    },
  ];
  const endpoint = () => ({ url: ai.url, model: 'gpt-test', apiKey: ai.apiKey });

  it('asks for an answer from the numbered passages only, in the customer language, and cites them', async () => {
    ai.mode = 'answer';
    const en = await phraseAnswer(endpoint(), { question: 'When do you open on Sunday?', language: 'en', passages });
    expect(en).toBe(`According to [1]: ${hours}`);
    const request = ai.requests.at(-1)!;
    expect(request.authorization).toBe(`Bearer ${ai.apiKey}`);
    expect(request.body.model).toBe('gpt-test');
    expect(request.body.messages[0].role).toBe('system');
    expect(request.body.messages[0].content).toMatch(/ONLY from the numbered passages/);
    expect(request.body.messages[0].content).toContain(`[1] (Opening hours)\n${hours}`);
    expect(request.body.messages[1]).toEqual({ role: 'user', content: 'When do you open on Sunday?' });
    const sw = await phraseAnswer(endpoint(), { question: 'Mnafungua lini?', language: 'sw', passages });
    expect(sw).toMatch(/^Kwa mujibu wa \[1\]/);
    expect(ai.requests.at(-1)!.body.messages[0].content).toMatch(/Answer in Swahili/);
  });

  it.each(['500', 'garbage', 'refuse', 'unknown'] as const)('%s → null (the bot quotes the passage)', async (mode) => {
    ai.mode = mode;
    expect(await phraseAnswer(endpoint(), { question: 'When?', language: 'en', passages })).toBeNull();
  });

  it('gives up after 3 s (the slow endpoint answers after 5 s)', async () => {
    ai.mode = 'slow';
    const started = Date.now();
    expect(await phraseAnswer(endpoint(), { question: 'When?', language: 'en', passages })).toBeNull();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(4000);
  });

  it('a wrong key, an unreachable endpoint or no passages → null', async () => {
    ai.mode = 'answer';
    expect(
      await phraseAnswer({ ...endpoint(), apiKey: 'wrong' }, { question: 'When?', language: 'en', passages }),
    ).toBeNull();
    expect(
      await phraseAnswer(
        { ...endpoint(), url: 'http://127.0.0.1:1/v1' },
        { question: 'When?', language: 'en', passages },
      ),
    ).toBeNull();
    expect(await phraseAnswer(endpoint(), { question: 'When?', language: 'en', passages: [] })).toBeNull();
  });
});

describe('phrasing settings', () => {
  it('are off by default; the key is sealed and never answered; the test calls the endpoint', async () => {
    expect((await owner.get('/api/knowledge/settings')).body).toMatchObject({
      phrasing_enabled: false,
      key_set: false,
    });
    expect(await phrasingEndpoint(t.db, t.deps.env, shopId)).toBeNull();
    expect(
      (await owner.put('/api/knowledge/settings', { phrasing_enabled: true, endpoint_url: '', model: '' })).status,
    ).toBe(400);
    const put = await owner.put('/api/knowledge/settings', {
      phrasing_enabled: true,
      endpoint_url: ai.url,
      model: 'gpt-test',
      api_key: ai.apiKey,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ phrasing_enabled: true, key_set: true, endpoint_url: ai.url });
    expect(JSON.stringify(put.body)).not.toContain(ai.apiKey);
    const [row] = await t.db.select().from(knowledgeSettings).where(eq(knowledgeSettings.shopId, shopId));
    expect(row!.apiKeyEnc).not.toContain(ai.apiKey);
    expect(await phrasingEndpoint(t.db, t.deps.env, shopId)).toEqual({
      url: ai.url,
      model: 'gpt-test',
      apiKey: ai.apiKey,
    });
    ai.mode = 'answer';
    const ok = await owner.post('/api/knowledge/settings/test');
    expect(ok.body).toMatchObject({ ok: true, reason: null });
    ai.mode = '500';
    expect((await owner.post('/api/knowledge/settings/test')).body).toMatchObject({
      ok: false,
      reason: 'http_status',
      detail: '500',
    });
    ai.mode = 'garbage';
    expect((await owner.post('/api/knowledge/settings/test')).body).toMatchObject({ ok: false, reason: 'bad_answer' });
    // Left out, the key stays; turned off, the bot gets no endpoint.
    await owner.put('/api/knowledge/settings', { phrasing_enabled: false, endpoint_url: ai.url, model: 'gpt-test' });
    expect((await owner.get('/api/knowledge/settings')).body.key_set).toBe(true);
    expect(await phrasingEndpoint(t.db, t.deps.env, shopId)).toBeNull();
  });

  it('refuse a private endpoint without the switch (production)', async () => {
    const prod = await createTestApp();
    try {
      const o = await signUpUser(prod, { shop: true });
      const res = await o.client.put('/api/knowledge/settings', {
        phrasing_enabled: true,
        endpoint_url: 'http://169.254.169.254/v1',
        model: 'm',
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('knowledge_private_address');
      const rows = await prod.db
        .select()
        .from(knowledgeSettings)
        .where(and(eq(knowledgeSettings.shopId, o.shop.id)));
      expect(rows).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});
