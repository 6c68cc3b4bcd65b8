import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { chatFlows, conversations } from '../../db/schema/chat.ts';
import { flowSchema } from '../../../lib/chat/flow-schema.ts';
import { chatMessagesSchema, chatNothingSchema, chatReplySchema } from '../../../lib/contracts/chat.ts';
import { chatShop, idOf } from '../../test/chat-test-kit.ts';
import { signPreviewToken } from '../../chatbot/preview-token.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { perAddress, perChat } from './rate-limiter.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof chatShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await chatShop(t);
});
afterAll(() => t.close());
beforeEach(() => {
  perChat.reset();
  perAddress.reset();
});

const chatId = () => `chat_${Math.random().toString(36).slice(2, 12)}`;
const url = () => `/plugin/conversation/${shop.bot.id}`;

describe('bot API', () => {
  it('answers a message with the spec-3 reply and a cursor, and serves the messages after it', async () => {
    const client = t.client();
    const id = chatId();
    const r = await client.post(url(), { message: 'hi', chat_id: id, language: 'en', message_id: 'a1' });
    expect(r.status).toBe(200);
    expect(r.body.message[0]).toContain('Welcome');
    expect(r.body.next_state).toBe('menu');
    expect(r.body.response).toHaveLength(2);
    const history = await client.get(`${url()}/messages?chat_id=${id}`);
    expect(history.body.messages.map((m: any) => m.direction)).toEqual(['in', 'out', 'out']);
    expect(history.body.messages[0].content).toEqual({ kind: 'text', text: 'hi' });
    expect(history.body.cursor).toBe(r.body.cursor);
    const after = await client.get(`${url()}/messages?chat_id=${id}&after=${encodeURIComponent(r.body.cursor)}`);
    expect(after.body).toEqual({ messages: [], cursor: r.body.cursor });
    // A tapped button sends its id; the stored message reads as its title.
    const tap = await client.post(url(), {
      message: idOf(r.body.actions, 'My orders'),
      chat_id: id,
      message_type: 'interactive',
    });
    expect(tap.status).toBe(200);
    const next = await client.get(`${url()}/messages?chat_id=${id}&after=${encodeURIComponent(r.body.cursor)}`);
    expect(next.body.messages[0].content).toMatchObject({ kind: 'interactive', title: 'My orders' });
    expect(next.body.messages.at(-1).id).toBe(tap.body.response.at(-1).id);
  });

  it('says 404 bot_not_found with a message for an unknown bot', async () => {
    const r = await t
      .client()
      .post('/plugin/conversation/nobot', { message: 'hi', chat_id: chatId() }, { 'accept-language': 'sw' });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'bot_not_found', message: expect.stringContaining('Chat hii') });
  });

  it('refuses oversized (413), malformed (400) and blank or too long messages (400)', async () => {
    const client = t.client();
    const big = await client.post(url(), { message: 'x'.repeat(9000), chat_id: chatId() });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('chat_message_too_large');
    // A declared length is refused as a number, before any of the body is read (the size check
    // never turns the request into a stream); an undeclared one is counted as it streams in.
    const small = JSON.stringify({ message: 'hi', chat_id: chatId() });
    const declared = await client.request('POST', url(), small, {
      'content-type': 'application/json',
      'content-length': '9000',
    });
    expect(declared.status).toBe(413);
    expect(declared.body.code).toBe('chat_message_too_large');
    expect(
      (
        await client.request('POST', url(), small, {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(small)),
        })
      ).status,
    ).toBe(200);
    const bad = await client.request('POST', url(), '{"message": "hi",', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expect((await client.post(url(), { message: '   ', chat_id: chatId() })).status).toBe(400);
    expect((await client.post(url(), { message: 'x'.repeat(1025), chat_id: chatId() })).body.field).toBe('message');
    expect((await client.post(url(), { message: 'hi', chat_id: 'short' })).body.field).toBe('chat_id');
    expect((await client.post(url(), { message: 'hi', chat_id: chatId(), bot_id: 'other' })).body.code).toBe(
      'chat_bot_id_mismatch',
    );
    expect((await client.post(url(), { message: 'hello', chat_id: chatId(), message_type: 'event' })).status).toBe(400);
    expect((await client.get(`${url()}/messages?chat_id=${chatId()}&after=nonsense`)).status).toBe(400);
  });

  it('stores a script tag as the text it is', async () => {
    const client = t.client();
    const id = chatId();
    await client.post(url(), { message: '<script>alert("x")</script>', chat_id: id });
    const history = await client.get(`${url()}/messages?chat_id=${id}`);
    expect(history.body.messages[0].content).toEqual({ kind: 'text', text: '<script>alert("x")</script>' });
  });

  it('answers the CORS preflight for any origin', async () => {
    const res = await t.app.request(url(), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://some-shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('limits one chat that sends too fast (429)', async () => {
    const client = t.client();
    const id = chatId();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await client.post(url(), { message: `m${i}`, chat_id: id })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('runs the draft with a valid preview token and refuses a token of another shop', async () => {
    const [row] = await t.db.select().from(chatFlows).where(eq(chatFlows.shopId, shop.shopId));
    const draft = structuredClone(row!.draft);
    const greeting = draft.nodes.find((n) => n.id === 'greeting')!;
    if (greeting.type === 'send_message') greeting.data.text = { en: 'Draft hello', sw: 'Rasimu' };
    await t.db.update(chatFlows).set({ draft }).where(eq(chatFlows.shopId, shop.shopId));
    const token = signPreviewToken(t.deps.env.secretKey, shop.shopId, new Date(Date.now() + 60_000));
    const id = chatId();
    const preview = await t
      .client()
      .post(url(), { message: 'hi', chat_id: id, language: 'en' }, { 'x-preview-token': token });
    expect(preview.body.message[0]).toBe('Draft hello');
    const live = await t.client().post(url(), { message: 'hi', chat_id: id, language: 'en' });
    expect(live.body.message[0]).toContain('Welcome');
    const foreign = signPreviewToken(
      t.deps.env.secretKey,
      '00000000-0000-4000-8000-000000000000',
      new Date(Date.now() + 60_000),
    );
    expect((await t.client().post(url(), { message: 'hi', chat_id: id }, { 'x-preview-token': foreign })).status).toBe(
      403,
    );
  });

  it('tells the widget the bounds of a date it waits for, and nothing once answered', async () => {
    const when = { en: 'Which day?', sw: 'Siku gani?' };
    const draft = flowSchema.parse({
      version: 1,
      nodes: [
        { id: 'start', type: 'trigger', position: { x: 0, y: 0 }, data: { first_message: true } },
        {
          id: 'day',
          type: 'question',
          position: { x: 0, y: 100 },
          data: { text: when, kind: 'date', variable: 'day', min_date: '2026-12-01', max_date: '2026-12-24' },
        },
        {
          id: 'done',
          type: 'end',
          position: { x: 0, y: 200 },
          data: { text: { en: 'See you on {{day}}', sw: 'Tuonane {{day}}' } },
        },
      ],
      edges: [
        { id: 'e1', source: 'start', target: 'day' },
        { id: 'e2', source: 'day', target: 'done' },
      ],
    });
    await t.db.update(chatFlows).set({ draft }).where(eq(chatFlows.shopId, shop.shopId));
    const token = signPreviewToken(t.deps.env.secretKey, shop.shopId, new Date(Date.now() + 60_000));
    const id = chatId();
    const asked = await t
      .client()
      .post(url(), { message: 'hi', chat_id: id, language: 'en' }, { 'x-preview-token': token });
    expect(asked.body).toMatchObject({
      next_state: 'day',
      input: { kind: 'date', min_date: '2026-12-01', max_date: '2026-12-24' },
    });
    const answered = await t.client().post(url(), { message: '20/12/2026', chat_id: id }, { 'x-preview-token': token });
    expect(answered.body.message).toContain('See you on 2026-12-20');
    expect(answered.body.input).toBeNull();
    // The live flow's menu waits for a choice: no input hint.
    expect((await t.client().post(url(), { message: 'hi', chat_id: chatId(), language: 'en' })).body.input).toBeNull();
  });

  it('greets on the widget\'s "opened" event once when the flow has that trigger; without it, no conversation is made', async () => {
    const client = t.client();
    const id = chatId();
    const opened = await client.post(url(), {
      message: 'widget_opened',
      message_type: 'event',
      chat_id: id,
      language: 'sw',
      message_id: 'o1',
    });
    expect(opened.status).toBe(200);
    expect(opened.body.message[0]).toContain('Karibu');
    const again = await client.post(url(), {
      message: 'widget_opened',
      message_type: 'event',
      chat_id: id,
      language: 'sw',
      message_id: 'o2',
    });
    expect(again.body.actions).toEqual([]);
    // Another event name is refused.
    expect((await client.post(url(), { message: 'page_view', message_type: 'event', chat_id: id })).status).toBe(400);

    // A draft without the trigger (run through the preview token): the event answers nothing and stores nothing.
    const [row] = await t.db.select().from(chatFlows).where(eq(chatFlows.shopId, shop.shopId));
    const draft = structuredClone(row!.draft);
    for (const n of draft.nodes) if (n.type === 'trigger') n.data.widget_opened = false;
    await t.db.update(chatFlows).set({ draft }).where(eq(chatFlows.shopId, shop.shopId));
    const token = signPreviewToken(t.deps.env.secretKey, shop.shopId, new Date(Date.now() + 60_000));
    const quiet = chatId();
    const none = await client.post(
      url(),
      { message: 'widget_opened', message_type: 'event', chat_id: quiet, language: 'en' },
      { 'x-preview-token': token },
    );
    expect(none.body).toEqual({ actions: [], cursor: '' });
    const rows = await t.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.shopId, shop.shopId), eq(conversations.externalId, quiet)));
    expect(rows).toEqual([]);
  });

  it('stores the title the widget sends with a tap of an older message, never the id', async () => {
    const client = t.client();
    const id = chatId();
    const menu = await client.post(url(), { message: 'hi', chat_id: id, language: 'en' });
    const orders = idOf(menu.body.actions, 'My orders');
    await client.post(url(), { message: 'hi', chat_id: id, language: 'en' });
    await client.post(url(), { message: orders, chat_id: id, message_type: 'interactive', title: 'My orders' });
    const history = await client.get(`${url()}/messages?chat_id=${id}`);
    const taps = history.body.messages.filter((m: any) => m.content.kind === 'interactive');
    expect(taps.map((m: any) => m.content.title)).toEqual(['My orders']);
    expect(JSON.stringify(history.body)).not.toContain(`"title":"${orders}"`);
    // A title longer than a button's is refused.
    expect(
      (await client.post(url(), { message: orders, chat_id: id, message_type: 'interactive', title: 'x'.repeat(201) }))
        .status,
    ).toBe(400);
  });
  // The widget takes these shapes from the contract (types only); here the real answers are held to it.
  it('answers in the shapes of its contract: a reply, the nothing of an ungreeted opening, the history', async () => {
    const client = t.client();
    const id = chatId();
    const strict = (
      schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: unknown[] } } },
      v: unknown,
    ) => expect(schema.safeParse(v).error?.issues ?? []).toEqual([]);
    const reply = await client.post(url(), { message: 'hi', chat_id: id, language: 'en' });
    strict(chatReplySchema, reply.body);
    const tap = await client.post(url(), {
      message: idOf(reply.body.actions, 'My orders'),
      chat_id: id,
      message_type: 'interactive',
    });
    strict(chatReplySchema, tap.body);
    const history = await client.get(`${url()}/messages?chat_id=${id}`);
    expect(history.body.messages.map((m: any) => m.content.kind)).toEqual(
      expect.arrayContaining(['text', 'action', 'interactive']),
    );
    strict(chatMessagesSchema, history.body);
    strict(chatMessagesSchema, (await client.get(`${url()}/messages?chat_id=${chatId()}`)).body);

    const [row] = await t.db.select().from(chatFlows).where(eq(chatFlows.shopId, shop.shopId));
    const draft = structuredClone(row!.draft);
    for (const n of draft.nodes) if (n.type === 'trigger') n.data.widget_opened = false;
    await t.db.update(chatFlows).set({ draft }).where(eq(chatFlows.shopId, shop.shopId));
    const token = signPreviewToken(t.deps.env.secretKey, shop.shopId, new Date(Date.now() + 60_000));
    const opened = await client.post(
      url(),
      { message: 'widget_opened', message_type: 'event', chat_id: chatId() },
      { 'x-preview-token': token },
    );
    strict(chatNothingSchema, opened.body);
  });

  // The mount reads the input before the handler runs: a request that does not parse is refused
  // as such (400) before the bot is looked up or the address's budget is spent.
  it('refuses input that does not parse before looking the bot up or counting the address', async () => {
    const client = t.client();
    const unknown = await client.post('/plugin/conversation/nobot', { message: '', chat_id: chatId() });
    expect([unknown.status, unknown.body.field]).toEqual([400, 'message']);
    for (let i = 0; i < 200; i++) await client.post(url(), { chat_id: chatId() });
    expect((await client.post(url(), { message: 'hi', chat_id: chatId() })).status).toBe(200);
  });
});
