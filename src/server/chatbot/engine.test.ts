import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversationMessages, conversations, checkoutLinks } from '../db/schema/chat.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { orderCreateSchema } from '../../lib/order-schemas.ts';
import { productCreateSchema } from '../../lib/catalog-schemas.ts';
import { jobs } from '../db/schema/jobs.ts';
import { createOrder } from '../modules/orders/order.service.ts';
import { createProduct } from '../modules/products/product.service.ts';
import { chatShop, customer, idOf, idsOf } from '../test/chat-test-kit.ts';
import { notifyOrderPlaced } from './order-events.ts';
import { clearCatalogueCache } from './catalogue-cache.ts';
import { clearFlowCache } from './flow-store.ts';
import { clearConversationCache } from './conversation-cache.ts';
import { takeOver } from '../modules/conversations/conversation-actions.service.ts';
import { clearShopInfoCache } from './shop-info.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof chatShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await chatShop(t);
});
afterAll(() => t.close());

const texts = (r: { reply: { message: string | string[] } }) => [r.reply.message].flat().join('\n');

/** The texts of the statements sent to the database while `run` runs (every statement passes pg's Client.query). */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    statements.push(typeof first === 'string' ? first : (first.text ?? ''));
    return query.apply(this, args as never);
  } as never);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return statements;
}
const query = pg.Client.prototype.query;

