import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentEvents, customerConsents } from '../../db/schema/consent.ts';
import { users } from '../../db/schema/accounts.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';

// "Send me offers" at the till (issue 27): a yes is recorded with the sale, on both channels,
// source pos, the cashier in the history; without a customer or without a yes, nothing.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t, { shop: true });
  productId = (
    await owner.client.post('/api/products', { name: 'Soda', price: 1_000, category: 'food_beverages', stock: 1000 })
  ).body.id;
});
afterAll(() => t.close());

const sale = (extra: Record<string, unknown>) =>
  owner.client.post('/api/orders', {
    channel: 'pos',
    lines: [{ product_id: productId, quantity: 1 }],
    payment_method: 'cash',
    status: 'completed',
    ...extra,
  });
const consentOf = (customerId: string) =>
  t.db
    .select()
    .from(customerConsents)
    .where(and(eq(customerConsents.shopId, owner.shop.id), eq(customerConsents.customerId, customerId)));

describe('"Send me offers" at the till', () => {
  it('a yes is recorded with the sale on both channels, source pos, by the cashier', async () => {
    const res = await sale({ customer: { phone: '0754400001', name: 'Bi Asha' }, marketing_consent: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rows = await consentOf(res.body.customer.id);
    expect(rows.map((r) => [r.channel, r.state, r.source, r.words]).sort()).toEqual([
      ['sms', 'opted_in', 'pos', 'Send me offers by SMS and WhatsApp'],
      ['whatsapp', 'opted_in', 'pos', 'Send me offers by SMS and WhatsApp'],
    ]);
    const [cashier] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
    const events = await t.db
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.shopId, owner.shop.id), eq(consentEvents.customerId, res.body.customer.id)));
    expect(events.map((e) => e.byUserId)).toEqual([cashier!.id, cashier!.id]);
  });

  it('no yes, or no customer: nothing recorded', async () => {
    const before = (await t.db.select().from(consentEvents)).length;
    const without = await sale({ customer: { phone: '0754400002', name: 'Juma' } });
    expect(without.status).toBe(201);
    const anonymous = await sale({ marketing_consent: 'sw' });
    expect(anonymous.status).toBe(201);
    expect((await t.db.select().from(consentEvents)).length).toBe(before);
  });

  it('anything but a language is a 400 with no sale', async () => {
    const res = await sale({ customer: { phone: '0754400003' }, marketing_consent: 'yes' });
    expect(res.status).toBe(400);
  });
});
