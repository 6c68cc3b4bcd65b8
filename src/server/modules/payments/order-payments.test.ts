import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations } from '../../db/schema/chat.ts';
import { paymentAccounts, payments, type Payment } from '../../db/schema/payments.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { PAY_NOW_QUEUE, sendPayNow, type PayNowJob } from '../../chatbot/pay-now.ts';
import { signUpUser, type TestApp } from '../../test/harness.ts';
import { appWithClickpesa, linkDriverAccount } from '../../test/linked-account.ts';
import { createCheckoutLink } from '../order-link/checkout-link.ts';
import { callbackPath } from './start-payment.ts';
import type { ProviderDriver } from './test/provider-drivers.ts';

// The merchant's side of a mobile-money push (issue 15): the order's attempts, the push from the
// order screen or the till, the bot's "Pay now" after a chat order, and the chat's "payment
// received", sent once.

let t: TestApp;
let driver: ProviderDriver;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let productId: string;
let account: typeof paymentAccounts.$inferSelect;

beforeAll(async () => {
  ({ t, driver, owner, account } = await appWithClickpesa(['mpesa', 'airtel']));
  productId = (
    await owner.client.post('/api/products', {
      name: 'Kanga',
      price: 15000,
      category: 'clothing_accessories',
      stock: 1000,
    })
  ).body.id;
});
afterAll(async () => {
  await driver.close();
  await t.close();
});

const linkAccount = (shopId: string) => linkDriverAccount(t, driver, shopId, ['mpesa', 'airtel']);

/** A pending order of the shop, for the given customer phone (or a walk-in without one). */
async function pendingOrder(phone: string | null = '0754123456') {
  const res = await owner.client.post('/api/orders', {
    lines: [{ product_id: productId, quantity: 1 }],
    ...(phone && { customer: { phone, name: 'Bi Asha' } }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; number: number; total: number };
}

const paymentsOf = (orderId: string) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.shopId, owner.shop.id), eq(payments.orderId, orderId)));

async function member(permissions: { resource: string; action: string[] }[]) {
  const person = await signUpUser(t);
  const invite = (await owner.client.post('/api/staff/invitations', { email: person.email, permissions })).body;
  await person.client.post(`/api/invitations/${new URL(invite.link).pathname.split('/').pop()}/accept`);
  return person.client;
}

