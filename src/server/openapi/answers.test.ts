import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeGraph, type FakeGraph } from '../../../tests/fixtures/fake-graph.ts';
import { startFakeClickpesa, type FakeClickpesa } from '../../../tests/fixtures/fake-clickpesa.ts';
import { startFakeBeem, type FakeBeem } from '../../../tests/fixtures/fake-beem.ts';
import { apiRoutes } from '../app.ts';
import { BINARY, CSV, EVENTS, TEXT } from '../http/route-doc.ts';
import type { RouteDef } from '../http/route-table.ts';
import { createCheckoutLink } from '../modules/order-link/checkout-link.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../test/harness.ts';
import type { Fixture } from '../test/permission-calls.ts';
import { sampleCalls } from '../test/route-calls.ts';
import { victimShop } from '../test/victim-shop.ts';
import { checkErrorAnswer } from '../test/error-answer.ts';
import { signBody } from '../whatsapp/verify-signature.ts';
import { seal } from '../whatsapp/secret-box.ts';
import { paymentAccounts, payoutAccounts } from '../db/schema/payments.ts';
import { buildOpenApi, routeKey } from './openapi.ts';
import { eq } from 'drizzle-orm';
import { debts } from '../db/schema/books.ts';
import { openDebt } from '../modules/debts/debt-ledger.ts';
import { signStatementToken } from '../modules/debts/debt-statement-token.ts';

/**
 * Issue 14: every declared route is called as the owner of a shop that has a row in every table
 * (the cross-shop test's victim), and its real answer is held to its declaration. A 2xx must be a
 * declared status whose body parses with the declared contract; contracts are strict objects, so
 * an answer carrying a field the contract does not name fails here. An error status must be one
 * the OpenAPI document lists for the operation, with a body of the error contract.
 */
const declared = apiRoutes.filter((def) => def.doc?.answers);
const document = buildOpenApi(apiRoutes) as Parameters<typeof checkErrorAnswer>[0];

// Calls that reach a success where the permission sample (written for intruders) would not.
type More = Fixture & {
  imageId: string;
  variantId: string;
  inviteToken: string;
  ownerEmail: string;
  forgetfulEmail: string;
  botId: string;
  draft: { flow: unknown; revision: number };
  /** Order-page tokens of two open links of the victim shop: one is read, the other submitted. */
  cartToken: string;
  orderToken: string;
  /** Submitted orders of the victim shop, to pay for (issue 15): one with a sandbox push waiting. */
  payToken: string;
  pagePaymentId: string;
  startToken: string;
  cashToken: string;
  /** A linked provider no payment points at, so that unlinking it succeeds. */
  spareAccountId: string;
  /** A linked SMS gateway (not enabled) no message went through, so that unlinking it succeeds. */
  spareSmsAccountId: string;
  /** An order still to be paid: the payment request goes to the fake ClickPesa. */
  payableOrderId: string;
  cashableOrderId: string;
  /** A payout account no payout went to, so that removing it succeeds. */
  sparePayoutAccountId: string;
  /** Statement pages (issue 16): the victim's debt, with a sandbox push waiting, and another to pay. */
  statementToken: string;
  statementPaymentId: string;
  statementStartToken: string;
};
// Meta's side of the WhatsApp routes: the platform app's secret and verify token.
const PLATFORM_SECRET = 'answers-platform-app-secret';
const VERIFY_TOKEN = 'answers-verify-token';
const EMPTY_DELIVERY = '{"object":"whatsapp_business_account","entry":[]}';
// `by`: a signed-in user of no shop yet, for the routes about joining one (newcomer) or opening one (founder);
// nobody: no session at all; operator: one of OPERATOR_EMAILS, for the install's own routes (backups). Password resets go to a user of their own, whose sessions they end.
// `headers`: what a caller other than a browser sends (Meta signs its webhooks).
const successCalls: Record<
  string,
  {
    path?: (f: More) => string;
    body?: (f: More) => unknown;
    headers?: (f: More) => Record<string, string>;
    by?: 'newcomer' | 'founder' | 'nobody' | 'operator';
  }
