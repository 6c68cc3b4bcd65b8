import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations, checkoutLinks } from '../db/schema/chat.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { chatShop, customer, idOf, idsOf } from './chat-test-kit.ts';
import { notifyOrderPlaced } from './order-events.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof chatShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await chatShop(t);
});
afterAll(() => t.close());

const texts = (r: { reply: { message: string | string[] } }) => [r.reply.message].flat().join('\n');

describe('chat engine', () => {
  it('greets a new widget conversation in the page language and shows the menu as three buttons', async () => {
    const c = customer(t, shop.shopId);
    const r = await c.open({ language: 'en' });
    expect(texts(r)).toContain('Welcome to *Asha Fashion*');
    expect(r.reply.actions[1]).toMatchObject({ send_reply_button: { action: { buttons: [{ reply: { title: 'Browse products' } }, { reply: { title: 'My orders' } }, { reply: { title: 'Talk to us' } }] } } });
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
    const rows = await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, first.conversation.id));
    expect(rows.filter((m) => m.direction === 'in')).toHaveLength(1);
  });

  it('matches keywords without regard to case and restarts at the menu on a message that answers nothing', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'sw' });
    expect(texts(await c.text('MAMBO!'))).toContain('Karibu');
    const r = await c.text('nataka kitu');
    expect(texts(r)).toContain('Karibu');
    expect(r.reply.next_state).toBe('menu');
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
    const [link] = await t.db.select().from(checkoutLinks).where(eq(checkoutLinks.conversationId, done.conversation.id));
    expect(link!.items).toEqual([
      { product_id: shop.products!.shirt.id, variant_id: shop.products!.shirt.variants[1]!.id, addon_option_ids: [], quantity: 2 },
      { product_id: shop.products!.pilau.id, variant_id: null, addon_option_ids: [shop.products!.pilau.addon_groups[0]!.options[0]!.id], quantity: 1 },
    ]);
    // The order is placed: the basket is emptied and a confirmation arrives in the chat.
    await notifyOrderPlaced(t.db, { shopId: shop.shopId, conversationId: done.conversation.id, orderId: link!.id, orderNumber: 12, total: 64_000, currency: 'TZS', customerId: null });
    const [conv] = await t.db.select().from(conversations).where(eq(conversations.id, done.conversation.id));
    expect(conv!.state).toMatchObject({ basket: [] });
    const last = await t.db.select().from(conversationMessages).where(and(eq(conversationMessages.conversationId, conv!.id), eq(conversationMessages.author, 'system')));
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
    const [row] = await t.db.select().from(conversationMessages).where(and(eq(conversationMessages.conversationId, r.conversation.id), eq(conversationMessages.direction, 'in')));
    expect(row!.content).toEqual({ kind: 'text', text: '<script>alert(1)</script>' });
  });
});
