import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiRoutes } from './app.ts';
import { conversationMessages, conversations } from './db/schema/chat.ts';
import { shopMembers } from './db/schema/shops.ts';
import { webhookLogs } from './db/schema/whatsapp.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from './test/harness.ts';
import { shopSnapshot } from './test/shop-snapshot.ts';
import type { Call, Fixture } from './test/permission-calls.ts';
import { chatflowCalls } from './modules/chatflow/chatflow.permission-calls.ts';
import { widgetSettingsCalls } from './modules/widget-settings/widget-settings.permission-calls.ts';
import { orderLinkCalls } from './modules/order-link/order-link.permission-calls.ts';
import { whatsappConnectCalls } from './modules/whatsapp-connect/whatsapp-connect.permission-calls.ts';
import { webhookLogCalls } from './modules/webhook-logs/webhook-logs.permission-calls.ts';
import { conversationCalls } from './modules/conversations/conversations.permission-calls.ts';

/**
 * Walks every shop route as (a) a member of the shop without the permission and (b) an admin of
 * another shop, and expects refusal and no change to the shop's data.
 * A new route joins with one line in `calls` (the completeness test fails until it does).
 */
const coreCalls: Record<string, Call> = {
  'GET /api/shop': {},
  'PUT /api/shop': { body: () => ({ shop_name: 'Taken over' }) },
  'PUT /api/shop/logo': { body: () => new FormData() },
  'GET /api/staff': {},
  'GET /api/dashboard/summary': {},
  'POST /api/staff/invitations': { body: () => ({ email: 'intruder@example.com', is_admin: true }) },
  'DELETE /api/staff/invitations/:id': { path: (f) => `/api/staff/invitations/${f.invitationId}` },
  'PUT /api/staff/:userId': { path: (f) => `/api/staff/${f.staffUserId}`, body: () => ({ is_admin: true }) },
  'DELETE /api/staff/:userId': { path: (f) => `/api/staff/${f.staffUserId}` },
  'GET /api/products': {},
  'POST /api/products': { body: () => ({ name: 'Intruder', price: 1, category: 'home' }) },
  'GET /api/products/export': {},
  'POST /api/products/import': { body: () => csvForm('name,category,price\nIntruder,home,1\n') },
  'GET /api/products/:id': { path: (f) => `/api/products/${f.productId}` },
  'PUT /api/products/:id': { path: (f) => `/api/products/${f.productId}`, body: () => ({ name: 'Taken over', price: 0 }) },
  'DELETE /api/products/:id': { path: (f) => `/api/products/${f.productId}` },
  'POST /api/products/:id/images': { path: (f) => `/api/products/${f.productId}/images`, body: () => new FormData() },
  'DELETE /api/products/:id/images/:imageId': { path: (f) => `/api/products/${f.productId}/images/${f.productId}` },
  'POST /api/products/:id/stock': { path: (f) => `/api/products/${f.productId}/stock`, body: () => ({ delta: -1, reason: 'damage' }) },
  'GET /api/products/:id/movements': { path: (f) => `/api/products/${f.productId}/movements` },
  'GET /api/product-sets': {},
  'POST /api/product-sets': { body: (f) => ({ kind: 'collection', name: 'Intruder', product_ids: [f.productId] }) },
  'POST /api/product-sets/preview': { body: (f) => ({ kind: 'collection', name: 'Peek', product_ids: [f.productId] }) },
  'GET /api/product-sets/:id': { path: (f) => `/api/product-sets/${f.setId}` },
  'PUT /api/product-sets/:id': { path: (f) => `/api/product-sets/${f.setId}`, body: () => ({ kind: 'template', name: 'Taken', rule: {} }) },
  'DELETE /api/product-sets/:id': { path: (f) => `/api/product-sets/${f.setId}` },
  'GET /api/product-sets/:id/products': { path: (f) => `/api/product-sets/${f.setId}/products` },
  'GET /api/customers': {},
  'POST /api/customers': { body: () => ({ phone: '0713000111', name: 'Intruder' }) },
  'GET /api/customers/:id': { path: (f) => `/api/customers/${f.customerId}` },
  'PUT /api/customers/:id': { path: (f) => `/api/customers/${f.customerId}`, body: () => ({ name: 'Taken over' }) },
  'GET /api/segments': {},
  'POST /api/segments/count': { body: () => ({ match: 'all', criteria: [{ field: 'total_orders', operator: 'ge', value: 0 }] }) },
  'POST /api/segments': { body: () => ({ name: 'Intruders', criteria: [{ field: 'total_orders', operator: 'ge', value: 0 }] }) },
  'GET /api/segments/:id': { path: (f) => `/api/segments/${f.segmentId}` },
  'PUT /api/segments/:id': { path: (f) => `/api/segments/${f.segmentId}`, body: () => ({ name: 'Taken', criteria: [{ field: 'location', operator: 'eq', value: 'x' }] }) },
  'DELETE /api/segments/:id': { path: (f) => `/api/segments/${f.segmentId}` },
  'GET /api/segments/:id/customers': { path: (f) => `/api/segments/${f.segmentId}/customers` },
  'GET /api/orders': {},
  'POST /api/orders': { body: (f) => ({ lines: [{ product_id: f.productId, quantity: 1 }] }) },
  'GET /api/orders/:id': { path: (f) => `/api/orders/${f.orderId}` },
  'POST /api/orders/:id/transitions': { path: (f) => `/api/orders/${f.orderId}/transitions`, body: () => ({ to: 'cancelled' }) },
  'GET /api/order-workflow': {},
  'PUT /api/order-workflow': { body: () => ({ statuses: ['pending', 'completed'], transitions: [] }) },
  'GET /api/pos-settings': {},
  'PUT /api/pos-settings': { body: () => ({ receipt_header: 'Taken over' }) },
};
const calls: Record<string, Call> = { ...coreCalls, ...chatflowCalls, ...widgetSettingsCalls, ...orderLinkCalls, ...whatsappConnectCalls, ...webhookLogCalls, ...conversationCalls };

