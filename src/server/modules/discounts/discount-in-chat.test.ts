import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema/chat.ts';
import { discountCodes } from '../../db/schema/discounts.ts';
import { chatShop, customer, idOf } from '../../test/chat-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createCode, updateCode } from './discount.service.ts';
import pg from 'pg';
import { vi } from 'vitest';

// A discount code given in the chat (issue 28): the customer pastes or types it as a short
// message (any case, "code SAVE10" too); the bot confirms it in the chat's language and the
// checkout's order-page link carries it, where the page applies it against the final basket. A
// code that cannot be used is refused in words; a word that is no code goes to the flow as before.

let t: TestApp;
let shop: Awaited<ReturnType<typeof chatShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await chatShop(t);
  await createCode(t.db, shop.shopId, null, {
    code: 'KARIBU10',
    kind: 'percentage',
    value: 10,
    min_order: 20_000,
    expires_at: null,
    max_uses: null,
    max_uses_per_customer: null,
    active: true,
  });
  const old = await createCode(t.db, shop.shopId, null, {
    code: 'ZAMANI',
    kind: 'fixed',
    value: 500,
    min_order: 0,
    expires_at: null,
    max_uses: null,
    max_uses_per_customer: null,
    active: true,
  });
  await t.db
    .update(discountCodes)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(discountCodes.id, old.id));
});
afterAll(() => t.close());

const texts = (r: { reply: { message: string | string[] } }) => [r.reply.message].flat().join('\n');
const varsOf = async (id: string) => {
  const [c] = await t.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.shopId, shop.shopId), eq(conversations.id, id)));
  return (c!.state as { vars?: Record<string, unknown> }).vars ?? {};
};

describe('a discount code in the chat', () => {
  it('is confirmed in the chat’s language and goes with the checkout link', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    await c.text('hi');
    const saved = await c.text('code karibu10');
    expect(texts(saved)).toBe(
      'Code KARIBU10 saved: 10% off your goods. It is taken off on the order page when you check out. For orders from TZS 20,000.',
    );
    expect((await varsOf(saved.conversation.id)).discount_code).toBe('KARIBU10');
    const menu = await c.text('hi');
    const list = await c.tap(idOf(menu.reply.actions, 'Browse'));
    const soda = await c.tap(idOf(list.reply.actions, 'Soda'));
    const qty = await c.tap(idOf(soda.reply.actions, 'Add to basket'));
    const basket = await c.tap(idOf(qty.reply.actions, '1'));
    const done = await c.tap(idOf(basket.reply.actions, 'Checkout'));
    expect(texts(done)).toMatch(/\/cart\?token=\S+&code=KARIBU10/);
  });

  it('is refused in words when it cannot be used, in Swahili for a Swahili chat', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'sw' });
    await c.text('habari');
    const refused = await c.text('ZAMANI');
    expect(texts(refused)).toBe('Muda wa kodi hii ya punguzo umekwisha.');
    expect((await varsOf(refused.conversation.id)).discount_code).toBeUndefined();
  });

  it('leaves a word that is no code, and a long sentence naming one, to the flow', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    const hi = await c.text('hi');
    expect(texts(hi)).toContain('Welcome');
    const sentence = await c.text('my friend told me about karibu10 yesterday at the market');
    expect(texts(sentence)).not.toContain('saved');
    expect((await varsOf(sentence.conversation.id)).discount_code).toBeUndefined();
  });

  it('looks a short message up only when one of its words is among the shop’s code names, kept a few seconds', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    await c.text('hi');
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    const lookups = () => spy.mock.calls.filter(([q]) => JSON.stringify(q).includes('discount_codes')).length;
    try {
      await c.text('hello there');
      await c.text('menu');
      await c.text('thanks a lot');
      // At most the load of the names (if not kept yet): no word of these is a code.
      expect(lookups()).toBeLessThanOrEqual(1);
      const before = lookups();
      await c.text('karibu10');
      expect(lookups()).toBeGreaterThan(before); // a name of a code: looked up, with its checks
    } finally {
      spy.mockRestore();
    }
  });

  it('knows a code made or renamed a moment ago at once', async () => {
    const c = customer(t, shop.shopId, undefined, { language: 'en' });
    await c.text('hi');
    expect(texts(await c.text('mpya5'))).not.toContain('saved'); // no such code yet: the names are kept without it
    const made = await createCode(t.db, shop.shopId, null, {
      code: 'MPYA5',
      kind: 'fixed',
      value: 500,
      min_order: 0,
      expires_at: null,
      max_uses: null,
      max_uses_per_customer: null,
      active: true,
    });
    expect(texts(await c.text('mpya5'))).toContain('Code MPYA5 saved');
    await updateCode(t.db, shop.shopId, made.id, { code: 'MPYA6' });
    expect(texts(await c.text('mpya6'))).toContain('Code MPYA6 saved');
  });
});