describe('chat engine', () => {
  it('greets a new widget conversation in the page language and shows the menu as three buttons', async () => {
    const c = customer(t, shop.shopId);
    const r = await c.open({ language: 'en' });
    expect(texts(r)).toContain('Welcome to *Asha Fashion*');
    expect(r.reply.actions[1]).toMatchObject({
      send_reply_button: {
        action: {
          buttons: [
            { reply: { title: 'Browse products' } },
            { reply: { title: 'My orders' } },
            { reply: { title: 'Talk to us' } },
          ],
        },
      },
    });
    expect(r.reply.next_state).toBe('menu');
    // Reopening the widget does not greet again.
    expect((await c.open()).reply.actions).toEqual([]);
  });

  it('answers a repeated message id once, with the rows first answered', async () => {
    const c = customer(t, shop.shopId);
    const first = await c.send({ kind: 'text', text: 'habari' }, { messageId: 'same-id' });
    const again = await c.send({ kind: 'text', text: 'habari' }, { messageId: 'same-id' });
    expect(again.duplicate).toBe(true);
    expect(again.reply.response).toEqual(first.reply.response);
    const rows = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, first.conversation.id));
    expect(rows.filter((m) => m.direction === 'in')).toHaveLength(1);
    // The same client id in another conversation is another message.
    const other = await customer(t, shop.shopId).send({ kind: 'text', text: 'habari' }, { messageId: 'same-id' });
    expect(other.duplicate).toBe(false);
    expect(other.reply.actions).toHaveLength(2);
  });

  it('matches keywords without regard to case; a message that answers nothing asks the pending question again', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'sw' });
    expect(texts(await c.text('MAMBO!'))).toContain('Karibu');
    const r = await c.text('nataka kitu');
    expect(texts(r)).not.toContain('Karibu');
    expect(texts(r)).toContain('Tafadhali chagua moja ya vitufe');
    expect(idsOf(r.reply.actions)).toHaveLength(3);
    expect(r.reply.next_state).toBe('menu');
  });

  it('takes a typed number as the n-th choice, and re-asks (basket kept) on a sticker, photo, location or reaction', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    await c.text('hi');
    const list = await c.text('1');
    expect(list.reply.next_state).toBe('products');
    const soda = await c.tap(idOf(list.reply.actions, 'Soda'));
    const qty = await c.tap(idOf(soda.reply.actions, 'Add to basket'));
    const basket = await c.text('2');
    expect(texts(basket)).toContain('2 × Soda');
    for (const content of [
      { kind: 'media', media: 'sticker', link: 'https://example.com/s.webp' },
      { kind: 'media', media: 'image', link: 'https://example.com/p.jpg', caption: 'this one?' },
      { kind: 'location', latitude: -6.8, longitude: 39.28 },
      { kind: 'text', text: '👍' },
      { kind: 'text', text: 'what is this' },
    ] as const) {
      const r = await c.send(content as never);
      expect(texts(r), JSON.stringify(content)).not.toContain('Welcome');
      expect(r.reply.next_state).toBe('products');
      expect(texts(r)).toContain('2 × Soda');
    }
    expect(qty.reply.next_state).toBe('products');
  });

  it('at an add-on prompt, "1" picks the first option and keeps the basket', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    const list = await c.text('hi').then((m) => c.tap(idOf(m.reply.actions, 'Browse')));
    const pilau = await c.tap(idOf(list.reply.actions, 'Pilau'));
    const addon = await c.tap(idOf(pilau.reply.actions, 'Add to basket'));
    expect(texts(addon)).toContain('Kinywaji');
    const r = await c.text('1');
    expect(texts(r)).not.toContain('Welcome');
    expect(r.reply.next_state).toBe('products');
  });

  it('answers in the language the customer writes: "Habari" on an English page gets Swahili, and it stays', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    const r = await c.text('Habari, nataka kununua');
    expect(texts(r)).toContain('Karibu');
    expect(r.conversation.language).toBe('sw');
    expect(texts(await c.text('2'))).not.toContain('Welcome');
    const en = customer(t, shop.shopId, undefined, { language: 'sw' });
    expect((await en.text('Hello, I want to buy a shirt')).conversation.language).toBe('en');
  });

  it('stores the title of a tapped choice (as offered, else as the channel sent it), never its id', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    const menu = await c.text('hi');
    const id = idOf(menu.reply.actions, 'My orders');
    await c.tap(id);
    // Move on to the product list, so the menu's buttons are no longer offered.
    const list = await c.text('hi').then((m) => c.tap(idOf(m.reply.actions, 'Browse')));
    expect(list.reply.next_state).toBe('products');
    // a button of an earlier message, no longer offered: the title the widget sent with the tap
    await c.send({ kind: 'interactive', id, title: 'My orders' });
    await c.text('hi').then((m) => c.tap(idOf(m.reply.actions, 'Browse')));
    // one with no title at all (an old client): stored without one, shown as a tapped choice
    await c.send({ kind: 'interactive', id, title: '' });
    const rows = await t.db
      .select()
      .from(conversationMessages)
      .where(
        and(eq(conversationMessages.conversationId, menu.conversation.id), eq(conversationMessages.direction, 'in')),
      );
    const taps = rows.filter(
      (m) =>
        (m.content as { kind: string; id: string }).kind === 'interactive' && (m.content as { id: string }).id === id,
    );
    expect(taps.map((m) => (m.content as { title: string }).title)).toEqual(['My orders', 'My orders', '']);
    expect(JSON.stringify(rows.map((m) => m.preview))).not.toContain(id);
  });

  it('switches language on "English" and remembers it', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'sw' });
    await c.text('habari');
    const r = await c.text('English');
    expect(texts(r)).toContain('I will write in English');
    expect(r.conversation.language).toBe('en');
    expect(texts(await c.text('menu'))).toContain('How can we help');
  });

  it('keeps the state in the database: a fresh call continues where the last one waited', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    const menu = await c.text('hi');
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, menu.conversation.id));
    expect(row!.state).toMatchObject({ node: 'menu' });
    // As a freshly started process: nothing cached, only the database remembers.
    clearShopInfoCache();
    clearCatalogueCache();
    clearFlowCache();
    clearConversationCache();
    const list = await c.tap(idOf(menu.reply.actions, 'Browse'));
    expect(list.reply.next_state).toBe('products');
    expect(list.conversation.stateVersion).toBe(menu.conversation.stateVersion + 1);
  });

  it('browses products, picks a size and a quantity, and checks out with a link', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    const menu = await c.text('hi');
    const list = await c.tap(idOf(menu.reply.actions, 'Browse'));
    const shirt = await c.tap(idOf(list.reply.actions, 'Shati'));
    expect(texts(shirt)).toContain('TZS 25,000');
    // Issue 25: two sizes are two reply buttons, which carry no description: each size's price is in the text.
    expect(texts(shirt)).toContain('• Medium: TZS 25,000\n• Large: TZS 27,000');
    const large = await c.tap(idOf(shirt.reply.actions, 'Large'));
    const qty = await c.text('2');
    expect(idsOf(large.reply.actions)).toHaveLength(3);
    expect(texts(qty)).toContain('2 × Shati la kitenge (Large) — TZS 54,000');
    const pilau = await c.tap(idOf(qty.reply.actions, 'Add more')).then((r) => c.tap(idOf(r.reply.actions, 'Pilau')));
    const addon = await c.tap(idOf(pilau.reply.actions, 'Add to basket'));
    expect(texts(addon)).toContain('Kinywaji');
    const quantity = await c.tap(idOf(addon.reply.actions, 'Juisi'));
    const basket = await c.tap(idOf(quantity.reply.actions, '1'));
    expect(texts(basket)).toContain('1 × Pilau ya nyama + Juisi — TZS 10,000');
    expect(texts(basket)).toContain('Total: TZS 64,000');
    const done = await c.tap(idOf(basket.reply.actions, 'Checkout'));
    expect(texts(done)).toMatch(/http:\/\/localhost:4321\/cart\?token=/);
    const [link] = await t.db
      .select()
      .from(checkoutLinks)
      .where(eq(checkoutLinks.conversationId, done.conversation.id));
    expect(link!.items).toEqual([
      {
        product_id: shop.products!.shirt.id,
        variant_id: shop.products!.shirt.variants[1]!.id,
        addon_option_ids: [],
        quantity: 2,
      },
      {
        product_id: shop.products!.pilau.id,
        variant_id: null,
        addon_option_ids: [shop.products!.pilau.addon_groups[0]!.options[0]!.id],
        quantity: 1,
      },
    ]);
    // The order is placed: the basket is emptied and a confirmation arrives in the chat.
    await notifyOrderPlaced(t.db, {
      shopId: shop.shopId,
      conversationId: done.conversation.id,
      orderId: link!.id,
      orderNumber: 12,
      total: 64_000,
      currency: 'TZS',
      customerId: null,
    });
    const [conv] = await t.db.select().from(conversations).where(eq(conversations.id, done.conversation.id));
    expect(conv!.state).toMatchObject({ basket: [] });
    const last = await t.db
      .select()
      .from(conversationMessages)
      .where(and(eq(conversationMessages.conversationId, conv!.id), eq(conversationMessages.author, 'system')));
    expect(last[0]!.preview).toContain('#12');
  });

  it('re-asks with the retry text when the quantity does not fit', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    const list = await c.text('hi').then((m) => c.tap(idOf(m.reply.actions, 'Browse')));
    const soda = await c.tap(idOf(list.reply.actions, 'Soda'));
    await c.tap(idOf(soda.reply.actions, 'Add to basket'));
    const r = await c.text('500');
    expect(texts(r)).toContain('from 1 to 99');
    expect(r.reply.next_state).toBe('products');
  });

  it('pauses the bot after "talk to us" and stays silent, storing the messages', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    const menu = await c.text('hi');
    const handed = await c.tap(idOf(menu.reply.actions, 'Talk'));
    expect(handed.conversation.botPaused).toBe(true);
    expect(texts(handed)).toMatch(/team will reply|closed right now/);
    const silent = await c.text('hello?');
    expect(silent.reply.actions).toEqual([]);
    expect(silent.reply.next_state).toBeNull();
    expect(silent.conversation.unreadCount).toBeGreaterThan(handed.conversation.unreadCount - 1);
  });

  it('says the customer has no orders yet and shows the menu again', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'sw' });
    const menu = await c.text('anza');
    const r = await c.tap(idOf(menu.reply.actions, 'Oda zangu'));
    expect(texts(r)).toContain('Bado huna oda');
    expect(r.reply.next_state).toBe('menu');
  });

  it('stores a script tag as plain text', async () => {
    const c = customer(t, shop.shopId);
    const r = await c.text('<script>alert(1)</script>');
    const [row] = await t.db
      .select()
      .from(conversationMessages)
      .where(and(eq(conversationMessages.conversationId, r.conversation.id), eq(conversationMessages.direction, 'in')));
    expect(row!.content).toEqual({ kind: 'text', text: '<script>alert(1)</script>' });
  });

  it('on WhatsApp: writes in the shop language, links the customer by phone, queues each reply and lists their orders', async () => {
    const c = customer(t, shop.shopId, '255712000111', { channel: 'whatsapp', profile: { name: 'Juma' } });
    const first = await c.text('hi');
    expect(first.conversation).toMatchObject({ language: 'en', customerPhone: '+255712000111', customerName: 'Juma' });
    expect(first.conversation.customerId).toBeTruthy();
    expect(first.messages.every((m) => m.status === 'pending')).toBe(true);
    const queued = await t.db.select().from(jobs).where(eq(jobs.queue, 'whatsapp.send'));
    expect(queued.map((j) => j.dedupeKey)).toEqual(expect.arrayContaining(first.messages.map((m) => m.id)));
    await createOrder(
      t.db,
      shop.shopId,
      null,
      orderCreateSchema.parse({
        customer_id: first.conversation.customerId,
        channel: 'whatsapp',
        lines: [{ product_id: shop.products!.soda.id, quantity: 2 }],
      }),
    );
    const r = await c.text('My orders'); // a typed button title counts as the tap
    expect(texts(r)).toMatch(/Order #\d+ · Received · TZS 2,000/);
  });

  it('pages a long product list: 9 rows and "More…", then the rest', async () => {
    const big = await chatShop(t, { products: false });
    for (let i = 1; i <= 12; i++) {
      await createProduct(
        t.db,
        big.shopId,
        big.owner.user?.id ?? big.owner.id,
        productCreateSchema.parse({
          name: `Kitu ${String(i).padStart(2, '0')}`,
          price: 1000 * i,
          category: 'food_beverages',
          stock: 5,
        }),
      );
    }
    const c = customer(t, big.shopId, undefined, { language: 'en' });
    const list = await c.text('hi').then((m) => c.tap(idOf(m.reply.actions, 'Browse')));
    const rows = (list.reply.actions[0] as any).send_button.action.sections[0].rows;
    expect(rows).toHaveLength(10);
    expect(rows[9].title).toBe('More…');
    const next = await c.tap(rows[9].id);
    const rest = (next.reply.actions[0] as any).send_button.action.sections[0].rows;
    expect(rest.map((r: any) => r.title)).toEqual(['Kitu 03', 'Kitu 02', 'Kitu 01', 'Back to the start']);
    expect(rest[0].description).toBe('TZS 3,000');
  });

  it('runs simultaneous messages of one new conversation one after the other (row lock), with one conversation', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    const results = await Promise.all(
      ['hi', 'hello', 'menu', 'start', 'anza'].map((text, i) => c.send({ kind: 'text', text }, { messageId: `p${i}` })),
    );
    const ids = new Set(results.map((r) => r.conversation.id));
    expect(ids.size).toBe(1);
    const versions = results.map((r) => r.conversation.stateVersion).sort((a, b) => a - b);
    expect(versions).toEqual([1, 2, 3, 4, 5]);
    const rows = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, [...ids][0]!));
    expect(rows.filter((m) => m.direction === 'in')).toHaveLength(5);
    expect(rows.filter((m) => m.direction === 'out')).toHaveLength(10);
  });

  it('never answers from a stale copy: a person who took over meanwhile keeps the bot silent', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    const menu = await c.text('hi'); // this process now remembers the conversation
    await takeOver(t.db, shop.shopId, menu.conversation.id, shop.owner.user?.id ?? shop.owner.id);
    const r = await c.text('menu');
    expect(r.reply.actions).toEqual([]);
    expect(r.conversation.botPaused).toBe(true);
    // The take-over's write bumped the version too (migration 0008), then this message's.
    expect(r.conversation.stateVersion).toBe(menu.conversation.stateVersion + 2);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, menu.conversation.id));
    expect(row!.assignedTo).toBeTruthy();
  });

  it('reads first a conversation another process writes between its messages (round robin), and trusts its copy again once nobody does', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    const menu = await c.text('hi');
    // Another process answers every other message: here, a write that bumps the version (migration 0008).
    const otherProcess = () =>
      t.db
        .update(conversations)
        .set({ unreadCount: sql`${conversations.unreadCount}` })
        .where(eq(conversations.id, menu.conversation.id));
    const writes = async (send: () => Promise<unknown>) => {
      const statements = await statementsDuring(send);
      return {
        writes: statements.filter((s) => s.includes('update conversations c set')).length,
        reads: statements.filter((s) => s.includes('insert into conversations')).length,
      };
    };
    await otherProcess();
    // The remembered copy is stale: one write fails, the conversation is read, the message written.
    expect(await writes(() => c.text('menu'))).toEqual({ writes: 2, reads: 1 });
    await otherProcess();
    // From now on it is read first: no write that is bound to fail.
    expect(await writes(() => c.text('menu'))).toEqual({ writes: 1, reads: 1 });
    // Nobody else wrote since: the read finds this process's own write, and the copy is used again.
    expect(await writes(() => c.text('menu'))).toEqual({ writes: 1, reads: 1 });
    const last = await c.text('menu');
    expect(await writes(() => c.text('menu'))).toEqual({ writes: 1, reads: 0 });
    expect(texts(last)).toContain('How can we help');
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, menu.conversation.id));
    expect(row!.unreadCount).toBe(6);
  });

  it('loses no message of a known conversation when several arrive at once', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    const first = await c.text('hi');
    const results = await Promise.all(
      ['menu', 'hello', 'start', 'anza', 'hi'].map((text, i) => c.send({ kind: 'text', text }, { messageId: `q${i}` })),
    );
    expect(results.map((r) => r.conversation.stateVersion).sort((a, b) => a - b)).toEqual(
      [1, 2, 3, 4, 5].map((n) => first.conversation.stateVersion + n),
    );
    const rows = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, first.conversation.id));
    expect(rows.filter((m) => m.direction === 'in')).toHaveLength(6);
    expect(rows.filter((m) => m.direction === 'out')).toHaveLength(12);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, first.conversation.id));
    expect(row!.unreadCount).toBe(6);
  });

  it('writes messages of many conversations that arrive at once together, each with its own rows, a stale copy or a resend failing alone', async () => {
    const people = Array.from({ length: 8 }, () => customer(t, shop.shopId, undefined, { language: 'en' }));
    const firsts = await Promise.all(people.map((c) => c.text('hi')));
    // One conversation changed behind this process's back, one message sent again.
    await takeOver(t.db, shop.shopId, firsts[2]!.conversation.id, shop.owner.user?.id ?? shop.owner.id);
    let results: Awaited<ReturnType<ReturnType<typeof customer>['text']>>[] = [];
    const statements = await statementsDuring(async () => {
      results = await Promise.all(people.map((c, i) => (i === 5 ? c.text('hi', { messageId: 'm1' }) : c.text('menu'))));
    });
    expect(statements.some((s) => s.includes('jsonb_to_recordset'))).toBe(true);
    expect(results.map((r) => r.duplicate)).toEqual([false, false, false, false, false, true, false, false]);
    expect(results[5]!.reply.response).toEqual(firsts[5]!.reply.response);
    expect(results[2]!.reply.actions).toEqual([]);
    for (const [i, r] of results.entries()) {
      const rows = await t.db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, r.conversation.id));
      const expected = i === 5 ? { in: 1, out: 2 } : i === 2 ? { in: 2, out: 2 } : { in: 2, out: 4 };
      expect({
        in: rows.filter((m) => m.direction === 'in').length,
        out: rows.filter((m) => m.direction === 'out').length,
      }).toEqual(expected);
      if (i !== 5 && i !== 2) expect(texts(r)).toContain('How can we help');
    }
  });

  it('makes one checkout link when the same checkout tap arrives twice at once', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    const menu = await c.text('hi');
    const list = await c.tap(idOf(menu.reply.actions, 'Browse'));
    const soda = await c.tap(idOf(list.reply.actions, 'Soda'));
    await c.tap(idOf(soda.reply.actions, 'Add'));
    const basket = await c.text('1');
    const checkoutId = idOf(basket.reply.actions, 'Checkout');
    const [a, b] = await Promise.all([
      c.send({ kind: 'interactive', id: checkoutId, title: '' }, { messageId: 'co' }),
      c.send({ kind: 'interactive', id: checkoutId, title: '' }, { messageId: 'co' }),
    ]);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    const links = await t.db.select().from(checkoutLinks).where(eq(checkoutLinks.conversationId, menu.conversation.id));
    expect(links).toHaveLength(1);
  });

  it('relaxes the commit flush for the message transaction only', async () => {
    await customer(t, shop.shopId).text('hi');
    const result = await t.db.execute(sql`show synchronous_commit`);
    const rows = (Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows) as {
      synchronous_commit: string;
    }[];
    expect(rows[0]!.synchronous_commit).toBe('on');
  });

  it('is not fooled by prototype names in texts and ids', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    await c.text('hi');
    const r = await c.text('constructor');
    expect(r.conversation.language).toBe('en');
    const tap = await c.tap('constructor');
    expect(tap.reply.actions.length).toBeGreaterThan(0);
  });
});