function csvForm(text: string): FormData {
  const form = new FormData();
  form.set('file', new File([text], 'products.csv', { type: 'text/csv' }));
  return form;
}

// Routes that need no shop permission: public ones and those about the caller's own account.
const open = ['public', 'user'];

let t: TestApp;
let shopA: { id: string };
let fixture: Fixture;
let noPermission: TestClient;
let otherShopAdmin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUpUser(t, { shop: true });
  shopA = owner.shop;
  const staff = await signUpUser(t);
  const bare = await signUpUser(t);
  const invite = async (email: string) => (await owner.client.post('/api/staff/invitations', { email, permissions: [] })).body;
  await staff.client.post(`/api/invitations/${new URL((await invite(staff.email)).link).pathname.split('/').pop()}/accept`);
  await bare.client.post(`/api/invitations/${new URL((await invite(bare.email)).link).pathname.split('/').pop()}/accept`);
  const pending = await invite('pending@example.com');
  const product = await owner.client.post('/api/products', { name: 'Kanga', price: 15000, category: 'clothing_accessories', stock: 5 });
  const set = await owner.client.post('/api/product-sets', { kind: 'collection', name: 'Best', product_ids: [product.body.id] });
  const customer = await owner.client.post('/api/customers', { phone: '0755000111', name: 'Bi Mwanaisha', location: 'Arusha' });
  const order = await owner.client.post('/api/orders', { customer_id: customer.body.id, lines: [{ product_id: product.body.id, quantity: 1 }] });
  const segment = await owner.client.post('/api/segments', { name: 'Arusha', criteria: [{ field: 'location', operator: 'eq', value: 'Arusha' }] });
  // Chat rows are made by the bot and webhooks, not by a back-office call: inserted directly.
  const [conversation] = await t.db.insert(conversations).values({ shopId: shopA.id, channel: 'widget', externalId: 'chat-fixture' }).returning();
  const [message] = await t.db.insert(conversationMessages)
    .values({ shopId: shopA.id, conversationId: conversation!.id, direction: 'in', author: 'customer', content: { kind: 'text', text: 'Hello' }, preview: 'Hello', status: 'received' })
    .returning();
  const [log] = await t.db.insert(webhookLogs).values({ shopId: shopA.id, direction: 'in', method: 'POST', endpoint: '/webhooks/whatsapp', statusCode: 200 }).returning();
  fixture = {
    invitationId: pending.id, staffUserId: staff.user.id, productId: product.body.id, setId: set.body.id,
    customerId: customer.body.id, segmentId: segment.body.id, orderId: order.body.id,
    conversationId: conversation!.id, messageId: message!.id, webhookLogId: log!.id,
  };
  noPermission = bare.client;
  otherShopAdmin = (await signUpUser(t, { shop: true })).client;
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

describe.each(guarded.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (key, def) => {
  const send = (client: TestClient) => {
    const call = calls[key]!;
    return client.request(def.method, call.path?.(fixture) ?? def.path, call.body?.(fixture));
  };

  it.runIf(def.access.kind === 'permission' || def.access.kind === 'admin')('is refused to a member without the permission', async () => {
    const before = await shopSnapshot(t.db, shopA.id);
    const res = await send(noPermission);
    expect(res.status).toBe(403);
    expect(await shopSnapshot(t.db, shopA.id)).toEqual(before);
  });

  it("never reads or changes another shop's data", async () => {
    const before = await shopSnapshot(t.db, shopA.id);
    const res = await send(otherShopAdmin);
    expect(JSON.stringify(res.body)).not.toContain(shopA.id);
    expect(JSON.stringify(res.body)).not.toContain(fixture.invitationId);
    expect(await shopSnapshot(t.db, shopA.id)).toEqual(before);
  });
});