> = {
  'GET /api/backups': { by: 'operator' },
  'PUT /api/backups': { body: () => ({ daily: false, keep_days: 7 }), by: 'operator' },
  'POST /api/auth/signup': {
    body: () => ({
      name: 'Neema Said',
      email: 'neema.answers@example.com',
      phone: '0754000333',
      password: 'correct horse',
    }),
    by: 'nobody',
  },
  'POST /api/auth/login': { body: (f) => ({ email: f.ownerEmail, password: 'correct horse' }), by: 'nobody' },
  'POST /api/auth/logout': { by: 'nobody' },
  'POST /api/auth/forgot-password': { body: (f) => ({ email: f.forgetfulEmail }), by: 'nobody' },
  'POST /api/auth/reset-password': {
    body: () => ({ token: /token=([\w-]+)/.exec(t.mails.at(-1)!.text)![1], password: 'brand new pass' }),
    by: 'nobody',
  },
  'GET /api/user': {},
  'PUT /api/chatflow/draft': { body: (f) => f.draft },
  'GET /plugin/:botId/unauthenticated': { path: (f) => `/plugin/${f.botId}/unauthenticated`, by: 'nobody' },
  'POST /api/contact': {
    body: () => ({
      name: 'Neema',
      email: 'neema@example.com',
      phone: '0754123456',
      message: 'Habari, naomba maelezo zaidi.',
    }),
    by: 'nobody',
  },
  'GET /api/public/shops': { by: 'nobody' },
  'GET /api/openapi.json': { by: 'nobody' },
  'GET /api/public/platform-fee': { by: 'nobody' },
  'PUT /api/user': { body: () => ({ name: 'Mama Neema' }) },
  'PUT /api/user/password': {
    body: () => ({ current_password: 'correct horse', new_password: 'brand new pass' }),
    by: 'newcomer',
  },
  'GET /api/invitations/:token': { path: (f) => `/api/invitations/${f.inviteToken}` },
  'POST /api/invitations/:token/accept': { path: (f) => `/api/invitations/${f.inviteToken}/accept`, by: 'newcomer' },
  'DELETE /api/products/:id/images/:imageId': { path: (f) => `/api/products/${f.productId}/images/${f.imageId}` },
  'POST /api/products/:id/images': { path: (f) => `/api/products/${f.productId}/images`, body: () => imageForm() },
  'POST /api/expenses/:id/receipt': {
    path: (f) => `/api/expenses/${f.expenseId}/receipt`,
    body: () => imageForm('receipt'),
  },
  'POST /api/orders': { body: (f) => ({ lines: [{ product_id: f.productId, variant_id: f.variantId, quantity: 1 }] }) },
  'PUT /api/shop/logo': { body: () => imageForm('logo') },
  'PUT /api/popups/:id/image': { path: (f) => `/api/popups/${f.popupId}/image`, body: () => imageForm() },
  'POST /api/shop': {
    body: () => ({ shop_name: 'Duka la Neema', whatsapp_number: '0754000222', category: 'home' }),
    by: 'founder',
  },
  'POST /api/products/:id/stock': {
    path: (f) => `/api/products/${f.productId}/stock`,
    body: () => ({ delta: 2, reason: 'restock' }),
  },
  // The victim's WhatsApp chat is past its window (the sample's free text is refused): a template may go.
  'POST /api/conversations/:id/messages': {
    path: (f) => `/api/conversations/${f.conversationId}/messages`,
    body: () => ({ template: { name: 'order_ready', language: 'sw', params: ['Neema'] } }),
  },
  // To a colleague, so that the answer names an assignee.
  'POST /api/conversations/:id/assign': {
    path: (f) => `/api/conversations/${f.conversationId}/assign`,
    body: (f) => ({ user_id: f.staffUserId }),
  },
  // WhatsApp, against the fake Graph API, in the order the routes are declared: the victim's number
  // (manual) is replaced by one of the merchant's own app, tested, then by an Embedded Signup
  // coexistence number, whose sync only such a number may request.
  'POST /api/whatsapp/manual': {
    body: () => ({
      phone_number_id: '1098765432101',
      waba_id: '2098765432101',
      access_token: 'EAAG-answers-token-0001',
      app_secret: '0123456789abcdef0123456789abcdef',
    }),
  },
  'POST /api/whatsapp/test-message': { body: () => ({ to: '0754123456' }) },
  'POST /api/whatsapp/embedded-signup': {
    body: () => ({ code: 'good-code', waba_id: '3000000000001', phone_number_id: '4000000000001', coexistence: true }),
  },
  'POST /api/whatsapp/coexistence/sync': { body: () => ({ sync_type: 'history' }) },
  'GET /webhooks/whatsapp': {
    path: () => `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    by: 'nobody',
  },
  // A delivery with nothing to process, signed by the platform's app: logged, acknowledged, no job.
  'POST /webhooks/whatsapp': {
    body: () => EMPTY_DELIVERY,
    headers: () => ({
      'content-type': 'application/json',
      'x-hub-signature-256': signBody(PLATFORM_SECRET, EMPTY_DELIVERY),
    }),
    by: 'nobody',
  },
  // An AzamPay callback (AzamPay signs nothing; a well-formed body is "authentic") to the victim's
  // AzamPay account, naming no payment of ours: logged and acknowledged as AzamPay expects, no
  // status query made, nothing credited.
  'POST /webhooks/payments/:provider/:key': {
    path: () => `/webhooks/payments/azampay/${azampayCallbackKey}`,
    body: () =>
      JSON.stringify({
        msisdn: '255754000555',
        amount: '1000',
        message: 'Transaction successful',
        utilityref: 'DKNOSUCHPAYMENT',
        operator: 'Mpesa',
        reference: 'azam-no-such-txn',
        transactionstatus: 'success',
      }),
    headers: () => ({ 'content-type': 'application/json' }),
    by: 'nobody',
  },
  // An Africa's Talking delivery report to a key no account has: acknowledged, nothing changed.
  'POST /webhooks/sms/:provider/:key/:kind': {
    path: () => '/webhooks/sms/africastalking/no-such-callback-key/delivery',
    body: () => new URLSearchParams({ id: 'ATXid_none', status: 'Success', phoneNumber: '+255754000555' }).toString(),
    headers: () => ({ 'content-type': 'application/x-www-form-urlencoded' }),
    by: 'nobody',
  },
  // The chat hot path and the order page: public, called as a customer would.
  'POST /plugin/conversation/:botId': {
    path: (f) => `/plugin/conversation/${f.botId}`,
    body: () => ({ message: 'hi', chat_id: 'answers-chat', language: 'en' }),
    by: 'nobody',
  },
  'GET /plugin/conversation/:botId/messages': {
    path: (f) => `/plugin/conversation/${f.botId}/messages?chat_id=answers-chat`,
    by: 'nobody',
  },
  // Website pop-ups (issue 28): what widget.js sends from the shop's site about the victim's pop-up.
  'GET /plugin/popups/:botId': { path: (f) => `/plugin/popups/${f.botId}`, by: 'nobody' },
  'POST /plugin/popups/:botId/events': {
    path: (f) => `/plugin/popups/${f.botId}/events`,
    body: (f) => ({ popup_id: f.popupId, variant: 'a', kind: 'shown', visitor_id: 'answers-visitor' }),
    by: 'nobody',
  },
  'POST /plugin/popups/:botId/phone': {
    path: (f) => `/plugin/popups/${f.botId}/phone`,
    body: (f) => ({
      popup_id: f.popupId,
      variant: 'a',
      visitor_id: 'answers-visitor',
      phone: '0754000777',
      channels: ['sms'],
      language: 'en',
    }),
    by: 'nobody',
  },
  // Unlinking the victim's own provider is refused (payments point at it): a spare one goes instead.
  'DELETE /api/payment-accounts/:id': { path: (f) => `/api/payment-accounts/${f.spareAccountId}` },
  'DELETE /api/sms-accounts/:id': { path: (f) => `/api/sms-accounts/${f.spareSmsAccountId}` },
  // The victim's order is paid already: a pending one of its own gets the push (M-Pesa: ClickPesa's).
  'POST /api/orders/:id/payments': {
    path: (f) => `/api/orders/${f.payableOrderId}/payments`,
    body: () => ({ phone: '0754000666', network: 'mpesa' }),
  },
  // "Take cash instead" pays a pending order of its own in cash (the till's, issue 25).
  'POST /api/orders/:id/cash': { path: (f) => `/api/orders/${f.cashableOrderId}/cash` },
  // The victim's own payout account was paid to (it stays); the samples' password is an intruder's guess.
  'DELETE /api/payouts/accounts/:id': { path: (f) => `/api/payouts/accounts/${f.sparePayoutAccountId}` },
  'POST /api/payouts/accounts': {
    body: () => ({
      kind: 'wallet',
      network: 'mpesa',
      phone: '0755000999',
      account_name: 'Asha',
      current_password: 'correct horse',
    }),
  },
  'POST /api/payouts': {
    body: (f) => ({
      account_id: f.paymentAccountId,
      payout_account_id: f.payoutAccountId,
      amount: 1,
      current_password: 'correct horse',
    }),
  },
  'GET /api/v1/order': { path: (f) => `/api/v1/order?token=${encodeURIComponent(f.cartToken)}`, by: 'nobody' },
  'POST /api/v1/order': {
    path: (f) => `/api/v1/order?channel=whatsapp&token=${encodeURIComponent(f.orderToken)}`,
    body: (f) => ({
      items: [{ product_id: f.productId, variant_id: f.variantId, quantity: 1 }],
      customer_phone: '0754000444',
    }),
    by: 'nobody',
  },
  'DELETE /api/discount-codes/:id': { path: () => `/api/discount-codes/${unusedCodeId}` },
  'POST /api/v1/order/discount': {
    path: (f) => `/api/v1/order/discount?token=${encodeURIComponent(f.cartToken)}`,
    body: () => ({ code: 'answers', subtotal: 20_000 }),
    by: 'nobody',
  },
  'GET /api/v1/order/payment': {
    path: (f) => `/api/v1/order/payment?token=${encodeURIComponent(f.payToken)}`,
    by: 'nobody',
  },
  'GET /api/v1/order/payment/:id': {
    path: (f) => `/api/v1/order/payment/${f.pagePaymentId}?token=${encodeURIComponent(f.payToken)}`,
    by: 'nobody',
  },
  'POST /api/v1/order/payment': {
    path: (f) => `/api/v1/order/payment?token=${encodeURIComponent(f.startToken)}`,
    body: () => ({ phone: '0754000444', network: 'halopesa' }),
    by: 'nobody',
  },
  'POST /api/v1/order/cash': {
    path: (f) => `/api/v1/order/cash?token=${encodeURIComponent(f.cashToken)}`,
    by: 'nobody',
  },
  'GET /api/v1/statement': {
    path: (f) => `/api/v1/statement?token=${encodeURIComponent(f.statementToken)}`,
    by: 'nobody',
  },
  'GET /api/v1/statement/payment/:id': {
    path: (f) => `/api/v1/statement/payment/${f.statementPaymentId}?token=${encodeURIComponent(f.statementToken)}`,
    by: 'nobody',
  },
  'POST /api/v1/statement/payment': {
    path: (f) => `/api/v1/statement/payment?token=${encodeURIComponent(f.statementStartToken)}`,
    body: () => ({ phone: '0754000444', network: 'halopesa', amount: 5000 }),
    by: 'nobody',
  },
};

// The one template Meta's fake lists for the victim's WhatsApp account.
const template = {
  name: 'order_ready',
  language: 'sw',
  status: 'APPROVED',
  category: 'UTILITY',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Oda yako' },
    { type: 'BODY', text: 'Habari {{1}}, oda yako iko tayari.' },
    { type: 'FOOTER', text: 'Asante' },
  ],
};

function imageForm(field = 'image'): FormData {
  // One transparent pixel.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = new FormData();
  form.set(field, new File([png], 'dot.png', { type: 'image/png' }));
  return form;
}

let t: TestApp;
let graph: FakeGraph;
let clickpesa: FakeClickpesa;
let beem: FakeBeem;
let spareAccountId: string;
let spareSmsAccountId: string;
let payableOrderId: string;
let cashableOrderId: string;
let sparePayoutAccountId: string;
let owner: TestClient;
let victim: Awaited<ReturnType<typeof victimShop>>;
let imageId: string;
let variantId: string;
let inviteToken: string;
let newcomer: TestClient;
let founder: TestClient;
let forgetfulEmail: string;
let botId: string;
let draft: More['draft'];
let cartToken: string;
let unusedCodeId: string;
let orderToken: string;
let payToken: string;
let pagePaymentId: string;
let startToken: string;
let cashToken: string;
let statementToken: string;
let statementPaymentId: string;
let statementStartToken: string;
const azampayCallbackKey = 'answers-azampay-callback-key-0001';

// What Meta's fake answers: the victim's templates, Embedded Signup's token exchange, a number's profile.
function answerAsMeta(): void {
  graph.on('GET', /\/message_templates$/, () => ({ json: { data: [template] } }));
  graph.on('GET', /\/oauth\/access_token$/, () => ({ json: { access_token: 'biz-token-0001', token_type: 'bearer' } }));
  // Only the numbers the connect calls name: any other id is a media id, which the fake serves itself.
  graph.on('GET', /^\/v\d+\.\d+\/(1098765432101|4000000000001)$/, (r) => ({
    json: { display_phone_number: '+255 754 000 111', verified_name: 'Asha Fashion', id: r.path.split('/')[2] },
  }));
}

/** One of the platform's operators (issue 29): the console's routes answer them alone. */
let operator: TestClient;
const OPERATOR_EMAIL = 'answers-operator@example.com';

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR_EMAIL } });
  operator = (await signUpUser(t, { email: OPERATOR_EMAIL })).client;
  // The inbox and the WhatsApp routes call Meta: here the fake Graph API, with a platform app for Embedded Signup.
  graph = await startFakeGraph();
  answerAsMeta();
  Object.assign(t.deps.env, {
    WHATSAPP_GRAPH_URL: graph.url,
    META_APP_ID: '111222333',
    META_APP_SECRET: PLATFORM_SECRET,
    META_CONFIG_ID: '999888777',
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  });
  victim = await victimShop(t);
  owner = victim.owner.client;
  // Testing the victim's ClickPesa connection makes a real token request: to the fake ClickPesa.
  clickpesa = await startFakeClickpesa({ clientId: `${victim.marker}-client-id`, apiKey: `${victim.marker}-api-key` });
  t.deps.env.CLICKPESA_BASE_URL = clickpesa.url;
  // Testing the victim's SMS gateway makes a real balance call: to the fake Beem.
  beem = await startFakeBeem({ apiKey: `${victim.marker}-sms-key`, secretKey: `${victim.marker}-sms-secret` });
  t.deps.env.BEEM_BASE_URL = beem.url;
  const spare = await owner.post('/api/payment-accounts', { provider: 'sandbox' });
  expect(spare.status, JSON.stringify(spare.body)).toBe(201);
  spareAccountId = spare.body.id;
  // The victim's campaign sent SMS through its enabled gateway (409 sms_account_in_use to unlink): a spare one.
  const spareSms = await owner.post('/api/sms-accounts', {
    provider: 'beem',
    label: 'Spare',
    sender_name: 'SPARE',
    enabled: false,
    credentials: { apiKey: 'spare-sms-key', secretKey: 'spare-sms-secret' },
  });
  expect(spareSms.status, JSON.stringify(spareSms.body)).toBe(201);
  spareSmsAccountId = spareSms.body.id;
  const [sparePayout] = await t.db
    .insert(payoutAccounts)
    .values({
      shopId: victim.shopId,
      kind: 'wallet',
      institution: 'mpesa',
      accountName: 'A',
      accountNumber: '+255755000333',
    })
    .returning();
  sparePayoutAccountId = sparePayout!.id;
  // Money on the ClickPesa account that no reversal of the victim's payment can take back: a payout draws on it.
  const float = { account: victim.fixture.paymentAccountId, amount: 50_000, note: 'Float for a payout' };
  expect((await owner.post('/api/transactions/adjustments', float)).status).toBe(201);
  const added = await owner.post(`/api/products/${victim.fixture.productId}/images`, imageForm());
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  imageId = added.body.images[0].id;
  variantId = added.body.variants[0].id;
  const newcomerUser = await signUpUser(t);
  newcomer = newcomerUser.client;
  founder = (await signUpUser(t)).client;
  // Duka Chat Payments through the sandbox, as in the demo (the setup fee needs the platform's account).
  t.deps.env.PLATFORM_PAYMENT_PROVIDER = 'sandbox';
  forgetfulEmail = (await signUpUser(t)).email;
  botId = (await owner.get('/api/widget-settings')).body.bot_id;
  const flow = (await owner.get('/api/chatflow')).body;
  draft = { flow: flow.draft, revision: flow.draft_revision };
  const invited = await owner.post('/api/staff/invitations', { email: newcomerUser.email, permissions: [] });
  inviteToken = new URL(invited.body.link).pathname.split('/').pop()!;
  const orderLink = async () => {
    const made = await createCheckoutLink(
      t.db,
      { storeUrl: 'http://localhost:4321', secretKey: t.deps.env.secretKey },
      {
        shopId: victim.shopId,
        conversationId: null,
        channel: 'widget',
        items: [{ product_id: victim.fixture.productId, variant_id: variantId, quantity: 1 }],
        language: 'en',
      },
    );
    return new URL(made.url).searchParams.get('token')!;
  };
  const payable = await owner.post('/api/orders', {
    lines: [{ product_id: victim.fixture.productId, variant_id: variantId, quantity: 1 }],
  });
  expect(payable.status, JSON.stringify(payable.body)).toBe(201);
  payableOrderId = payable.body.id;
  const cashable = await owner.post('/api/orders', {
    lines: [{ product_id: victim.fixture.productId, variant_id: variantId, quantity: 1 }],
  });
  expect(cashable.status, JSON.stringify(cashable.body)).toBe(201);
  cashableOrderId = cashable.body.id;
  cartToken = await orderLink();
  orderToken = await orderLink();
  // A code the order page's "Apply" finds (issue 28).
  expect((await owner.post('/api/discount-codes', { code: 'ANSWERS', kind: 'percentage', value: 10 })).status).toBe(
    201,
  );
  // The victim's code was used on an order, so it is kept (409): delete one no order used.
  unusedCodeId = (await owner.post('/api/discount-codes', { code: 'UNUSED', kind: 'fixed', value: 100 })).body.id;
  await t.db.insert(paymentAccounts).values({
    shopId: victim.shopId,
    provider: 'azampay',
    credentialsEnc: seal(
      t.deps.env.secretKey,
      JSON.stringify({ appName: 'duka', clientId: 'azam-id', clientSecret: 'azam-secret', apiKey: 'azam-key' }),
    ),
    // Not M-Pesa: the victim's ClickPesa account collects for it, and a network has one collector.
    networks: ['airtel'],
    callbackKey: azampayCallbackKey,
  });
  // The demo's sandbox collects HaloPesa (no other account does): pushes need no outside host.
  await t.db.insert(paymentAccounts).values({
    shopId: victim.shopId,
    provider: 'sandbox',
    credentialsEnc: seal(t.deps.env.secretKey, '{}'),
    networks: ['halopesa'],
    callbackKey: 'answers-sandbox-callback-key-0001',
  });
  const submitted = async () => {
    const token = await orderLink();
    const body = { items: [{ product_id: victim.fixture.productId, variant_id: variantId, quantity: 1 }] };
    const res = await t
      .client()
      .post(`/api/v1/order?token=${encodeURIComponent(token)}`, { ...body, customer_phone: '0754000444' });
    if (res.status !== 201) throw new Error(`order page submit: ${JSON.stringify(res.body)}`);
    return token;
  };
  payToken = await submitted();
  startToken = await submitted();
  cashToken = await submitted();
  const pushed = await t
    .client()
    .post(`/api/v1/order/payment?token=${encodeURIComponent(payToken)}`, { phone: '0754000444', network: 'halopesa' });
  pagePaymentId = pushed.body.id;
  const tokenOf = async (debtId: string) => {
    const [row] = await t.db.select().from(debts).where(eq(debts.id, debtId));
    return signStatementToken(t.deps.env.secretKey, row!.statementKey);
  };
  statementToken = await tokenOf(victim.fixture.debtId);
  const statementPush = await t.client().post(`/api/v1/statement/payment?token=${encodeURIComponent(statementToken)}`, {
    phone: '0754000444',
    network: 'halopesa',
    amount: 1000,
  });
  expect(statementPush.status, JSON.stringify(statementPush.body)).toBe(201);
  statementPaymentId = statementPush.body.id;
  const another = await openDebt(t.db, {
    shopId: victim.shopId,
    direction: 'receivable',
    partyName: 'Juma',
    openedOn: '2026-01-05',
    amount: 9000,
  });
  statementStartToken = await tokenOf(another.id);
}, 60_000);
afterAll(async () => {
  await beem.close();
  await graph.close();
  await clickpesa.close();
  await t.close();
});

function check(def: RouteDef, status: number, body: unknown, contentType: string | null): void {
  const answers = def.doc!.answers!;
  const key = routeKey(def);
  if (status >= 200 && status < 300) {
    expect(Object.keys(answers), `${key} answered ${status}, which it does not declare`).toContain(String(status));
    const answer = answers[status as keyof typeof answers]!;
    if (answer === null) return expect(body, `${key}: ${status} has no content`).toBeNull();
    if (answer === CSV) return expect(contentType, key).toMatch(/^text\/csv/);
    // A file under its own type: anything but a JSON answer, and not empty.
    if (answer === BINARY) {
      expect(contentType, key).toMatch(/^[\w.+-]+\/[\w.+-]+/);
      expect(contentType, key).not.toMatch(/json/);
      return expect(body, key).toBeTruthy();
    }
    if (answer === TEXT) return expect(contentType, key).toMatch(/^text\/plain/);
    if (answer === EVENTS) return expect(contentType, key).toMatch(/^text\/event-stream/);
    const parsed = (answer as z.ZodType).safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues, `${key}: the answer does not match its contract`).toEqual([]);
    return;
  }
  // Listed for the route, and shaped by the error contract (error-answers.test.ts calls every refusal).
  checkErrorAnswer(document, def, { status, body, contentType });
}

// Deletes go last, the deepest path first, so that what they remove is still there for the other calls.
const lastness = (def: RouteDef) => (def.method === 'DELETE' ? 1000 - def.path.length : 0);
const ordered = [...declared].sort((a, b) => lastness(a) - lastness(b));
const successes = new Set<string>();

// A refusal must be documented too: the permission samples (written for intruders) that a success
// call replaces run into conflicts and refusals as the owner, and no guarded route serves nobody.
const refusedSamples = declared.filter(
  (def) => routeKey(def) in successCalls && routeKey(def) in sampleCalls && def.method !== 'DELETE',
);
describe('every status a declared route refuses with is documented', () => {
  it.each(refusedSamples.map((def) => [routeKey(def), def] as const))(
    '%s, its permission sample as the owner',
    async (key, def) => {
      const call = sampleCalls[key]!;
      const res = await owner.request(def.method, call.path?.(victim.fixture) ?? def.path, call.body?.(victim.fixture));
      check(def, res.status, res.body, res.headers.get('content-type'));
    },
  );

  it('GET /api/conversations/templates, when Meta fails', async () => {
    const def = declared.find((d) => routeKey(d) === 'GET /api/conversations/templates')!;
    graph.on('GET', /\/message_templates$/, () => ({
      status: 500,
      json: { error: { message: 'Service unavailable' } },
    }));
    try {
      const res = await owner.get('/api/conversations/templates');
      expect(res.status).toBe(502);
      check(def, res.status, res.body, res.headers.get('content-type'));
    } finally {
      graph.reset();
      answerAsMeta();
    }
  });

  it.each(declared.filter((def) => def.access.kind !== 'public').map((def) => [routeKey(def), def] as const))(
    '%s, without a session',
    async (_key, def) => {
      const res = await t.client().request(def.method, def.path);
      expect(res.status).toBe(401);
      check(def, res.status, res.body, res.headers.get('content-type'));
    },
  );

  // The routes that wait for Meta's answer say so when there is none (502); nothing is stored then.
  const callsMeta = [
    'POST /api/whatsapp/manual',
    'POST /api/whatsapp/test-message',
    'POST /api/whatsapp/embedded-signup',
  ];
  it.each(callsMeta)('%s, with Meta out of reach', async (key) => {
    const def = declared.find((d) => routeKey(d) === key)!;
    t.deps.env.WHATSAPP_GRAPH_URL = 'http://127.0.0.1:9';
    try {
      const res = await owner.request(def.method, def.path, successCalls[key]!.body!(victim.fixture as More));
      expect(res.status, JSON.stringify(res.body)).toBe(502);
      check(def, res.status, res.body, res.headers.get('content-type'));
    } finally {
      t.deps.env.WHATSAPP_GRAPH_URL = graph.url;
    }
  });
});

describe('every declared route answers what it declares', () => {
  it('has a call for every declared route', () => {
    expect(declared.map(routeKey).filter((key) => !(key in successCalls) && !(key in sampleCalls))).toEqual([]);
  });

  it.each(ordered.map((def) => [routeKey(def), def] as const))('%s', async (key, def) => {
    const fixture: More = {
      ...victim.fixture,
      imageId,
      variantId,
      inviteToken,
      ownerEmail: victim.owner.email,
      forgetfulEmail,
      botId,
      draft,
      cartToken,
      orderToken,
      payToken,
      pagePaymentId,
      startToken,
      cashToken,
      spareAccountId,
      spareSmsAccountId,
      payableOrderId,
      cashableOrderId,
      sparePayoutAccountId,
      statementToken,
      statementPaymentId,
      statementStartToken,
    };
    const call = successCalls[key] ?? sampleCalls[key]!;
    const by = 'by' in call ? call.by : undefined;
    const client =
      def.access.kind === 'operator' || by === 'operator'
        ? operator
        : by === 'newcomer'
          ? newcomer
          : by === 'founder'
            ? founder
            : by === 'nobody'
              ? t.client()
              : owner;
    const headers = 'headers' in call ? call.headers?.(fixture) : undefined;
    const res = await client.request(def.method, call.path?.(fixture) ?? def.path, call.body?.(fixture), headers);
    check(def, res.status, res.body, res.headers.get('content-type'));
    if (res.status < 300) successes.add(key);
  });

  it('reached a success on every declared route', () => {
    expect(declared.map(routeKey).filter((key) => !successes.has(key))).toEqual([]);
  });
});
