import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookLogs, whatsappAccounts } from '../../db/schema/whatsapp.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { open } from '../../whatsapp/secret-box.ts';
import { startFakeGraph, type FakeGraph, type RecordedRequest } from '../../../../tests/fixtures/fake-graph.ts';

let t: TestApp;
let graph: FakeGraph;
let owner: TestClient;
let shopId: string;
let other: TestClient;
let otherShopId: string;

const TOKEN = 'EAAG-merchant-token-9876';
const SECRET = '0123456789abcdef0123456789abcdef';
const manual = { phone_number_id: '1098765432101', waba_id: '2098765432101', access_token: TOKEN, app_secret: SECRET };
// What Meta answers for the connect calls; the shared fake answers the rest (sends, subscribe, register, sync).
const valid = new Set(['biz-token-0001']);
const bearer = (r: RecordedRequest) => String(r.headers.authorization ?? '').replace(/^Bearer /, '');
const oauthError = {
  status: 401,
  json: {
    error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 },
  },
};
function connectRoutes() {
  graph.on('GET', /\/oauth\/access_token$/, (r) =>
    r.query.get('code') === 'good-code' && r.query.get('client_secret')
      ? { json: { access_token: 'biz-token-0001', token_type: 'bearer' } }
      : {
          status: 400,
          json: { error: { message: 'Invalid verification code format.', type: 'OAuthException', code: 100 } },
        },
  );
  graph.on('GET', /^\/v23\.0\/\d+$/, (r) =>
    valid.has(bearer(r))
      ? { json: { display_phone_number: '+255 754 000 111', verified_name: 'Asha Fashion', id: r.path.split('/')[2] } }
      : oauthError,
  );
  graph.on('POST', /\/(subscribed_apps|register|smb_app_data)$/, (r) =>
    valid.has(bearer(r)) ? { json: { success: true } } : oauthError,
  );
}
const hits = () => graph.requests;
const auth = (r: RecordedRequest | undefined) => r?.headers.authorization;
const accountOf = async (id: string) =>
  (await t.db.select().from(whatsappAccounts).where(eq(whatsappAccounts.shopId, id)))[0] ?? null;

beforeAll(async () => {
  graph = await startFakeGraph();
  t = await createTestApp();
  t.deps.env.WHATSAPP_GRAPH_URL = graph.url;
  const a = await signUpUser(t, { shop: true });
  owner = a.client;
  shopId = a.shop.id;
  const b = await signUpUser(t, { shop: true });
  other = b.client;
  otherShopId = b.shop.id;
});
afterAll(async () => {
  await t.close();
  await graph.close();
});
beforeEach(() => {
  graph.reset();
  connectRoutes();
});

