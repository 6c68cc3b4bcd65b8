import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from './app.ts';
import { createTestApp, signUpUser, type Reply, type TestApp, type TestClient } from './test/harness.ts';
import { sampleCalls } from './test/route-calls.ts';
import { shopSnapshot } from './test/shop-snapshot.ts';
import { victimShop } from './test/victim-shop.ts';

/**
 * Issue 12 / DESIGN.md: a user of another shop can neither read nor change anything of a shop.
 * Shop A (the victim) carries a marker string in every text and has rows in every table the API
 * reaches; shop B's admin (all permissions) calls every route of the API with A's ids. No answer
 * may hold the marker or any of A's ids, every call naming one of A's rows is 404, and A's rows
 * stay as they were. Routes come from the app's route table: a new one is covered at once (its
 * sample call in test/route-calls.ts is required by the permissions test).
 */
let t: TestApp;
let victim: Awaited<ReturnType<typeof victimShop>>;
let intruder: TestClient;
let intruderBot: string;

beforeAll(async () => {
  t = await createTestApp();
  victim = await victimShop(t);
  const b = await signUpUser(t, { shop: true });
  intruder = b.client;
  // B has rows of its own, so that a missing shop filter mixes A's into B's lists.
  const product = (await intruder.post('/api/products', { name: 'B product', price: 1000, category: 'home', stock: 5 }))
    .body;
  const customer = (await intruder.post('/api/customers', { phone: '0755999888', name: 'B customer' })).body;
  await intruder.post('/api/orders', { customer_id: customer.id, lines: [{ product_id: product.id, quantity: 1 }] });
  intruderBot = (await intruder.get('/api/widget-settings')).body.bot_id;
}, 60_000);
afterAll(() => t.close());

/** What of shop A an answer shows: the marker, and which of A's ids. */
function leaked(res: Reply): { marker: boolean; ids: string[] } {
  const text =
    `${typeof res.body === 'string' ? res.body : JSON.stringify(res.body)} ${JSON.stringify([...res.headers])}`.toLowerCase();
  return { marker: text.includes(victim.marker), ids: [...victim.ids].filter((id) => text.includes(id)) };
}
const nothing = { marker: false, ids: [] };

const guarded = apiRoutes.filter((r) => r.access.kind !== 'public' && r.access.kind !== 'user');

describe.each(guarded.map((r) => [`${r.method} ${r.path}`, r] as const))(
  '%s, by an admin of another shop',
  (key, def) => {
    it("shows nothing of the shop, changes nothing, and is 404 for any of the shop's rows", async () => {
      const call = sampleCalls[key];
      expect(call, `no sample call for ${key} in src/server/test/route-calls.ts`).toBeDefined();
      const before = await shopSnapshot(t.db, victim.shopId);
      const path = call!.path?.(victim.fixture) ?? def.path;
      const res = await intruder.request(def.method, path, call!.body?.(victim.fixture));
      expect(leaked(res), `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`).toEqual(nothing);
      expect(res.status).toBeLessThan(500);
      const namesVictimRow = [...victim.ids].some((id) => path.includes(id)) || path.includes('/media/');
      if (namesVictimRow) expect(res.status, path).toBe(404);
      // A list searched for the victim's words finds none of them.
      if (def.method === 'GET' && !path.includes('?') && !namesVictimRow) {
        const searched = await intruder.get(`${path}?q=${victim.marker}&search=${victim.marker}`);
        expect(leaked(searched)).toEqual(nothing);
      }
      expect(await shopSnapshot(t.db, victim.shopId)).toEqual(before);
    });
  },
);

describe('public routes, with the other shop', () => {
  it("never give another shop's bot the victim's chat", async () => {
    const messages = await t
      .client()
      .get(`/plugin/conversation/${intruderBot}/messages?chat_id=${victim.conversationExternalId}`);
    expect(leaked(messages)).toEqual(nothing);
    const said = await t
      .client()
      .post(`/plugin/conversation/${intruderBot}`, { message: 'hi', chat_id: victim.conversationExternalId });
    expect(said.status).toBe(200);
    expect(leaked(said)).toEqual(nothing);
  });

  it('do not list an unlisted shop', async () => {
    expect(leaked(await t.client().get(`/api/public/shops?q=${victim.marker}`))).toEqual(nothing);
  });
});
