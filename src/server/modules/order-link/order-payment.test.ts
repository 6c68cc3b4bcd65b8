import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema/chat.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { ledgerEntries, paymentAccounts, payments } from '../../db/schema/payments.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';
import { ensureDemoSandbox } from '../../seed/demo-sandbox.ts';
import { sweepDuePayments } from '../../flows/payments/payment-checks.ts';
import { recordDecision } from '../payments/sandbox/sandbox-decisions.ts';
import { createCheckoutLink } from './checkout-link.ts';
import { signCheckoutToken } from './checkout-token.ts';
import { CASH_ON_DELIVERY_NOTE } from './order-payment.service.ts';

let t: TestApp;
type Shop = { shopId: string; productId: string; conversationId: string };
let shop: Shop;
let other: Shop;

async function newShop(): Promise<Shop> {
  const o = await signUpUser(t, { shop: true });
  const shopId = o.shop.id as string;
  const product = (await o.client.post('/api/products', { name: 'Chai', price: 2500, category: 'home', stock: 500 }))
    .body;
  const [conversation] = await t.db
    .insert(conversations)
    .values({ shopId, channel: 'widget', externalId: `chat-${shopId.slice(0, 8)}`, language: 'en' })
    .returning();
  await ensureDemoSandbox(t.db, t.deps.env, shopId);
  return { shopId, productId: product.id, conversationId: conversation!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await newShop();
  other = await newShop();
});
afterAll(() => t.close());

const env = () => ({ storeUrl: 'http://localhost:4321', secretKey: t.deps.env.secretKey });
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const q = (token: string) => `?token=${encodeURIComponent(token)}`;
const state = (token: string) => t.client().get(`/api/v1/order/payment${q(token)}`);
const start = (token: string, body: unknown, headers?: Record<string, string>) =>
  t.client().post(`/api/v1/order/payment${q(token)}`, body, headers);
const poll = (token: string, id: string) => t.client().get(`/api/v1/order/payment/${id}${q(token)}`);
const cash = (token: string) => t.client().post(`/api/v1/order/cash${q(token)}`);
const phonePath = (url: string) => new URL(url).pathname;
const decide = (url: string, decision: string) =>
  t.client().post(phonePath(url), `decision=${decision}`, { 'content-type': 'application/x-www-form-urlencoded' });

/** A link of the shop's basket, not submitted yet. */
async function draft(s: Shop = shop) {
  const link = await createCheckoutLink(t.db, env(), {
    shopId: s.shopId,
    conversationId: s.conversationId,
    channel: 'widget',
    items: [{ product_id: s.productId, quantity: 2 }],
    language: 'en',
  });
  return tokenOf(link.url);
}

/** A submitted order (TZS 5,000) and its link's token. */
async function submitted(s: Shop = shop) {
  const token = await draft(s);
  const res = await t.client().post(`/api/v1/order${q(token)}`, {
    items: [{ product_id: s.productId, quantity: 2 }],
    customer_phone: '0754 111 222',
  });
  expect(res.status).toBe(201);
  return { token, orderId: res.body.order_id as string, number: res.body.order_number as number };
}

describe('GET /api/v1/order/payment', () => {
  it('answers the submitted order: total, wallets, the phone as default, no payment yet', async () => {
    const { token, number } = await submitted();
    const res = await state(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      shop_name: 'Asha Fashion',
      language: 'en',
      order_number: number,
      total: 5000,
      currency: 'TZS',
      payable: true,
      paid: false,
      cash_on_delivery: false,
      networks: ['mpesa', 'mixx', 'airtel', 'halopesa', 'azampesa'],
      phone: '+255754111222',
      payment: null,
    });
    // The cart read still says "already submitted"; paying is these routes' business.
    expect((await t.client().get(`/api/v1/order${q(token)}`)).status).toBe(409);
  });

  it('refuses a link not submitted yet, a missing, malformed or forged token', async () => {
    const token = await draft();
    expect((await state(token)).body.code).toBe('order_not_submitted');
    expect((await t.client().get('/api/v1/order/payment')).status).toBe(400);
    expect((await state('nonsense')).status).toBe(400);
    const forged = signCheckoutToken('another-secret-another-secret-0000', token.split('.')[0]!, new Date());
    expect((await state(forged)).status).toBe(404);
    expect((await start(forged, { phone: '0754111222', network: 'mpesa' })).status).toBe(404);
    expect((await cash(forged)).status).toBe(404);
  });
});

