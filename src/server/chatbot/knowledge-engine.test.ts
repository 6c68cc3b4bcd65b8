import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages } from '../db/schema/chat.ts';
import { knowledgeAsks } from '../db/schema/knowledge.ts';
import { chatShop, customer, idsOf } from '../test/chat-test-kit.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { seedKnowledge } from '../test/knowledge-kit.ts';
import { clearConversationCache } from './conversation-cache.ts';

// Issue 30, the bot's side (decision 0048): free text no flow path takes is answered from the
// shop's own knowledge sources, quoted and naming the source, or handed to a person.

let t: TestApp;
type Shop = Awaited<ReturnType<typeof chatShop>>;
let shop: Shop; // with knowledge
let other: Shop; // another shop, with a passage only it has
let plain: Shop; // no knowledge at all

const DELIVERY =
  'Delivery: we deliver anywhere in Dar es Salaam within 24 hours. Delivery to Mbezi, Kinondoni and Ilala costs TZS 3,000.';
const RETURNS = 'Returns: you can return any item within 7 days if you keep the receipt.';
const HOURS_SW =
  'Saa za kazi: duka linafunguliwa kila siku saa mbili asubuhi hadi saa mbili usiku, isipokuwa Jumapili.';
const BICYCLES = 'Bicycles: we sell mountain bicycles and city bicycles from TZS 250,000, with a free helmet.';

beforeAll(async () => {
  t = await createTestApp();
  shop = await chatShop(t, { products: false });
  other = await chatShop(t, { products: false });
  plain = await chatShop(t, { products: false });
  await seedKnowledge(t.db, shop.shopId, [
    {
      title: 'Shop policy',
      language: 'en',
      passages: [
        { text: RETURNS, location: 'page 1' },
        { text: DELIVERY, location: 'page 2' },
      ],
    },
    { title: 'Maelezo ya duka', language: 'sw', passages: [{ text: HOURS_SW, location: 'page 1' }] },
  ]);
  await seedKnowledge(t.db, other.shopId, [
    { title: 'Bicycle catalogue', language: 'en', passages: [{ text: BICYCLES, location: 'page 1' }] },
  ]);
});
afterAll(() => t?.close());

const texts = (r: { reply: { message: string | string[] } }) => [r.reply.message].flat().join('\n');
const asksOf = (shopId: string, conversationId: string) =>
  t.db
    .select()
    .from(knowledgeAsks)
    .where(and(eq(knowledgeAsks.shopId, shopId), eq(knowledgeAsks.conversationId, conversationId)));

describe('the bot answers from the shop knowledge', () => {
  it('quotes the best passage naming its source, then offers the menu again; the ask is recorded under the message', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    await c.text('hi');
    const r = await c.text('How much is delivery to Mbezi?');
    expect(texts(r)).toContain(`From *Shop policy* (page 2):\n“${DELIVERY}”`);
    expect(idsOf(r.reply.actions)).toHaveLength(3); // the menu's buttons again
    expect(r.reply.next_state).toBe('menu');
    expect(r.conversation.botPaused).toBe(false);
    const asks = await asksOf(shop.shopId, r.conversation.id);
    expect(asks).toHaveLength(1);
    expect(asks[0]).toMatchObject({
      messageId: r.inbound!.id,
      question: 'How much is delivery to Mbezi?',
      language: 'en',
    });
    expect(asks[0]!.passageId).toBeTruthy();
    // The bot's answer points at that message: the inbox can show which passage answered it.
    expect(r.messages.every((m) => m.replyTo === r.inbound!.id)).toBe(true);
  });

  it('answers a Swahili question in Swahili from the Swahili source', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    const r = await c.text('Je, duka linafunguliwa saa ngapi Jumapili?');
    expect(r.conversation.language).toBe('sw');
    expect(texts(r)).toContain(`Kutoka *Maelezo ya duka* (ukurasa 1):\n“${HOURS_SW}”`);
    expect(texts(r)).toContain('Tukusaidie nini leo?');
  });

  it('a question nothing answers: says so and hands the conversation to the inbox (the bot pauses)', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    await c.text('hi');
    const r = await c.text('Do you sell bicycles?');
    // Another shop's passage never answers this shop's customer.
    expect(texts(r)).not.toContain('Bicycle');
    expect(texts(r)).toContain("Sorry, I don't know the answer to that.");
    expect(r.conversation.botPaused).toBe(true);
    expect(r.reply.next_state).toBeNull();
    const [ask] = await asksOf(shop.shopId, r.conversation.id);
    expect(ask).toMatchObject({ passageId: null, question: 'Do you sell bicycles?' });
    // Paused: the next message is for a person.
    expect((await c.text('hello?')).reply.actions).toEqual([]);
  });

  it('the other shop answers the same question from its own passage', async () => {
    const r = await customer(t, other.shopId, undefined, { language: 'en' }).text('Do you sell bicycles?');
    expect(texts(r)).toContain('From *Bicycle catalogue* (page 1)');
  });

  it('greetings, language words, keywords and typed choices go on as before, and are not recorded', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    const hi = await c.text('habari');
    expect(texts(hi)).toContain('Karibu');
    expect(texts(await c.text('asante sana'))).toContain('Tafadhali chagua moja ya vitufe');
    expect(texts(await c.text('english'))).toContain('Okay, I will write in English.');
    const orders = await c.text('My orders');
    expect(texts(orders)).toContain('You have no orders with us yet.');
    expect(await asksOf(shop.shopId, hi.conversation.id)).toEqual([]);
  });

  it('a sentence that is no question and finds nothing goes on as before (no hand-over)', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'sw' });
    await c.text('mambo');
    const r = await c.text('nataka zawadi nzuri');
    expect(texts(r)).toContain('Tafadhali chagua moja ya vitufe');
    expect(r.conversation.botPaused).toBe(false);
  });

  it('a shop with no knowledge behaves exactly as before', async () => {
    const c = customer(t, plain.shopId, undefined, { language: 'en' });
    await c.text('hi');
    const r = await c.text('How much is delivery to Mbezi?');
    expect(texts(r)).toContain('Please choose one of the buttons below.');
    expect(r.conversation.botPaused).toBe(false);
    expect(r.reply.next_state).toBe('menu');
    expect(await asksOf(plain.shopId, r.conversation.id)).toEqual([]);
  });

  it('records one ask when the same message arrives ten times at once', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    await c.text('hi');
    clearConversationCache(); // every copy reads the conversation: they race for the write
    const copies = await Promise.all(
      Array.from({ length: 10 }, () =>
        c.send({ kind: 'text', text: 'Can I return an item?' }, { messageId: 'same-question' }),
      ),
    );
    expect(copies.filter((r) => !r.duplicate)).toHaveLength(1);
    for (const r of copies) expect(texts(r)).toContain('Returns: you can return any item');
    const id = copies[0]!.conversation.id;
    expect(await asksOf(shop.shopId, id)).toHaveLength(1);
    const inbound = await t.db
      .select()
      .from(conversationMessages)
      .where(and(eq(conversationMessages.conversationId, id), eq(conversationMessages.direction, 'in')));
    expect(inbound).toHaveLength(2);
  });
});