describe('an order’s payment attempts and the push', () => {
  it('sends the push to the customer’s phone by default and lists it, the number partly masked', async () => {
    const order = await pendingOrder('0754123456');
    expect((await owner.client.get(`/api/orders/${order.id}/payments`)).body).toEqual([]);
    const res = await owner.client.post(`/api/orders/${order.id}/payments`, { network: 'mpesa' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', network: 'mpesa', amount: order.total, provider: 'clickpesa' });
    expect(res.body.phone).toBe('+255754•••456');
    const [row] = await paymentsOf(order.id);
    expect(row!.phone).toBe('+255754123456');
    const list = await owner.client.get(`/api/orders/${order.id}/payments`);
    expect(list.body).toEqual([res.body]);
  });

  it('sends to another phone when one is given, normalised', async () => {
    const order = await pendingOrder('0754123456');
    const res = await owner.client.post(`/api/orders/${order.id}/payments`, {
      phone: '0688 111 222',
      network: 'airtel',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await paymentsOf(order.id))[0]!.phone).toBe('+255688111222');
  });

  it('refuses bad input with a 4xx naming the field, and writes nothing', async () => {
    const order = await pendingOrder();
    const send = (body: unknown) => owner.client.post(`/api/orders/${order.id}/payments`, body);
    const badNetwork = await send({ network: 'vodacom' });
    expect(badNetwork.status).toBe(400);
    expect(badNetwork.body.field).toBe('network');
    const badPhone = await send({ network: 'mpesa', phone: 'not a phone' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.field).toBe('phone');
    const extra = await send({ network: 'mpesa', amount: 1 });
    expect(extra.status).toBe(400);
    // A landline-like or foreign number the wallets cannot take.
    expect((await send({ network: 'mpesa', phone: '+254712345678' })).status).toBe(400);
    const walkIn = await pendingOrder(null);
    const noPhone = await owner.client.post(`/api/orders/${walkIn.id}/payments`, { network: 'mpesa' });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body).toMatchObject({ code: 'payment_phone_required', field: 'phone' });
    // No account collects for HaloPesa.
    const noAccount = await send({ network: 'halopesa' });
    expect(noAccount.status).toBe(409);
    expect(noAccount.body.code).toBe('no_payment_account');
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(await paymentsOf(walkIn.id)).toEqual([]);
    expect((await owner.client.get(`/api/orders/${crypto.randomUUID()}/payments`)).status).toBe(404);
    expect((await owner.client.post(`/api/orders/${crypto.randomUUID()}/payments`, { network: 'mpesa' })).status).toBe(
      404,
    );
  });

  it('a provider that refuses at once gives a failed attempt with its words; a paid order is refused', async () => {
    const order = await pendingOrder();
    driver.refuseNext('Wallet not registered');
    const res = await owner.client.post(`/api/orders/${order.id}/payments`, { network: 'mpesa' });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('failed');
    expect(res.body.reason).toContain('Wallet not registered');
    await owner.client.post(`/api/orders/${order.id}/transitions`, { to: 'paid' });
    const paid = await owner.client.post(`/api/orders/${order.id}/payments`, { network: 'mpesa' });
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('order_already_paid');
  });

  it('403 without the permission: reading needs orders read, sending needs orders update', async () => {
    const order = await pendingOrder();
    const reader = await member([{ resource: 'orders', action: ['read'] }]);
    expect((await reader.get(`/api/orders/${order.id}/payments`)).status).toBe(200);
    expect((await reader.post(`/api/orders/${order.id}/payments`, { network: 'mpesa' })).status).toBe(403);
    const stranger = await member([{ resource: 'product', action: ['read'] }]);
    expect((await stranger.get(`/api/orders/${order.id}/payments`)).status).toBe(403);
    const seller = await member([{ resource: 'orders', action: ['read', 'update'] }]);
    expect((await seller.post(`/api/orders/${order.id}/payments`, { network: 'mpesa' })).status).toBe(201);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('another shop’s order is 404, and nothing is sent for it', async () => {
    const order = await pendingOrder();
    await owner.client.post(`/api/orders/${order.id}/payments`, { network: 'mpesa' });
    const other = await signUpUser(t, { shop: true });
    await linkAccount(other.shop.id);
    expect((await other.client.get(`/api/orders/${order.id}/payments`)).status).toBe(404);
    expect((await other.client.post(`/api/orders/${order.id}/payments`, { network: 'airtel' })).status).toBe(404);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('40 pushes at once for one order: one is sent and pending, the others are 409', async () => {
    const order = await pendingOrder();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => owner.client.post(`/api/orders/${order.id}/payments`, { network: 'mpesa' })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    const rows = await paymentsOf(order.id);
    expect(rows.map((r) => r.status)).toEqual(['pending']);
  });

  it('an Idempotency-Key: the retry gets the first attempt back; the key with another body is 422', async () => {
    const order = await pendingOrder();
    const key = { 'idempotency-key': `push-${randomBytes(4).toString('hex')}` };
    const url = `/api/orders/${order.id}/payments`;
    const first = await owner.client.post(url, { network: 'mpesa' }, key);
    expect(first.status).toBe(201);
    const retry = await owner.client.post(url, { network: 'mpesa' }, key);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await owner.client.post(url, { network: 'airtel' }, key)).status).toBe(422);
    // Without the key a second push is refused: one is already waiting for the customer.
    const again = await owner.client.post(url, { network: 'mpesa' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('payment_in_progress');
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('a failed push frees its key: the same key may be sent again', async () => {
    const walkIn = await pendingOrder(null);
    const key = { 'idempotency-key': `push-${randomBytes(4).toString('hex')}` };
    const url = `/api/orders/${walkIn.id}/payments`;
    expect((await owner.client.post(url, { network: 'halopesa', phone: '0754000111' }, key)).status).toBe(409);
    expect((await owner.client.post(url, { network: 'halopesa', phone: '0754000111' }, key)).status).toBe(409);
  });
});

// ---------------------------------------------------------------------------------------------

/** An order placed from a chat: its conversation and the checkout link it was ordered on. */
async function chatOrder(channel: 'widget' | 'whatsapp', language: 'en' | 'sw') {
  const shopId = owner.shop.id;
  const [conversation] = await t.db
    .insert(conversations)
    .values({ shopId, channel, externalId: `chat-${randomBytes(4).toString('hex')}`, language })
    .returning();
  const link = await createCheckoutLink(t.db, t.deps.env, {
    shopId,
    conversationId: conversation!.id,
    channel,
    items: [{ product_id: productId, quantity: 1 }],
    language,
  });
  const token = new URL(link.url).searchParams.get('token')!;
  const placed = await t.client().post(`/api/v1/order?token=${encodeURIComponent(token)}`, {
    items: [{ product_id: productId, quantity: 1 }],
    customer_phone: '0754777888',
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return {
    conversation: conversation!,
    link,
    orderId: placed.body.order_id as string,
    number: placed.body.order_number,
  };
}

const textsOf = async (conversationId: string) =>
  (
    await t.db
      .select()
      .from(conversationMessages)
      .where(
        and(eq(conversationMessages.shopId, owner.shop.id), eq(conversationMessages.conversationId, conversationId)),
      )
      .orderBy(conversationMessages.createdAt)
  ).map((m) =>
    m.content.kind === 'action' && 'send_message' in m.content.action ? m.content.action.send_message.text : '',
  );

async function payByCallback(orderId: string, copies: number) {
  const push = await owner.client.post(`/api/orders/${orderId}/payments`, { network: 'mpesa' });
  expect(push.status, JSON.stringify(push.body)).toBe(201);
  const [payment] = (await paymentsOf(orderId)) as Payment[];
  driver.settle(payment!, 'success');
  const callback = driver.callback(payment!);
  const answers = await Promise.all(
    Array.from({ length: copies }, () =>
      t.app.fetch(
        new Request(`http://localhost:4321${callbackPath(account)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...callback.headers },
          body: callback.rawBody,
        }),
      ),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(copies).fill(200));
  expect((await paymentsOf(orderId))[0]!.status).toBe('succeeded');
}

async function setPaidStepNotify(notify: boolean) {
  const workflow = (await owner.client.get('/api/order-workflow')).body;
  const transitions = workflow.transitions.map((s: { from: string; to: string }) =>
    s.from === 'pending' && s.to === 'paid' ? { ...s, notify } : s,
  );
  const saved = await owner.client.put('/api/order-workflow', { ...workflow, transitions });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe('the chat is told once that the payment came in', () => {
  it('the workflow’s paid step notifies: its message only, no second one, for 5 copies of the callback', async () => {
    await setPaidStepNotify(true);
    const chat = await chatOrder('widget', 'en');
    const before = (await textsOf(chat.conversation.id)).length;
    await payByCallback(chat.orderId, 5);
    const after = (await textsOf(chat.conversation.id)).slice(before);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toContain('Payment of');
  });

  it('the paid step is silent: "Payment of TZS X received for order #N" once, in the chat’s language', async () => {
    await setPaidStepNotify(false);
    try {
      const en = await chatOrder('widget', 'en');
      const before = (await textsOf(en.conversation.id)).length;
      await payByCallback(en.orderId, 5);
      expect((await textsOf(en.conversation.id)).slice(before)).toEqual([
        `Payment of TZS 15,000 received for order #${en.number}. Thank you!`,
      ]);
      const sw = await chatOrder('whatsapp', 'sw');
      const swBefore = (await textsOf(sw.conversation.id)).length;
      await payByCallback(sw.orderId, 1);
      expect((await textsOf(sw.conversation.id)).slice(swBefore)).toEqual([
        `Malipo ya TZS 15,000 yamepokelewa kwa oda #${sw.number}. Asante!`,
      ]);
    } finally {
      await setPaidStepNotify(true);
    }
  });
});

describe('the bot’s "Pay now" after a chat order', () => {
  const jobOf = async (orderId: string) =>
    (
      await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, PAY_NOW_QUEUE), eq(jobs.dedupeKey, `pay-now:${orderId}`)))
    )[0];

  it('queues the step with the order, and sends the order page the customer ordered on, in their language', async () => {
    const en = await chatOrder('widget', 'en');
    const job = await jobOf(en.orderId);
    expect(job?.payload).toEqual({ shopId: owner.shop.id, conversationId: en.conversation.id, orderId: en.orderId });
    const message = await sendPayNow(t.db, t.deps, job!.payload as PayNowJob);
    const text = (await textsOf(en.conversation.id)).at(-1)!;
    expect(message).not.toBeNull();
    expect(text).toContain('Pay now with mobile money');
    expect(text.split('\n').at(-1)).toBe(en.link.url);
    const sw = await chatOrder('whatsapp', 'sw');
    await sendPayNow(t.db, t.deps, (await jobOf(sw.orderId))!.payload as PayNowJob);
    const swText = (await textsOf(sw.conversation.id)).at(-1)!;
    expect(swText).toContain('Lipa sasa kwa pesa ya simu');
    expect(swText).toContain(sw.link.url);
    // WhatsApp sends it like any bot text: a send job with the message.
    const [waMessage] = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, sw.conversation.id))
      .orderBy(conversationMessages.createdAt);
    expect(waMessage).toBeDefined();
  });

  it('offers nothing when the order is paid already, or the shop cannot collect mobile money', async () => {
    const chat = await chatOrder('widget', 'en');
    const job = (await jobOf(chat.orderId))!.payload as PayNowJob;
    await owner.client.post(`/api/orders/${chat.orderId}/transitions`, { to: 'paid' });
    const before = (await textsOf(chat.conversation.id)).length;
    expect(await sendPayNow(t.db, t.deps, job)).toBeNull();
    const unpaid = await chatOrder('widget', 'en');
    await t.db.update(paymentAccounts).set({ enabled: false }).where(eq(paymentAccounts.shopId, owner.shop.id));
    try {
      expect(await sendPayNow(t.db, t.deps, (await jobOf(unpaid.orderId))!.payload as PayNowJob)).toBeNull();
    } finally {
      await t.db.update(paymentAccounts).set({ enabled: true }).where(eq(paymentAccounts.shopId, owner.shop.id));
    }
    expect((await textsOf(chat.conversation.id)).length).toBe(before);
  });
});