describe('manual connection', () => {
  it('shows no connection and the webhook URL before connecting', async () => {
    const res = await owner.get('/api/whatsapp');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      connected: false,
      account: null,
      webhook_url: 'http://localhost:4321/webhooks/whatsapp',
      embedded_available: false,
    });
  });

  it('refuses a token Graph does not accept with a clear 400 and stores nothing', async () => {
    const res = await owner.post('/api/whatsapp/manual', { ...manual, access_token: 'EAAG-wrong-token-000000' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'connect_token_invalid', field: 'access_token' });
    expect(res.body.message).toContain('Invalid OAuth access token');
    expect(hits()).toHaveLength(1);
    expect(hits()[0]).toMatchObject({ method: 'GET', path: `/v23.0/${manual.phone_number_id}` });
    expect(auth(hits()[0])).toBe('Bearer EAAG-wrong-token-000000');
    expect(await accountOf(shopId)).toBeNull();
  });

  it('validates the ids and the verify token before calling Meta', async () => {
    const res = await owner.post('/api/whatsapp/manual', { ...manual, phone_number_id: '12ab' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'connect_id_digits', field: 'phone_number_id' });
    const spaced = await owner.post('/api/whatsapp/manual', { ...manual, verify_token: 'has a space' });
    expect(spaced.body.code).toBe('connect_verify_token_format');
    expect(hits()).toHaveLength(0);
  });

  it('connects with a token Graph accepts; secrets are sealed at rest and masked in answers', async () => {
    valid.add(TOKEN);
    const res = await owner.post('/api/whatsapp/manual', manual);
    expect(res.status).toBe(201);
    expect(res.body.account).toMatchObject({
      phone_number_id: manual.phone_number_id,
      waba_id: manual.waba_id,
      mode: 'manual',
      status: 'connected',
      display_phone_number: '+255 754 000 111',
      verified_name: 'Asha Fashion',
      access_token: '••••9876',
      app_secret: '••••cdef',
      last_error: null,
    });
    expect(res.body.account.verify_token).toMatch(/^[\w-]{20,}$/);
    const text = JSON.stringify(res.body) + JSON.stringify((await owner.get('/api/whatsapp')).body);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(SECRET);

    const row = (await accountOf(shopId))!;
    expect(row.accessTokenEnc).not.toContain(TOKEN);
    expect(row.appSecretEnc).not.toContain(SECRET);
    expect(open(t.deps.env.secretKey, row.accessTokenEnc)).toBe(TOKEN);
    expect(open(t.deps.env.secretKey, row.appSecretEnc!)).toBe(SECRET);

    // The check call is logged for the shop, without the token.
    const logs = await t.db
      .select()
      .from(webhookLogs)
      .where(and(eq(webhookLogs.shopId, shopId), eq(webhookLogs.direction, 'out')));
    expect(logs.some((l) => l.endpoint.startsWith(`/v23.0/${manual.phone_number_id}`) && l.statusCode === 200)).toBe(
      true,
    );
    expect(JSON.stringify(logs)).not.toContain(TOKEN);
  });

  it('keeps a verify token the merchant chose', async () => {
    const res = await owner.post('/api/whatsapp/manual', { ...manual, verify_token: 'my-own-verify-token' });
    expect(res.status).toBe(201);
    expect(res.body.account.verify_token).toBe('my-own-verify-token');
  });

  it("refuses another shop's number with 409 and calls nobody", async () => {
    const res = await other.post('/api/whatsapp/manual', manual);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'connect_number_taken', field: 'phone_number_id' });
    expect(res.body.message).toMatch(/another shop/);
    expect(hits()).toHaveLength(0);
    expect(await accountOf(otherShopId)).toBeNull();
    expect((await other.get('/api/whatsapp')).body.connected).toBe(false);
  });

  it('two shops racing for one number: one gets it, the other a 409', async () => {
    const c = await signUpUser(t, { shop: true });
    const racing = { ...manual, phone_number_id: '1555555555501' };
    const answers = await Promise.all([
      other.post('/api/whatsapp/manual', racing),
      c.client.post('/api/whatsapp/manual', racing),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = await t.db
      .select()
      .from(whatsappAccounts)
      .where(eq(whatsappAccounts.phoneNumberId, racing.phone_number_id));
    expect(rows).toHaveLength(1);
    await t.db.delete(whatsappAccounts).where(eq(whatsappAccounts.phoneNumberId, racing.phone_number_id));
  });

  it('sends a test message as a Cloud API text to the digits of the number', async () => {
    const res = await owner.post('/api/whatsapp/test-message', { to: '0754 123 456' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, to: '+255754123456', wamid: expect.stringMatching(/^wamid\./) });
    expect(hits()[0]).toMatchObject({ method: 'POST', path: `/v23.0/${manual.phone_number_id}/messages` });
    expect(auth(hits()[0])).toBe(`Bearer ${TOKEN}`);
    expect(hits()[0]!.body).toMatchObject({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '255754123456',
      type: 'text',
      text: { body: expect.stringContaining('Asha Fashion') },
    });
  });

  it('explains the 24-hour window when Meta refuses with 131047, and refuses a bad number', async () => {
    graph.failNext(131047);
    const res = await owner.post('/api/whatsapp/test-message', { to: '+255700000000' }, { 'accept-language': 'sw' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('connect_test_window');
    expect(res.body.message).toContain('saa 24');
    const bad = await owner.post('/api/whatsapp/test-message', { to: 'hello' });
    expect(bad.body).toMatchObject({ code: 'invalid_phone', field: 'to' });
  });

  it('marks the account in error when the token stopped working', async () => {
    graph.failNext(190, 1, 401);
    const res = await owner.post('/api/whatsapp/test-message', { to: '0754123456' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('connect_token_invalid');
    const view = (await owner.get('/api/whatsapp')).body;
    expect(view.account).toMatchObject({ status: 'error', last_error: expect.stringContaining('Invalid OAuth') });
    valid.add(TOKEN);
    await owner.post('/api/whatsapp/test-message', { to: '0754123456' });
    expect((await owner.get('/api/whatsapp')).body.account).toMatchObject({ status: 'connected', last_error: null });
  });

  it('refuses a sync request for a number that is not a coexistence one', async () => {
    const res = await owner.post('/api/whatsapp/coexistence/sync', { sync_type: 'history' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('connect_not_coexistence');
  });

  it('disconnects: the row is gone, the number is free for another shop, own apps are not touched', async () => {
    const res = await owner.delete('/api/whatsapp');
    expect(res.status).toBe(204);
    expect(hits()).toHaveLength(0);
    expect(await accountOf(shopId)).toBeNull();
    expect((await owner.delete('/api/whatsapp')).status).toBe(404);
    expect((await owner.post('/api/whatsapp/test-message', { to: '0754123456' })).body.code).toBe(
      'connect_not_connected',
    );
  });
});

describe('embedded signup', () => {
  const signup = {
    code: 'good-code',
    waba_id: '3000000000001',
    phone_number_id: '4000000000001',
    business_id: '5000000000001',
  };

  it('says when the server has no Meta app configured', async () => {
    expect((await owner.get('/api/whatsapp/config')).body).toEqual({
      app_id: null,
      config_id: null,
      sdk_version: 'v23.0',
    });
    const res = await owner.post('/api/whatsapp/embedded-signup', signup);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('connect_not_configured');
    expect(hits()).toHaveLength(0);
  });

  it('exchanges the code, subscribes the app, reads and registers the number', async () => {
    Object.assign(t.deps.env, {
      META_APP_ID: '111222333',
      META_APP_SECRET: 'platform-app-secret-42',
      META_CONFIG_ID: '999888777',
    });
    expect((await owner.get('/api/whatsapp/config')).body).toEqual({
      app_id: '111222333',
      config_id: '999888777',
      sdk_version: 'v23.0',
    });
    const res = await owner.post('/api/whatsapp/embedded-signup', signup);
    expect(res.status).toBe(201);
    expect(res.body.two_step_pin).toMatch(/^\d{6}$/);
    expect(res.body.account).toMatchObject({
      mode: 'embedded',
      status: 'connected',
      business_id: signup.business_id,
      verify_token: null,
      app_secret: null,
      access_token: '••••0001',
    });

    expect(hits().map((h) => `${h.method} ${h.path}`)).toEqual([
      'GET /v23.0/oauth/access_token',
      `POST /v23.0/${signup.waba_id}/subscribed_apps`,
      `GET /v23.0/${signup.phone_number_id}`,
      `POST /v23.0/${signup.phone_number_id}/register`,
    ]);
    const [exchange, subscribe, , register] = hits();
    expect(Object.fromEntries(exchange!.query)).toEqual({
      client_id: '111222333',
      client_secret: 'platform-app-secret-42',
      code: 'good-code',
    });
    expect(auth(subscribe)).toBe('Bearer biz-token-0001');
    expect(register!.body).toEqual({ messaging_product: 'whatsapp', pin: res.body.two_step_pin });

    const row = (await accountOf(shopId))!;
    expect(open(t.deps.env.secretKey, row.accessTokenEnc)).toBe('biz-token-0001');
    // The logged exchange keeps neither the app secret nor the code.
    const logs = await t.db.select().from(webhookLogs).where(eq(webhookLogs.shopId, shopId));
    const logged = logs.find((l) => l.endpoint.startsWith('/v23.0/oauth/access_token'))!;
    expect(logged.endpoint).not.toContain('platform-app-secret-42');
    expect(logged.endpoint).not.toContain('good-code');
    expect(JSON.stringify(logs)).not.toContain('biz-token-0001');
  });

  it('refuses a code Meta does not accept, storing nothing', async () => {
    await owner.delete('/api/whatsapp');
    graph.requests.length = 0;
    const res = await owner.post('/api/whatsapp/embedded-signup', { ...signup, code: 'stale-code' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'connect_code_invalid', field: 'code' });
    expect(hits()).toHaveLength(1);
    expect(await accountOf(shopId)).toBeNull();
  });

  it('keeps the account with its error when the registration fails', async () => {
    graph.on('POST', /\/register$/, () => ({
      status: 400,
      json: { error: { message: 'Two step verification PIN Mismatch', code: 133005 } },
    }));
    const res = await owner.post('/api/whatsapp/embedded-signup', signup);
    expect(res.status).toBe(201);
    expect(res.body.two_step_pin).toBeNull();
    expect(res.body.account).toMatchObject({ status: 'error', last_error: 'Two step verification PIN Mismatch' });
  });

  it('reports Meta being unreachable as 502 and stores nothing', async () => {
    await owner.delete('/api/whatsapp');
    const url = t.deps.env.WHATSAPP_GRAPH_URL;
    t.deps.env.WHATSAPP_GRAPH_URL = 'http://127.0.0.1:9';
    const res = await owner.post('/api/whatsapp/embedded-signup', signup);
    t.deps.env.WHATSAPP_GRAPH_URL = url;
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('connect_graph_unreachable');
    expect(await accountOf(shopId)).toBeNull();
  });

  it('coexistence: no registration, then each sync once, with its state shown', async () => {
    const res = await owner.post('/api/whatsapp/embedded-signup', { ...signup, coexistence: true });
    expect(res.status).toBe(201);
    expect(res.body.two_step_pin).toBeNull();
    expect(res.body.account.mode).toBe('coexistence');
    expect(hits().some((h) => h.path.endsWith('/register'))).toBe(false);
    expect(res.body.account.sync).toEqual({
      smb_app_state_sync: { status: 'not_requested', at: null, error: null },
      history: { status: 'not_requested', at: null, error: null },
    });

    graph.requests.length = 0;
    const contacts = await owner.post('/api/whatsapp/coexistence/sync', { sync_type: 'smb_app_state_sync' });
    expect(contacts.status).toBe(200);
    expect(contacts.body).toMatchObject({ sync_type: 'smb_app_state_sync', status: 'requested' });
    expect(hits()[0]).toMatchObject({
      method: 'POST',
      path: `/v23.0/${signup.phone_number_id}/smb_app_data`,
      body: { messaging_product: 'whatsapp', sync_type: 'smb_app_state_sync' },
    });
    expect((await owner.post('/api/whatsapp/coexistence/sync', { sync_type: 'smb_app_state_sync' })).body.code).toBe(
      'connect_sync_done',
    );

    graph.on('POST', /\/smb_app_data$/, () => ({
      status: 400,
      json: { error: { message: 'Sync window has expired', code: 100 } },
    }));
    const history = await owner.post('/api/whatsapp/coexistence/sync', { sync_type: 'history' });
    expect(history.status).toBe(400);
    expect(history.body.code).toBe('connect_sync_failed');
    const view = (await owner.get('/api/whatsapp')).body;
    expect(view.account.sync.smb_app_state_sync.status).toBe('requested');
    expect(view.account.sync.history).toMatchObject({ status: 'failed', error: 'Sync window has expired' });
  });

  it('disconnecting a number on our app unsubscribes it from the WABA', async () => {
    graph.requests.length = 0;
    expect((await owner.delete('/api/whatsapp')).status).toBe(204);
    expect(hits().map((h) => `${h.method} ${h.path}`)).toEqual([`DELETE /v23.0/${signup.waba_id}/subscribed_apps`]);
    expect(await accountOf(shopId)).toBeNull();
  });
});