describe('paying with the sandbox', () => {
  it('starts a push from a local number, polls it, approves it on the simulated phone: credited, paid', async () => {
    const { token, orderId } = await submitted();
    const res = await start(token, { phone: '754 222 333', network: 'mpesa' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', phone: '+255754222333', network: 'mpesa', amount: 5000 });
    expect(res.body.sandbox_url).toMatch(/^http:\/\/localhost:\d+\/sandbox\/phone\/SBX[0-9A-F]{32}$/);
    // One push at a time.
    const second = await start(token, { phone: '0754222333', network: 'mpesa' });
    expect([second.status, second.body.code]).toEqual([409, 'payment_in_progress']);
    expect((await cash(token)).body.code).toBe('payment_in_progress');
    expect((await poll(token, res.body.id)).body.status).toBe('pending');

    const page = await t.client().get(phonePath(res.body.sandbox_url));
    expect(page.status).toBe(200);
    expect(page.body).toContain('SANDBOX');
    expect(page.body).toContain('Pay TZS 5,000 to Asha Fashion?');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const sw = await t.client().get(`${phonePath(res.body.sandbox_url)}?lang=sw`);
    expect(sw.body).toContain('Lipa TZS 5,000 kwa Asha Fashion?');

    expect((await decide(res.body.sandbox_url, 'approve')).status).toBe(303);
    const paid = await poll(token, res.body.id);
    expect(paid.body).toMatchObject({ status: 'succeeded', reason: null });
    const [order] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shop.shopId), eq(orders.id, orderId)));
    expect(order!.status).toBe('paid');
    const credits = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, res.body.id));
    expect(credits).toHaveLength(1);
    // Approving again (a double tap) changes nothing; the phone says it is done.
    await decide(res.body.sandbox_url, 'approve');
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, res.body.id))).toHaveLength(1);
    expect((await t.client().get(phonePath(res.body.sandbox_url))).body).toContain('Payment approved');

    expect((await state(token)).body).toMatchObject({ payable: false, paid: true, payment: { status: 'succeeded' } });
    expect((await start(token, { phone: '0754222333', network: 'mpesa' })).body.code).toBe('order_already_paid');
    expect((await cash(token)).body.code).toBe('order_already_paid');
  });

  it('a decline fails with a reason in words; try again; then cash on delivery, once on the timeline', async () => {
    const { token, orderId } = await submitted();
    const first = (await start(token, { phone: '+255754222333', network: 'airtel' })).body;
    await decide(first.sandbox_url, 'decline');
    const failed = (await poll(token, first.id)).body;
    expect(failed).toMatchObject({ status: 'failed', reason: 'The customer declined the payment on their phone.' });
    expect((await t.client().get(phonePath(first.sandbox_url))).body).toContain('Payment declined');

    const again = await start(token, { phone: '255754222333', network: 'airtel' });
    expect(again.status).toBe(201);
    await decide(again.body.sandbox_url, 'decline');
    const chosen = await cash(token);
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ cash_on_delivery: true, payable: true, paid: false });
    expect((await cash(token)).status).toBe(200);
    const notes = await t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.note, CASH_ON_DELIVERY_NOTE)));
    expect(notes).toHaveLength(1);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shop.shopId), eq(orders.id, orderId)));
    expect(order!.status).toBe('pending');
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const { token, orderId } = await submitted();
    for (const [body, field] of [
      [{ phone: 'abc', network: 'mpesa' }, 'phone'],
      [{ phone: '0754222333', network: 'paypal' }, 'network'],
      [{ phone: '0754222333' }, 'network'],
      [{ phone: '0754222333', network: 'mpesa', amount: 1 }, undefined],
    ] as const) {
      const res = await start(token, body);
      expect(res.status).toBe(400);
      if (field) expect(res.body.field).toBe(field);
    }
    expect(
      (await t.client().post(`/api/v1/order/payment${q(token)}`, 'phone=1', { 'content-type': 'text/plain' })).status,
    ).toBe(415);
    expect((await poll(token, 'not-a-uuid')).status).toBe(404);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(0);
    const bad = await t.client().post('/sandbox/phone/SBX00000000000000000000000000000000', 'decision=approve', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(bad.status).toBe(404);
  });

  it('another order’s or another shop’s payment is 404 through this link', async () => {
    const mine = await submitted();
    const theirs = await submitted(other);
    const paid = (await start(theirs.token, { phone: '0754222333', network: 'mpesa' })).body;
    expect((await poll(mine.token, paid.id)).status).toBe(404);
    expect((await poll(theirs.token, paid.id)).status).toBe(200);
  });

  it('an Idempotency-Key retry gets the same payment; 40 parallel starts make one push', async () => {
    const { token, orderId } = await submitted();
    const key = { 'idempotency-key': 'pay-once-1' };
    const a = await start(token, { phone: '0754222333', network: 'mpesa' }, key);
    const b = await start(token, { phone: '0754222333', network: 'mpesa' }, key);
    expect(a.status).toBe(201);
    expect([b.status, b.body.id, b.headers.get('idempotent-replayed')]).toEqual([201, a.body.id, 'true']);

    const race = await submitted();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => start(race.token, { phone: '0754222333', network: 'mpesa' })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409 && r.body.code === 'payment_in_progress')).toHaveLength(39);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, race.orderId))).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
  });

  it('the sweeper settles from what the simulated phone did when nothing settled it yet', async () => {
    const { token, orderId } = await submitted();
    const started = (await start(token, { phone: '0754222333', network: 'mpesa' })).body;
    const [row] = await t.db.select().from(payments).where(eq(payments.id, started.id));
    recordDecision(row!.providerReference!, { status: 'succeeded', reason: null });
    const result = await sweepDuePayments(t.db, t.deps.env, new Date(Date.now() + 60_000));
    expect(result.outcomes).toContain('credited');
    const [order] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shop.shopId), eq(orders.id, orderId)));
    expect(order!.status).toBe('paid');
  });
});

