import { randomBytes } from 'node:crypto';
import { conversationMessages, conversations } from '../db/schema/chat.ts';
import { webhookLogs, whatsappAccounts } from '../db/schema/whatsapp.ts';
import { seal } from '../whatsapp/secret-box.ts';
import { paymentAccounts, payments, payoutAccounts } from '../db/schema/payments.ts';
import { timeOrderedId } from '../db/time-ordered-id.ts';
import { creditPayment } from '../modules/ledger/credit-payment.ts';
import { requestPayout } from '../modules/ledger/payouts.ts';
import { reversePayment } from '../flows/payments/reverse-payment.ts';
import { signUpUser, type TestApp } from './harness.ts';
import type { Fixture } from './permission-calls.ts';
import { shopSnapshot } from './shop-snapshot.ts';

/**
 * A shop whose every text a person could set carries one marker string, with at least one row in
 * every table the API reaches: the cross-shop test then looks for the marker (and for any of the
 * shop's ids) in everything another shop is answered. A leak of any field shows, whatever the
 * answer's shape; checking for the shop id alone missed rows that never carry it.
 */
export async function victimShop(t: TestApp) {
  const marker = `xshopa${randomBytes(4).toString('hex')}`;
  const m = (field: string) => `${marker}-${field}`;
  const owner = await signUpUser(t, { shop: true, email: `${m('owner')}@example.com` });
  const shopId: string = owner.shop.id;
  const api = owner.client;
  const ok = async (what: string, res: Promise<{ status: number; body: any }>) => {
    const r = await res;
    if (r.status >= 300) throw new Error(`victim shop: ${what} answered ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };

  await ok('shop', api.put('/api/shop', { shop_name: m('shop'), address: m('address') }));
  await ok('profile', api.put('/api/user', { name: m('owner-name') }));
  const staff = await signUpUser(t, { email: `${m('staff')}@example.com` });
  await ok('staff name', staff.client.put('/api/user', { name: m('staff-name') }));
  const invite = async (email: string) =>
    ok('invite', api.post('/api/staff/invitations', { email, permissions: [{ resource: 'orders', action: 'read' }] }));
  await ok(
    'accept',
    staff.client.post(`/api/invitations/${new URL((await invite(staff.email)).link).pathname.split('/').pop()}/accept`),
  );
  const pending = await invite(`${m('invitee')}@example.com`);

  const product = await ok(
    'product',
    api.post('/api/products', {
      name: m('product'),
      description: m('description'),
      sku: m('sku').slice(0, 40),
      price: 15000,
      category: 'clothing_accessories',
      variants: [{ name: m('variant'), price: 15000, stock: 50 }], // enough for every sample order the nets place
      addon_groups: [{ name: m('addons'), min: 0, max: 1, options: [{ name: m('addon'), price: 500 }] }],
    }),
  );
  const set = await ok(
    'set',
    api.post('/api/product-sets', { kind: 'collection', name: m('set'), product_ids: [product.id] }),
  );
  const customer = await ok(
    'customer',
    api.post('/api/customers', {
      phone: '0755000111',
      name: m('customer'),
      location: m('location'),
      notes: m('notes'),
      tags: [m('tag').slice(0, 30)],
    }),
  );
  const order = await ok(
    'order',
    api.post('/api/orders', {
      customer_id: customer.id,
      lines: [{ product_id: product.id, variant_id: product.variants[0].id, quantity: 1 }],
      fulfilment: 'delivery',
      delivery_address: m('delivery'),
      notes: m('order-notes'),
    }),
  );
  const segment = await ok(
    'segment',
    api.post('/api/segments', {
      name: m('segment'),
      criteria: [{ field: 'location', operator: 'eq', value: m('location') }],
    }),
  );
  await ok(
    'widget',
    api.put('/api/widget-settings', { title: m('widget').slice(0, 40), bubbleTitle: m('bubble').slice(0, 30) }),
  );
  await ok(
    'pos',
    api.put('/api/pos-settings', { receipt_header: m('receipt-header'), receipt_footer: m('receipt-footer') }),
  );
  const draft = (await ok('flow', api.get('/api/chatflow'))) as { draft: { nodes: any[] }; draft_revision: number };
  const flow = {
    ...draft.draft,
    nodes: draft.draft.nodes.map((n) =>
      n.type === 'send_message' ? { ...n, data: { ...n.data, text: { en: m('flow-en'), sw: m('flow-sw') } } } : n,
    ),
  };
  await ok('draft', api.put('/api/chatflow/draft', { flow, revision: draft.draft_revision }));
  await ok('publish', api.post('/api/chatflow/publish'));

  // Chat rows come from the bot and from webhooks, not from a back-office call: inserted directly.
  const [conversation] = await t.db
    .insert(conversations)
    .values({
      shopId,
      channel: 'whatsapp',
      externalId: '255754999000',
      customerName: m('chat-name'),
      customerPhone: '+255754999000',
      lastMessagePreview: m('preview'),
    })
    .returning();
  const [message] = await t.db
    .insert(conversationMessages)
    .values({
      shopId,
      conversationId: conversation!.id,
      direction: 'in',
      author: 'customer',
      content: { kind: 'text', text: m('message') },
      preview: m('message'),
      status: 'received',
    })
    .returning();
  await t.db.insert(conversationMessages).values({
    shopId,
    conversationId: conversation!.id,
    direction: 'in',
    author: 'customer',
    status: 'received',
    preview: m('photo'),
    content: { kind: 'media', media: 'image', link: 'wa-media:4455667788', caption: m('caption') },
  });
  await t.db.insert(whatsappAccounts).values({
    shopId,
    phoneNumberId: `9${Date.now()}`,
    wabaId: m('waba'),
    displayPhoneNumber: m('display'),
    verifiedName: m('verified'),
    mode: 'manual',
    accessTokenEnc: seal(t.deps.env.secretKey, `EAAG${marker}token-abcdefghijkl`),
    appSecretEnc: seal(t.deps.env.secretKey, `${marker}-app-secret`),
    verifyToken: m('verify'),
  });
  const [log] = await t.db
    .insert(webhookLogs)
    .values({
      shopId,
      direction: 'in',
      method: 'POST',
      endpoint: '/webhooks/whatsapp',
      statusCode: 200,
      requestBody: { text: m('webhook') },
      error: { code: 'x', title: m('error') },
    })
    .returning();

  // Money: a linked provider, a payment credited to the ledger (its exchange carries the marker),
  // a payout account and a payout, and a cash adjustment. Payments come from providers, not from
  // a back-office call, so these rows are written through the ledger's own functions.
  const [account] = await t.db
    .insert(paymentAccounts)
    .values({
      shopId,
      provider: 'clickpesa',
      label: m('pay-label'),
      // Sealed as the settings screen seals them: JSON by the adapter's field names.
      credentialsEnc: seal(
        t.deps.env.secretKey,
        JSON.stringify({ clientId: m('client-id'), apiKey: `${marker}-api-key` }),
      ),
      networks: ['mpesa'],
      callbackKey: m('callback'),
    })
    .returning();
  const [payment] = await t.db
    .insert(payments)
    .values({
      shopId,
      id: timeOrderedId(),
      orderId: order.id,
      accountId: account!.id,
      provider: 'clickpesa',
      reference: m('ref').slice(0, 60),
      providerReference: m('provider-ref'),
      phone: '+255755000111',
      network: 'mpesa',
      amount: order.total,
      reason: m('reason'),
      expiresAt: new Date(Date.now() + 600_000),
      raw: [{ request: { note: m('raw') } }],
    })
    .returning();
  const credited = await creditPayment(t.db, {
    shopId,
    paymentId: payment!.id,
    provider: 'clickpesa',
    providerReference: m('provider-ref'),
    amount: order.total,
    currency: 'TZS',
    fee: 100,
  });
  if (credited.outcome !== 'credited') throw new Error(`victim shop: payment ${credited.outcome}`);
  const [destination] = await t.db
    .insert(payoutAccounts)
    .values({
      shopId,
      kind: 'wallet',
      label: m('payout-label'),
      institution: 'mpesa',
      accountName: m('payout-name'),
      accountNumber: '+255755000222',
    })
    .returning();
  const payout = await requestPayout(t.db, shopId, owner.user.id, {
    account_id: account!.id,
    payout_account_id: destination!.id,
    amount: 1000,
  });
  await ok('adjustment', api.post('/api/transactions/adjustments', { amount: 2500, note: m('adjustment') }));
  // Reconciliation (issue 15): a payment in every list (mismatched, stuck pending, paid after
  // cancelling) and a callback for no known payment.
  const [stuck] = await t.db
    .insert(payments)
    .values({
      shopId,
      id: timeOrderedId(),
      orderId: order.id,
      accountId: account!.id,
      provider: 'clickpesa',
      reference: m('stuck')
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 50),
      phone: '+255755000111',
      network: 'mpesa',
      amount: order.total,
      amountMismatch: true,
      refundDue: true,
      createdAt: new Date(Date.now() - 3_600_000),
      expiresAt: new Date(Date.now() + 600_000),
    })
    .returning();
  // Issue 25: a payment the provider took back after success.
  const [taken] = await t.db
    .insert(payments)
    .values({
      shopId,
      id: timeOrderedId(),
      orderId: order.id,
      accountId: account!.id,
      provider: 'clickpesa',
      reference: m('taken')
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 50),
      phone: '+255755000111',
      network: 'mpesa',
      amount: 700,
      expiresAt: new Date(Date.now() + 600_000),
    })
    .returning();
  const takenCredit = await creditPayment(t.db, {
    shopId,
    paymentId: taken!.id,
    provider: 'clickpesa',
    providerReference: m('taken-ref'),
    amount: 700,
    currency: 'TZS',
  });
  if (takenCredit.outcome !== 'credited') throw new Error(`victim shop: reversed payment ${takenCredit.outcome}`);
  await reversePayment(t.db, takenCredit.payment, m('reversed'));
  const [paymentLog] = await t.db
    .insert(webhookLogs)
    .values({
      shopId,
      direction: 'in',
      channel: 'payments',
      method: 'POST',
      endpoint: '/webhooks/payments/clickpesa/abcd…',
      statusCode: 200,
      requestBody: { orderReference: m('unmatched') },
      error: { code: 'unknown_payment', title: m('unmatched-title') },
    })
    .returning();

  // The books (issue 16): a cash expense with a receipt photo, edited (so it has a reversal), one
  // deleted, and a recurring expense.
  const expense = await ok(
    'expense',
    api.post('/api/expenses', {
      amount: 4000,
      category: 'rent',
      spent_on: '2026-01-05',
      paid_by: 'cash',
      note: m('expense'),
    }),
  );
  await ok(
    'expense edit',
    api.put(`/api/expenses/${expense.id}`, {
      amount: 4500,
      category: 'rent',
      spent_on: '2026-01-05',
      paid_by: 'cash',
      note: m('expense-edited'),
    }),
  );
  const receipt = new FormData();
  receipt.set('receipt', new File([await tinyPng()], 'receipt.png', { type: 'image/png' }));
  await ok('receipt', api.post(`/api/expenses/${expense.id}/receipt`, receipt));
  const gone = await ok(
    'expense',
    api.post('/api/expenses', {
      amount: 700,
      category: 'food',
      spent_on: '2026-01-06',
      paid_by: 'bank',
      note: m('gone'),
    }),
  );
  await ok('expense delete', api.delete(`/api/expenses/${gone.id}`));
  const recurrence = await ok(
    'recurring expense',
    api.post('/api/expenses/recurring', {
      amount: 90000,
      category: 'salary',
      paid_by: 'bank',
      day_of_month: 28,
      note: m('salary'),
    }),
  );
  // The debt book (issue 16): a customer's debt by hand, with a cash payment towards it.
  const debt = await ok(
    'debt',
    api.post('/api/debts', {
      direction: 'receivable',
      customer_id: customer.id,
      party_name: m('debt-party'),
      amount: 40_000,
      due_on: '2030-01-31',
      note: m('debt-note'),
    }),
  );
  const paid = await ok(
    'debt payment',
    api.post(`/api/debts/${debt.id}/payments`, { amount: 5_000, method: 'cash', note: m('debt-payment') }),
  );

  const fixture: Fixture = {
    invitationId: pending.id,
    staffUserId: staff.user.id,
    productId: product.id,
    setId: set.id,
    customerId: customer.id,
    segmentId: segment.id,
    orderId: order.id,
    conversationId: conversation!.id,
    messageId: message!.id,
    webhookLogId: log!.id,
    ledgerEntryId: credited.entryId,
    paymentAccountId: account!.id,
    paymentId: stuck!.id,
    creditedPaymentId: payment!.id,
    reversedPaymentId: taken!.id,
    paymentLogId: paymentLog!.id,
    payoutAccountId: destination!.id,
    payoutId: payout.id,
    debtId: debt.id,
    expenseId: expense.id,
    recurrenceId: recurrence.id,
    debtPaymentEntryId: paid.entries.find((e: { kind: string }) => e.kind === 'payment').id,
  };
  // Every id of every row of the shop: none may reach another shop either.
  const snapshot = await shopSnapshot(t.db, shopId);
  const ids = new Set<string>();
  JSON.stringify(snapshot, (_k, v) => {
    if (typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v))
      ids.add(v.toLowerCase());
    return v;
  });
  ids.add(owner.user.id);
  ids.add(staff.user.id);
  return { shopId, marker, fixture, ids, owner, conversationExternalId: conversation!.externalId };
}

/** A 24×24 PNG (sharp makes it: the receipt route reads the bytes, not the name). */
async function tinyPng(): Promise<Buffer<ArrayBuffer>> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 24, height: 24, channels: 3, background: '#ffcc00' } })
    .png()
    .toBuffer();
}
