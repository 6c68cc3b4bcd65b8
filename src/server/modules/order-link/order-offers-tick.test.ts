import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema/chat.ts';
import { consentEvents, customerConsents } from '../../db/schema/consent.ts';
import { orders } from '../../db/schema/orders.ts';
import { appWithOwner, type TestApp, type TestClient } from '../../test/harness.ts';
import { addChai } from '../../test/catalogue-kit.ts';
import { createCheckoutLink } from './checkout-link.ts';

// The order page's "Send me offers" tick (issue 27): ticked, the order's customer is opted in on
// both channels with the label's words (source order_page); unticked, nothing is recorded.

let t: TestApp, owner: TestClient, shopId: string, chai: any, conversationId: string;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  chai = await addChai(owner);
  const [wa] = await t.db
    .insert(conversations)
    .values({ shopId, channel: 'widget', externalId: 'chat-offers', language: 'en' })
    .returning();
  conversationId = wa!.id;
});
afterAll(() => t.close());

async function submit(extra: object, phone: string) {
  const created = await createCheckoutLink(
    t.db,
    { storeUrl: 'http://localhost:4321', secretKey: t.deps.env.secretKey },
    { shopId, conversationId, channel: 'widget', items: [{ product_id: chai.id, quantity: 1 }], language: 'en' },
  );
  const token = new URL(created.url).searchParams.get('token')!;
  const res = await t.client().post(`/api/v1/order?token=${encodeURIComponent(token)}`, {
    items: [{ product_id: chai.id, quantity: 1 }],
    fulfilment: 'pickup',
    customer_name: 'Rehema',
    customer_phone: phone,
    payment_method: 'cash',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [order] = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, res.body.order_id)));
  return order!.customerId!;
}

const consentOf = (customerId: string) =>
  t.db
    .select()
    .from(customerConsents)
    .where(and(eq(customerConsents.shopId, shopId), eq(customerConsents.customerId, customerId)));

describe('"Send me offers" on the order page', () => {
  it('ticked: opted in on SMS and WhatsApp with the words of the label in its language', async () => {
    const customerId = await submit({ marketing_consent: 'sw' }, '0754300001');
    const rows = await consentOf(customerId);
    expect(rows.map((r) => [r.channel, r.state, r.source, r.words]).sort()).toEqual([
      ['sms', 'opted_in', 'order_page', 'Nitumieni matangazo kwa SMS na WhatsApp'],
      ['whatsapp', 'opted_in', 'order_page', 'Nitumieni matangazo kwa SMS na WhatsApp'],
    ]);
  });

  it('not ticked: nothing recorded', async () => {
    for (const [i, extra] of [{}, { marketing_consent: null }].entries()) {
      const customerId = await submit(extra, `075430001${i}`);
      expect(await consentOf(customerId)).toEqual([]);
      expect(
        await t.db
          .select()
          .from(consentEvents)
          .where(and(eq(consentEvents.shopId, shopId), eq(consentEvents.customerId, customerId))),
      ).toEqual([]);
    }
  });

  it('anything but a language is a 400', async () => {
    const created = await createCheckoutLink(
      t.db,
      { storeUrl: 'http://localhost:4321', secretKey: t.deps.env.secretKey },
      { shopId, conversationId, channel: 'widget', items: [{ product_id: chai.id, quantity: 1 }], language: 'en' },
    );
    const token = new URL(created.url).searchParams.get('token')!;
    const res = await t.client().post(`/api/v1/order?token=${encodeURIComponent(token)}`, {
      items: [{ product_id: chai.id, quantity: 1 }],
      fulfilment: 'pickup',
      customer_phone: '0754300005',
      marketing_consent: true,
    });
    expect(res.status).toBe(400);
  });
});
