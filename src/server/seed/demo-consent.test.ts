import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { consentEvents, customerConsents } from '../db/schema/consent.ts';
import { customers } from '../db/schema/customers.ts';
import { mayMarketTo } from '../modules/consent/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { clearShopInfoCache } from '../chatbot/shop-info.ts';
import { DEMO_CUSTOMERS } from './demo-consent.ts';
import { seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  clearShopInfoCache();
});
afterAll(() => t.close());

it("gives the demo shop's customers their imported consent once, and keeps later changes", async () => {
  await seedDemo(t.deps);
  const [shop] = await t.db.selectDistinct({ id: customers.shopId }).from(customers);
  const shopId = shop!.id;
  const reach = await t.db
    .select({
      phone: customers.phone,
      sms: mayMarketTo(shopId, customers.id, 'sms'),
      whatsapp: mayMarketTo(shopId, customers.id, 'whatsapp'),
    })
    .from(customers)
    .where(eq(customers.shopId, shopId))
    .orderBy(customers.phone);
  expect(reach).toEqual([
    { phone: DEMO_CUSTOMERS[0]!.phone, sms: true, whatsapp: true },
    { phone: DEMO_CUSTOMERS[1]!.phone, sms: true, whatsapp: true },
    { phone: DEMO_CUSTOMERS[2]!.phone, sms: true, whatsapp: false },
    // Said ACHA on WhatsApp: no campaign on any channel.
    { phone: DEMO_CUSTOMERS[3]!.phone, sms: false, whatsapp: false },
  ]);
  const sources = await t.db.selectDistinct({ source: customerConsents.source }).from(customerConsents);
  expect(sources).toEqual([{ source: 'import' }]);

  // The merchant opts Amina out; a restart seeds nothing again.
  const [amina] = await t.db.select().from(customers).where(eq(customers.phone, DEMO_CUSTOMERS[0]!.phone));
  await t.db
    .update(customerConsents)
    .set({ state: 'opted_out', source: 'manual' })
    .where(and(eq(customerConsents.shopId, shopId), eq(customerConsents.customerId, amina!.id)));
  const events = (await t.db.select({ n: count() }).from(consentEvents))[0]!.n;
  await seedDemo(t.deps);
  expect((await t.db.select({ n: count() }).from(consentEvents))[0]!.n).toBe(events);
  const [kept] = await t.db
    .select()
    .from(customerConsents)
    .where(and(eq(customerConsents.customerId, amina!.id), eq(customerConsents.channel, 'sms')));
  expect(kept).toMatchObject({ state: 'opted_out', source: 'manual' });
});
