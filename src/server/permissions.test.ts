import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiRoutes } from './app.ts';
import { conversationMessages, conversations } from './db/schema/chat.ts';
import { payoutAccounts, payouts } from './db/schema/payments.ts';
import { shopMembers } from './db/schema/shops.ts';
import { timeOrderedId } from './db/time-ordered-id.ts';
import { webhookLogs } from './db/schema/whatsapp.ts';
import { whatsappTemplates } from './db/schema/whatsapp-templates.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from './test/harness.ts';
import { shopSnapshot } from './test/shop-snapshot.ts';
import type { Fixture } from './test/permission-calls.ts';
import { sampleCalls as calls } from './test/route-calls.ts';
import { samplePopup } from './modules/popups/popups.permission-calls.ts';

// Routes that need no shop permission: public ones and those about the caller's own account.
const open = ['public', 'user'];

let t: TestApp;
let shopA: { id: string };
let fixture: Fixture;
let noPermission: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUpUser(t, { shop: true });
  shopA = owner.shop;
  const staff = await signUpUser(t);
  const bare = await signUpUser(t);
  const invite = async (email: string) =>
    (await owner.client.post('/api/staff/invitations', { email, permissions: [] })).body;
  await staff.client.post(
    `/api/invitations/${new URL((await invite(staff.email)).link).pathname.split('/').pop()}/accept`,
  );
  await bare.client.post(
    `/api/invitations/${new URL((await invite(bare.email)).link).pathname.split('/').pop()}/accept`,
  );
  const pending = await invite('pending@example.com');
  const product = await owner.client.post('/api/products', {
    name: 'Kanga',
    price: 15000,
    category: 'clothing_accessories',
    stock: 5,
  });
  const set = await owner.client.post('/api/product-sets', {
    kind: 'collection',
    name: 'Best',
    product_ids: [product.body.id],
  });
  const customer = await owner.client.post('/api/customers', {
    phone: '0755000111',
    name: 'Bi Mwanaisha',
    location: 'Arusha',
  });
  const order = await owner.client.post('/api/orders', {
    customer_id: customer.body.id,
    lines: [{ product_id: product.body.id, quantity: 1 }],
  });
  const segment = await owner.client.post('/api/segments', {
    name: 'Arusha',
    criteria: [{ field: 'location', operator: 'eq', value: 'Arusha' }],
  });
  // Chat rows are made by the bot and webhooks, not by a back-office call: inserted directly.
  const [conversation] = await t.db
    .insert(conversations)
    .values({ shopId: shopA.id, channel: 'widget', externalId: 'chat-fixture' })
    .returning();
  const [message] = await t.db
    .insert(conversationMessages)
    .values({
      shopId: shopA.id,
      conversationId: conversation!.id,
      direction: 'in',
      author: 'customer',
      content: { kind: 'text', text: 'Hello' },
      preview: 'Hello',
      status: 'received',
    })
    .returning();
  const [log] = await t.db
    .insert(webhookLogs)
    .values({ shopId: shopA.id, direction: 'in', method: 'POST', endpoint: '/webhooks/whatsapp', statusCode: 200 })
    .returning();
  const entry = await owner.client.post('/api/transactions/adjustments', { amount: 5000, note: 'Opening float' });
  const paymentAccount = await owner.client.post('/api/payment-accounts', { provider: 'sandbox', networks: ['mpesa'] });
  expect(paymentAccount.status, JSON.stringify(paymentAccount.body)).toBe(201);
  const smsAccount = await owner.client.post('/api/sms-accounts', {
    provider: 'beem',
    sender_name: 'SHOPA',
    credentials: { apiKey: 'beem-key-a', secretKey: 'beem-secret-a' },
  });
  const [destination] = await t.db
    .insert(payoutAccounts)
    .values({
      shopId: shopA.id,
      kind: 'wallet',
      institution: 'mpesa',
      accountName: 'A',
      accountNumber: '+255755000222',
    })
    .returning();
  const [payout] = await t.db
    .insert(payouts)
    .values({
      shopId: shopA.id,
      id: timeOrderedId(),
      accountId: paymentAccount.body.id,
      payoutAccountId: destination!.id,
      amount: 1000,
    })
    .returning();
  const expense = await owner.client.post('/api/expenses', {
    amount: 2000,
    category: 'rent',
    spent_on: '2026-01-05',
    paid_by: 'cash',
  });
  const recurrence = await owner.client.post('/api/expenses/recurring', {
    amount: 2000,
    category: 'rent',
    paid_by: 'bank',
    day_of_month: 28,
  });
  const debt = await owner.client.post('/api/debts', {
    direction: 'receivable',
    customer_id: customer.body.id,
    amount: 10_000,
  });
  const debtPaid = await owner.client.post(`/api/debts/${debt.body.id}/payments`, { amount: 1000, method: 'cash' });
  expect(debtPaid.status, JSON.stringify(debtPaid.body)).toBe(201);
  const campaign = await owner.client.post('/api/campaigns', { name: 'Offer', sms_text_sw: 'Habari {name}' });
  const discountCode = await owner.client.post('/api/discount-codes', { code: 'FIXTURE', kind: 'fixed', value: 500 });
  const popup = await owner.client.post('/api/popups', samplePopup());
  expect(popup.status, JSON.stringify(popup.body)).toBe(201);
  fixture = {
    campaignId: campaign.body.id,
    discountCodeId: discountCode.body.id,
    popupId: popup.body.id,
    invitationId: pending.id,
    staffUserId: staff.user.id,
    productId: product.body.id,
    setId: set.body.id,
    customerId: customer.body.id,
    segmentId: segment.body.id,
    orderId: order.body.id,
    conversationId: conversation!.id,
    messageId: message!.id,
    webhookLogId: log!.id,
    ledgerEntryId: entry.body.id,
    paymentAccountId: paymentAccount.body.id,
    smsAccountId: smsAccount.body.id,
    // Refused before it is looked up: any id of the shop's stands in for a payment.
    paymentId: entry.body.id,
    creditedPaymentId: entry.body.id,
    reversedPaymentId: entry.body.id,
    paymentLogId: log!.id,
    payoutAccountId: destination!.id,
    payoutId: payout!.id,
    expenseId: expense.body.id,
    recurrenceId: recurrence.body.id,
    debtId: debt.body.id,
    debtPaymentEntryId: debtPaid.body.entries.find((e: { kind: string }) => e.kind === 'payment').id,
    templateId: (
      await t.db
        .insert(whatsappTemplates)
        .values({
          shopId: shopA.id,
          metaId: '1',
          wabaId: 'W',
          name: 'hi',
          language: 'en',
          category: 'UTILITY',
          status: 'PENDING',
        })
        .returning()
    )[0]!.id,
  };
  noPermission = bare.client;
  const [row] = await t.db.select().from(shopMembers).where(eq(shopMembers.userId, bare.user.id));
  expect(row?.permissions).toEqual([]);
});
afterAll(() => t.close());

const guarded = apiRoutes.filter((r) => !open.includes(r.access.kind));

describe('route table', () => {
  it('has a sample call for every guarded route', () => {
    const missing = guarded.map((r) => `${r.method} ${r.path}`).filter((key) => !(key in calls));
    expect(missing).toEqual([]);
  });
});

// Every guarded route as a member of the shop without the permission: refused, nothing changed.
// (Another shop's admin: src/server/cross-shop.test.ts.)
describe.each(guarded.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (key, def) => {
  const send = (client: TestClient) => {
    const call = calls[key]!;
    return client.request(def.method, call.path?.(fixture) ?? def.path, call.body?.(fixture));
  };

  it.runIf(def.access.kind === 'permission' || def.access.kind === 'admin')(
    'is refused to a member without the permission',
    async () => {
      const before = await shopSnapshot(t.db, shopA.id);
      const res = await send(noPermission);
      expect(res.status).toBe(403);
      expect(await shopSnapshot(t.db, shopA.id)).toEqual(before);
    },
  );
});
