import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productSets, products } from '../db/schema/catalog.ts';
import { chatFlows } from '../db/schema/chat.ts';
import { idOf } from '../test/chat-test-kit.ts';
import { clearShopInfoCache } from '../chatbot/shop-info.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  clearShopInfoCache();
});
afterAll(() => t.close());

it('seeds the demo shop with its bot "demo", the default flow and a catalogue, once', async () => {
  const started = performance.now();
  await seedDemo(t.deps);
  expect(performance.now() - started).toBeLessThan(5000);
  await seedDemo(t.deps); // a second start changes nothing
  const [n] = await t.db.select({ n: count() }).from(products);
  expect(n!.n).toBe(8);
  const sets = await t.db.select().from(productSets);
  expect(sets.map((s) => [s.name, s.productIds.length])).toEqual([['Popular', 4]]);
  expect(await t.db.select({ v: chatFlows.publishedVersion }).from(chatFlows)).toEqual([{ v: 1 }]);
  const variants = await t.db.select().from(products).where(eq(products.name, 'Shati la Kitenge'));
  expect(variants).toHaveLength(1);

  // The demo bot answers in Swahili (the shop's language) and lists the products in the chat.
  const client = t.client();
  const menu = await client.post('/plugin/conversation/demo', { message: 'habari', chat_id: 'demo-chat-1' });
  expect(menu.body.message[0]).toContain('Karibu *Duka la Mama Neema*');
  const list = await client.post('/plugin/conversation/demo', {
    message: idOf(menu.body.actions, 'Angalia'),
    chat_id: 'demo-chat-1',
    message_type: 'interactive',
  });
  const rows = list.body.actions[0].send_button.action.sections[0].rows;
  expect(rows).toHaveLength(8);
  expect(rows.find((r: { title: string }) => r.title === 'Pilau ya Nyama')).toMatchObject({ description: 'TZS 8,000' });
});
