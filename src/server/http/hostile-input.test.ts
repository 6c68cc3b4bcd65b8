import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithOwner, type TestApp, type TestClient } from '../test/harness.ts';
import { shopSnapshot } from '../test/shop-snapshot.ts';
import { chatShop } from '../test/chat-test-kit.ts';

// Issue 12: input a client can send that used to answer 500. Each is a clear 4xx with nothing written.
let t: TestApp, owner: TestClient, shopId: string;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  await owner.post('/api/products', { name: 'Chai', price: 2000, category: 'food_beverages', stock: 10 });
});
afterAll(() => t.close());

const NUL = 'Chai\u0000ya tangawizi';
const LONE_HIGH = 'Chai \uD83D';
const LONE_LOW = '\uDE00 Chai';

describe('text a database cannot store', () => {
  for (const [name, bad] of [
    ['a NUL byte', NUL],
    ['a lone high surrogate', LONE_HIGH],
    ['a lone low surrogate', LONE_LOW],
  ] as const) {
    it(`refuses ${name} in a JSON text field, in a nested field and in a key, with 400 and nothing written`, async () => {
      const before = await shopSnapshot(t.db, shopId);
      const product = await owner.post('/api/products', { name: bad, price: 1000, category: 'home' });
      expect([product.status, product.body.code, product.body.field]).toEqual([400, 'invalid_text', 'name']);
      const variant = await owner.post('/api/products', {
        name: 'Kanga',
        price: 1000,
        category: 'home',
        variants: [{ name: bad, price: 1000 }],
      });
      expect([variant.status, variant.body.code, variant.body.field]).toEqual([400, 'invalid_text', 'variants.0.name']);
      const key = await owner.post(
        '/api/customers',
        JSON.parse(`{"phone":"0754123123","name":"Asha",${JSON.stringify(bad)}:1}`),
      );
      expect([key.status, key.body.code]).toEqual([400, 'invalid_text']);
      expect(await shopSnapshot(t.db, shopId)).toEqual(before);
    });

    if (bad === NUL) {
      it('refuses a NUL byte in a query parameter', async () => {
        const res = await owner.get(`/api/products?q=${encodeURIComponent(bad)}`);
        expect([res.status, res.body.code, res.body.field]).toEqual([400, 'invalid_text', 'q']);
      });
    }

    it(`refuses ${name} in a chat message and the contact form`, async () => {
      const chat = await t.client().post('/plugin/conversation/none', { message: bad, chat_id: 'hostile-chat-1' });
      expect(chat.status).toBeGreaterThanOrEqual(400);
      expect(chat.status).toBeLessThan(500);
      const contact = await t.client().post('/api/contact', {
        name: bad,
        email: 'a@example.com',
        phone: '0754123456',
        message: 'Habari, nataka kujua zaidi.',
      });
      expect([contact.status, contact.body.code]).toEqual([400, 'invalid_text']);
    });
  }
});

describe('bytes that are not UTF-8 in a query string', () => {
  // A lone surrogate cannot be percent-encoded as UTF-8; a client can still send the bytes of one
  // (CESU-8), a cut emoji or stray bytes. They decode to U+FFFD, which is storable text.
  it('answers them without a 500', async () => {
    for (const raw of ['%ED%A0%BD', '%F0%9F', '%FF%FE', '%C0%80', '%', '%zz']) {
      const res = await owner.get(`/api/products?q=${raw}`);
      expect(res.status, raw).toBeLessThan(500);
      const customers = await owner.get(`/api/customers?q=${raw}`);
      expect(customers.status, raw).toBeLessThan(500);
    }
  });
});

describe('numbers and ids a client can forge', () => {
  it('refuses a flow revision past 2^31', async () => {
    const { draft } = (await owner.get('/api/chatflow')).body;
    expect(draft.nodes.length).toBeGreaterThan(0);
    for (const revision of [2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER]) {
      const res = await owner.put('/api/chatflow/draft', { flow: draft, revision });
      expect([res.status, res.body.field], JSON.stringify(res.body)).toEqual([400, 'revision']);
    }
  });

  it('answers forged widget button ids without a 500, also where the bot waits for a product or variant', async () => {
    const shop = await chatShop(t);
    const url = `/plugin/conversation/${shop.bot.id}`;
    const ids = (reply: any): string[] =>
      reply.actions.flatMap((a: any) =>
        'send_reply_button' in a
          ? a.send_reply_button.action.buttons.map((b: any) => b.reply.id)
          : 'send_button' in a
            ? a.send_button.action.sections.flatMap((x: any) => x.rows.map((r: any) => r.id))
            : [],
      );
    const forge = (id: string) => [
      id.replace(/[0-9a-f-]{36}/, 'not-a-uuid'),
      id.replace(/[0-9a-f-]{36}/, '0'.repeat(8)),
      id.replace(/[0-9a-f-]{36}/, "' or 1=1 --"),
      `${id}:x`,
      id.replace(/:[^:]+$/, ':'),
      'x'.repeat(1024),
    ];
    let chat = 0;
    // A fresh chat (the per-chat rate limit stays out of the way), walked along `path` first.
    const at = async (path: string[]) => {
      const chatId = `forged-${++chat}-${Date.now()}`;
      const client = t.client();
      const send = async (message: string, type: 'text' | 'interactive' = 'interactive') =>
        client.post(url, { message, message_type: type, chat_id: chatId });
      let reply = (await send('hi', 'text')).body;
      for (const id of path) reply = (await send(id)).body;
      return { send, reply };
    };
    // The default flow: greeting → browse → a product → its options, forging every id on the way.
    const path: string[] = [];
    for (let depth = 0; depth < 4; depth++) {
      const { reply } = await at(path);
      expect(reply.actions, JSON.stringify(reply)).toBeDefined();
      const offered = ids(reply);
      for (const id of offered.slice(0, 4)) {
        for (const forged of forge(id)) {
          const { send } = await at(path);
          const res = await send(forged);
          expect(res.status, `${forged}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
        }
      }
      const next =
        offered.find((id) => id.includes(':p:')) ?? offered.find((id) => id.includes('browse')) ?? offered[0];
      if (!next) break;
      path.push(next);
    }
  }, 60_000);

  it('refuses an access token that is not ASCII with a 400', async () => {
    const res = await owner.post('/api/whatsapp/manual', {
      phone_number_id: '1098765432101',
      waba_id: '2098765432101',
      access_token: 'EAAGé' + 'ü'.repeat(30),
      app_secret: 'a'.repeat(32),
    });
    expect([res.status, res.body.field]).toEqual([400, 'access_token']);
  });
});
