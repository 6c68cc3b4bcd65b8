import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeClickpesa, type FakeClickpesa } from '../../../../tests/fixtures/fake-clickpesa.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { victimShop } from '../../test/victim-shop.ts';

// Issue 15, settings → payments: linking a provider, its credentials kept out of every answer,
// one enabled account per network, and "test the connection" as a real call to the fake ClickPesa.

const CLIENT_ID = 'IDclient-0042';
const API_KEY = 'SKsecret-api-key-7319';

let t: TestApp;
let clickpesa: FakeClickpesa;
let owner: TestClient;
let shopId: string;

const rows = () => t.db.select().from(paymentAccounts).where(eq(paymentAccounts.shopId, shopId));
const link = (body: unknown, client = owner) => client.post('/api/payment-accounts', body);
const patch = (id: string, body: unknown, client = owner) =>
  client.request('PATCH', `/api/payment-accounts/${id}`, body);
const clickpesaBody = (extra: Record<string, unknown> = {}) => ({
  provider: 'clickpesa',
  label: 'ClickPesa main',
  credentials: { clientId: CLIENT_ID, apiKey: API_KEY },
  networks: ['mpesa', 'airtel'],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  clickpesa = await startFakeClickpesa({ clientId: CLIENT_ID, apiKey: API_KEY });
  t.deps.env.CLICKPESA_BASE_URL = clickpesa.url;
}, 60_000);
afterAll(async () => {
  await clickpesa.close();
  await t.close();
});
beforeEach(async () => {
  const o = await signUpUser(t, { shop: true });
  owner = o.client;
  shopId = o.shop.id;
});

