import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutLinks } from '../../db/schema/chat.ts';
import { appWithOwner, type TestApp } from '../../test/harness.ts';
import { CHECKOUT_LINK_TTL_MS, createCheckoutLink } from './checkout-link.ts';
import { verifyCheckoutToken } from './checkout-token.ts';

let t: TestApp;
let shopId: string;
beforeAll(async () => {
  ({ t, shopId } = await appWithOwner());
});
afterAll(() => t.close());

describe('createCheckoutLink', () => {
  it('stores the basket and returns a signed /cart URL valid for 48 hours', async () => {
    const now = new Date('2026-03-01T10:00:00.500Z');
    const env = { storeUrl: 'https://store.example/', secretKey: t.deps.env.secretKey };
    const items = [{ product_id: '11111111-1111-4111-8111-111111111111', quantity: 2 }];
    const link = await createCheckoutLink(
      t.db,
      env,
      { shopId, conversationId: null, channel: 'whatsapp', items, language: 'en' },
      now,
    );
    expect(link.expiresAt.getTime()).toBe(Date.parse('2026-03-03T10:00:00.000Z'));
    expect(link.expiresAt.getTime() - now.getTime()).toBeLessThanOrEqual(CHECKOUT_LINK_TTL_MS);
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://store.example/cart');
    const check = verifyCheckoutToken(env.secretKey, url.searchParams.get('token')!);
    expect(check).toEqual({ ok: true, linkId: link.id, expiresAt: link.expiresAt });
    const [row] = await t.db
      .select()
      .from(checkoutLinks)
      .where(and(eq(checkoutLinks.shopId, shopId), eq(checkoutLinks.id, link.id)));
    expect(row).toMatchObject({
      channel: 'whatsapp',
      language: 'en',
      customerId: null,
      usedAt: null,
      orderId: null,
      expiresAt: link.expiresAt,
    });
    expect(row!.items).toEqual([
      { product_id: items[0]!.product_id, variant_id: null, addon_option_ids: [], quantity: 2 },
    ]);
  });

  it('gives each link its own token, which another secret does not accept', async () => {
    const env = { storeUrl: 'http://localhost:4321', secretKey: t.deps.env.secretKey };
    const input = { shopId, conversationId: null, channel: 'widget' as const, items: [], language: 'sw' as const };
    const a = await createCheckoutLink(t.db, env, input);
    const b = await createCheckoutLink(t.db, env, input);
    expect(a.url).not.toBe(b.url);
    const token = new URL(a.url).searchParams.get('token')!;
    expect(verifyCheckoutToken('another-secret-another-secret-000', token)).toEqual({ ok: false, reason: 'forged' });
  });
});