describe('production', () => {
  it('never starts a sandbox push, shows no simulated phone and seeds no sandbox', async () => {
    const { token } = await submitted();
    const started = (await start(token, { phone: '0754222333', network: 'halopesa' })).body;
    const before = t.deps.env.NODE_ENV;
    t.deps.env.NODE_ENV = 'production';
    try {
      expect((await state(token)).body.networks).toEqual([]);
      const res = await start((await submitted()).token, { phone: '0754222333', network: 'mpesa' });
      expect([res.status, res.body.code]).toEqual([409, 'no_payment_account']);
      expect((await t.client().get(phonePath(started.sandbox_url))).status).toBe(404);
      expect((await decide(started.sandbox_url, 'approve')).status).toBe(404);
      const fresh = (await signUpUser(t, { shop: true })).shop.id as string;
      await ensureDemoSandbox(t.db, t.deps.env, fresh);
      expect(await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.shopId, fresh))).toHaveLength(0);
    } finally {
      t.deps.env.NODE_ENV = before;
    }
  });

  it('the demo seed links the sandbox once, for the wallets no other account collects from', async () => {
    const fresh = (await signUpUser(t, { shop: true })).shop.id as string;
    await t.db.insert(paymentAccounts).values({
      shopId: fresh,
      provider: 'selcom',
      credentialsEnc: 'x',
      networks: ['mpesa'],
      callbackKey: `k-${fresh}`,
    });
    await ensureDemoSandbox(t.db, t.deps.env, fresh);
    await ensureDemoSandbox(t.db, t.deps.env, fresh);
    const sandbox = await t.db
      .select()
      .from(paymentAccounts)
      .where(and(eq(paymentAccounts.shopId, fresh), eq(paymentAccounts.provider, 'sandbox')));
    expect(sandbox).toHaveLength(1);
    expect(sandbox[0]!.networks).toEqual(['mixx', 'airtel', 'halopesa', 'azampesa']);
  });
});