describe('linking a provider', () => {
  it('stores the credentials sealed and never answers them, only a masked hint', async () => {
    const linked = await link(clickpesaBody());
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    expect(linked.body).toMatchObject({
      provider: 'clickpesa',
      label: 'ClickPesa main',
      networks: ['mpesa', 'airtel'],
    });
    expect(linked.body.credentials).toEqual([
      { name: 'clientId', hint: '••••0042' },
      { name: 'apiKey', hint: '••••7319' },
    ]);
    expect(linked.body.callback_url).toMatch(/\/webhooks\/payments\/clickpesa\/[\w-]{32}$/);
    const answers = [
      linked,
      await owner.get('/api/payment-accounts'),
      await owner.get(`/api/payment-accounts/${linked.body.id}`),
      await patch(linked.body.id, { label: 'Renamed' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200 + (answer === linked ? 1 : 0));
      const json = JSON.stringify(answer.body);
      expect(json).not.toContain(API_KEY);
      expect(json).not.toContain(CLIENT_ID);
      expect(json).not.toContain('secret-api');
    }
    const [row] = await rows();
    expect(row!.credentialsEnc).toMatch(/^v1\./);
    expect(row!.credentialsEnc).not.toContain(API_KEY);
  });

  it('lists the providers with their fields and networks; the sandbox is refused in production', async () => {
    const providers = await owner.get('/api/payment-accounts/providers');
    expect(providers.status).toBe(200);
    const ids = providers.body.map((p: { id: string }) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['selcom', 'clickpesa', 'azampay', 'sandbox']));
    const cp = providers.body.find((p: { id: string }) => p.id === 'clickpesa');
    expect(cp.fields).toContainEqual({ name: 'apiKey', secret: true, required: true });

    t.deps.env.NODE_ENV = 'production';
    try {
      const listed = await owner.get('/api/payment-accounts/providers');
      expect(listed.body.map((p: { id: string }) => p.id)).not.toContain('sandbox');
      const refused = await link({ provider: 'sandbox' });
      expect([refused.status, refused.body.code]).toEqual([400, 'payment_provider_unavailable']);
    } finally {
      t.deps.env.NODE_ENV = 'test';
    }
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['an unknown provider', { provider: 'mpesa-direct' }, 'payment_provider_unknown'],
    [
      'an unknown credential',
      clickpesaBody({ credentials: { clientId: 'a', apiKey: 'b', pin: '1' } }),
      'payment_credential_unknown',
    ],
    ['a missing required credential', clickpesaBody({ credentials: { clientId: 'a' } }), 'payment_credential_missing'],
    [
      'a blank required credential',
      clickpesaBody({ credentials: { clientId: 'a', apiKey: '   ' } }),
      'payment_credential_missing',
    ],
    ['a network the provider cannot reach', clickpesaBody({ networks: ['azampesa'] }), 'payment_network_unsupported'],
    ['a network twice', clickpesaBody({ networks: ['mpesa', 'mpesa'] }), 'payment_network_repeated'],
    ['an unknown network', clickpesaBody({ networks: ['vodacom'] }), 'payment_network_unknown'],
    ['a label too long', clickpesaBody({ label: 'x'.repeat(81) }), 'payment_label_too_long'],
    ['a field it does not take', clickpesaBody({ callback_key: 'mine' }), null],
  ])('refuses %s with 400 and writes nothing', async (_name, body, code) => {
    const res = await link(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    if (code) expect(res.body.code).toBe(code);
    expect(res.body.message).toBeTruthy();
    expect(await rows()).toEqual([]);
  });
});

describe('one enabled account per network', () => {
  it('refuses a second enabled account for a taken network, on link and on enable (409)', async () => {
    const first = await link(clickpesaBody());
    const second = await link({ provider: 'sandbox', networks: ['airtel', 'mixx'] });
    expect([second.status, second.body.code, second.body.field]).toEqual([409, 'payment_network_taken', 'networks']);
    expect(second.body.message).toMatch(/^Airtel Money is already collected/);
    // Disabled, it may be linked; enabling it is refused until the first lets go of airtel.
    const parked = await link({ provider: 'sandbox', networks: ['airtel', 'mixx'], enabled: false });
    expect(parked.status).toBe(201);
    const enable = await patch(parked.body.id, { enabled: true });
    expect([enable.status, enable.body.code]).toEqual([409, 'payment_network_taken']);
    expect((await patch(first.body.id, { networks: ['mpesa'] })).status).toBe(200);
    expect((await patch(parked.body.id, { enabled: true })).body.enabled).toBe(true);
    // Taking a network back by an edit is refused the same way.
    const grab = await patch(first.body.id, { networks: ['mpesa', 'mixx'] });
    expect([grab.status, grab.body.code]).toEqual([409, 'payment_network_taken']);
    const stored = await rows();
    expect(stored.filter((r) => r.enabled && r.networks.includes('mixx'))).toHaveLength(1);
  });

  it('keeps exactly one of 40 parallel links for one network', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => link({ provider: 'sandbox', label: `Till ${i}`, networks: ['mpesa'] })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    const enabled = (await rows()).filter((r) => r.enabled && r.networks.includes('mpesa'));
    expect(enabled).toHaveLength(1);
  });

  it('enables exactly one of 20 disabled accounts switched on at once for one network', async () => {
    const parked = await Promise.all(
      Array.from({ length: 20 }, () => link({ provider: 'sandbox', networks: ['mixx'], enabled: false })),
    );
    expect(parked.map((p) => p.status)).toEqual(Array(20).fill(201));
    const answers = await Promise.all(parked.map((p) => patch(p.body.id, { enabled: true })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect((await rows()).filter((r) => r.enabled)).toHaveLength(1);
  });
});

describe('editing and testing', () => {
  it('tests the connection through the provider, and keeps credentials unless new ones are given', async () => {
    const linked = await link(clickpesaBody());
    const test = () => owner.post(`/api/payment-accounts/${linked.body.id}/test`);
    const before = clickpesa.tokensIssued();
    expect((await test()).body).toEqual({ ok: true, reason: null });
    expect(clickpesa.tokensIssued()).toBe(before + 1);

    // A label-only edit keeps the credentials: the test still passes.
    expect((await patch(linked.body.id, { label: 'Main', credentials: {} })).status).toBe(200);
    expect((await test()).body.ok).toBe(true);

    // A new API key replaces the old one (the client id is kept); ClickPesa refuses it, in words.
    const changed = await patch(linked.body.id, { credentials: { apiKey: 'wrong-key-0000' } });
    expect(changed.body.credentials).toEqual([
      { name: 'clientId', hint: '••••0042' },
      { name: 'apiKey', hint: '••••0000' },
    ]);
    const refused = await test();
    expect(refused.status).toBe(200);
    expect(refused.body.ok).toBe(false);
    expect(refused.body.reason).toEqual(expect.any(String));
    expect(refused.body.reason.length).toBeGreaterThan(3);

    // Unknown field in an edit: 400, nothing changed.
    const snapshot = await rows();
    const bad = await patch(linked.body.id, { credentials: { password: 'x' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'payment_credential_unknown']);
    expect(await rows()).toEqual(snapshot);
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const linked = await link(clickpesaBody());
    t.deps.env.CLICKPESA_BASE_URL = 'http://127.0.0.1:9';
    try {
      const res = await owner.post(`/api/payment-accounts/${linked.body.id}/test`);
      expect([res.status, res.body.code]).toEqual([502, 'payment_provider_unreachable']);
    } finally {
      t.deps.env.CLICKPESA_BASE_URL = clickpesa.url;
    }
  });

  it('unlinks an account; one with recorded payments stays (409)', async () => {
    const linked = await link({ provider: 'sandbox' });
    expect((await owner.delete(`/api/payment-accounts/${linked.body.id}`)).status).toBe(204);
    expect((await owner.get(`/api/payment-accounts/${linked.body.id}`)).status).toBe(404);
    expect(await rows()).toEqual([]);

    const victim = await victimShop(t);
    const kept = await victim.owner.client.delete(`/api/payment-accounts/${victim.fixture.paymentAccountId}`);
    expect([kept.status, kept.body.code]).toEqual([409, 'payment_account_in_use']);
  });
});

describe('who may', () => {
  it("answers 404 for another shop's account and changes nothing", async () => {
    const linked = await link(clickpesaBody());
    const before = await rows();
    const stranger = (await signUpUser(t, { shop: true })).client;
    const path = `/api/payment-accounts/${linked.body.id}`;
    for (const res of [
      await stranger.get(path),
      await patch(linked.body.id, { enabled: false, label: 'Mine' }, stranger),
      await stranger.post(`${path}/test`),
      await stranger.delete(path),
    ]) {
      expect([res.status, res.body.code]).toEqual([404, 'payment_account_not_found']);
    }
    expect((await stranger.get('/api/payment-accounts')).body).toEqual([]);
    expect(await rows()).toEqual(before);
  });

  it('lets a member with transactions read see, but not link, edit, test or unlink (403)', async () => {
    const linked = await link(clickpesaBody());
    const member = await signUpUser(t);
    const invite = await owner.post('/api/staff/invitations', {
      email: member.email,
      permissions: [{ resource: 'transactions', action: 'read' }],
    });
    await member.client.post(`/api/invitations/${new URL(invite.body.link).pathname.split('/').pop()}/accept`);
    expect((await member.client.get('/api/payment-accounts')).status).toBe(200);
    const before = await rows();
    for (const res of [
      await link({ provider: 'sandbox', networks: ['halopesa'] }, member.client),
      await patch(linked.body.id, { enabled: false }, member.client),
      await member.client.post(`/api/payment-accounts/${linked.body.id}/test`),
      await member.client.delete(`/api/payment-accounts/${linked.body.id}`),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await rows()).toEqual(before);
  });
});
