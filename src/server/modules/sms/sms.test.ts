import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAfricastalking, type FakeAfricastalking } from '../../../../tests/fixtures/fake-africastalking.ts';
import { startFakeBeem, type FakeBeem } from '../../../../tests/fixtures/fake-beem.ts';
import { startFakeNextsms, type FakeNextsms } from '../../../../tests/fixtures/fake-nextsms.ts';
import { smsAccounts, smsMessages } from '../../db/schema/sms.ts';
import { customers } from '../../db/schema/customers.ts';
import { customerConsents } from '../../db/schema/consent.ts';
import { recordConsent } from '../consent/index.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { RetryLater } from '../../jobs/worker.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { victimShop } from '../../test/victim-shop.ts';
import { busiestSecond } from '../../test/busiest-second.ts';
import { sendSms, smsSender } from './index.ts';
import { sweepSms } from './sms-checks.ts';

// Issue 27, /marketing/sms/campaign/providers and the sms face: linking a gateway (credentials
// sealed, never answered), the sender name's rule, one enabled gateway per shop, "Test" as a real
// balance call, sendSms once per ref (also 40 at once), delivery reports by callback (Africa's
// Talking) and by the sweeper (Beem, NextSMS), another shop's gateway 404.

const BEEM = { apiKey: 'beem-api-key-4711', secretKey: 'beem-secret-key-0815' };
const AT = { username: 'dukashop', apiKey: 'atsk_live_key_000042' };
const NEXT = { username: 'dukashop', password: 'next-password-9931' };

let t: TestApp;
let beem: FakeBeem;
let at: FakeAfricastalking;
let next: FakeNextsms;
let owner: TestClient;
let shopId: string;

const rows = () => t.db.select().from(smsAccounts).where(eq(smsAccounts.shopId, shopId));
const messages = () => t.db.select().from(smsMessages).where(eq(smsMessages.shopId, shopId));
const link = (body: Record<string, unknown>, client = owner) => client.post('/api/sms-accounts', body);
const beemBody = (extra: Record<string, unknown> = {}) => ({
  provider: 'beem',
  label: 'Beem main',
  credentials: BEEM,
  sender_name: 'DUKA',
  price_per_part: 22,
  per_second: 100,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  [beem, at, next] = await Promise.all([startFakeBeem(BEEM), startFakeAfricastalking(AT), startFakeNextsms(NEXT)]);
  Object.assign(t.deps.env, {
    BEEM_BASE_URL: beem.url,
    BEEM_DLR_BASE_URL: beem.url,
    AFRICASTALKING_BASE_URL: at.url,
    NEXTSMS_BASE_URL: next.url,
    SMS_TIMEOUT_MS: 2_000,
  });
}, 60_000);
afterAll(async () => {
  await Promise.all([beem.close(), at.close(), next.close()]);
  await t.close();
});
beforeEach(async () => {
  const o = await signUpUser(t, { shop: true });
  owner = o.client;
  shopId = o.shop.id;
  for (const f of [beem, at, next]) f.setDelay(0);
});

describe('linking a gateway', () => {
  it('stores the credentials sealed and answers only masked hints, the sender state and the next step', async () => {
    const linked = await link(beemBody());
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    expect(linked.body).toMatchObject({
      provider: 'beem',
      sender_name: 'DUKA',
      sender_state: 'not_applied',
      sender_next_step: 'apply',
      price_per_part: 22,
      callback_urls: null,
    });
    expect(linked.body.credentials).toEqual([
      { name: 'apiKey', hint: '••••4711' },
      { name: 'secretKey', hint: '••••0815' },
    ]);
    for (const answer of [
      linked,
      await owner.get('/api/sms-accounts'),
      await owner.get(`/api/sms-accounts/${linked.body.id}`),
    ]) {
      const json = JSON.stringify(answer.body);
      expect(json).not.toContain(BEEM.apiKey);
      expect(json).not.toContain(BEEM.secretKey);
    }
    const [row] = await rows();
    expect(row!.credentialsEnc).toMatch(/^v1\./);
    expect(row!.credentialsEnc).not.toContain(BEEM.secretKey);

    const pending = await owner.request('PATCH', `/api/sms-accounts/${linked.body.id}`, { sender_state: 'pending' });
    expect(pending.body).toMatchObject({ sender_state: 'pending', sender_next_step: 'wait' });
    // A new name is a new registration.
    const renamed = await owner.request('PATCH', `/api/sms-accounts/${linked.body.id}`, { sender_name: 'DUKA2' });
    expect(renamed.body).toMatchObject({ sender_name: 'DUKA2', sender_state: 'not_applied' });
  });

  it("gives Africa's Talking its callback addresses (delivery and inbound)", async () => {
    const linked = await link({ provider: 'africastalking', credentials: AT, sender_name: 'DUKA' });
    expect(linked.status).toBe(201);
    expect(linked.body.callback_urls.delivery).toMatch(/\/webhooks\/sms\/africastalking\/[\w-]{32}\/delivery$/);
    expect(linked.body.callback_urls.inbound).toMatch(/\/inbound$/);
    const providers = await owner.get('/api/sms-accounts/providers');
    expect(providers.body.map((p: { id: string; reports_by: string }) => [p.id, p.reports_by])).toEqual([
      ['beem', 'polling'],
      ['africastalking', 'callback'],
      ['nextsms', 'polling'],
    ]);
  });

  it.each([
    ['a space', 'DUKA SHOP', 'sms_sender_name_invalid'],
    ['over 11 characters', 'DUKALAKARIBU', 'sms_sender_name_too_long'],
    ['empty', '', 'sms_sender_name_invalid'],
    ['a symbol', 'DUKA!', 'sms_sender_name_invalid'],
  ])('refuses a sender name with %s (400, nothing written)', async (_what, name, code) => {
    const res = await link(beemBody({ sender_name: name }));
    expect([res.status, res.body.code, res.body.field]).toEqual([400, code, 'sender_name']);
    expect(await rows()).toEqual([]);
    const ok = await link(beemBody());
    const patched = await owner.request('PATCH', `/api/sms-accounts/${ok.body.id}`, { sender_name: name });
    expect([patched.status, patched.body.code]).toEqual([400, code]);
    expect((await rows())[0]!.senderName).toBe('DUKA');
  });

  it('refuses unknown and missing credentials, a bad price or pace (400, nothing written)', async () => {
    for (const body of [
      beemBody({ credentials: { apiKey: 'k' } }),
      beemBody({ credentials: { ...BEEM, token: 'x' } }),
      beemBody({ price_per_part: -1 }),
      beemBody({ price_per_part: 1.5 }),
      beemBody({ per_second: 0 }),
      beemBody({ provider: 'twilio' }),
    ]) {
      const res = await link(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await rows()).toEqual([]);
  });

  it('keeps one enabled gateway per shop: a second is 409 (never 500), and one of 40 parallel links wins', async () => {
    expect((await link(beemBody())).status).toBe(201);
    const second = await link({ provider: 'nextsms', credentials: NEXT, sender_name: 'DUKA' });
    expect([second.status, second.body.code]).toEqual([409, 'sms_account_enabled_taken']);
    const off = await link({ provider: 'nextsms', credentials: NEXT, sender_name: 'DUKA', enabled: false });
    expect(off.status).toBe(201);
    const on = await owner.request('PATCH', `/api/sms-accounts/${off.body.id}`, { enabled: true });
    expect([on.status, on.body.code]).toEqual([409, 'sms_account_enabled_taken']);

    const o = await signUpUser(t, { shop: true });
    const answers = await Promise.all(Array.from({ length: 40 }, () => link(beemBody(), o.client)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(39);
  });

  it('"Test" makes a real balance call; wrong credentials say why; an unreachable gateway is 502', async () => {
    const linked = await link(beemBody());
    const before = beem.requests.length;
    const ok = await owner.post(`/api/sms-accounts/${linked.body.id}/test`);
    expect(ok.body).toEqual({ ok: true, balance: '1500', reason: null });
    expect(beem.requests.slice(before).map((r) => r.path)).toEqual(['/public/v1/vendors/balance']);
    await owner.request('PATCH', `/api/sms-accounts/${linked.body.id}`, { credentials: { secretKey: 'wrong-one' } });
    const refused = await owner.post(`/api/sms-accounts/${linked.body.id}/test`);
    expect(refused.body).toEqual({ ok: false, balance: null, reason: 'Invalid Authentication Parameters' });
    const url = t.deps.env.BEEM_BASE_URL;
    t.deps.env.BEEM_BASE_URL = 'http://127.0.0.1:9';
    try {
      const res = await owner.post(`/api/sms-accounts/${linked.body.id}/test`);
      expect([res.status, res.body.code]).toEqual([502, 'sms_provider_unreachable']);
    } finally {
      t.deps.env.BEEM_BASE_URL = url;
    }
  });

  it("answers 404 for another shop's gateway and changes nothing; one with messages stays (409)", async () => {
    const victim = await victimShop(t);
    const path = `/api/sms-accounts/${victim.fixture.smsAccountId}`;
    for (const res of [
      await owner.get(path),
      await owner.request('PATCH', path, { label: 'mine' }),
      await owner.post(`${path}/test`),
      await owner.delete(path),
    ])
      expect([res.status, res.body.code]).toEqual([404, 'sms_account_not_found']);
    await t.db.insert(smsMessages).values({
      shopId: victim.shopId,
      id: timeOrderedId(),
      accountId: victim.fixture.smsAccountId,
      provider: 'beem',
      to: '+255754000111',
      text: 'Hi',
      parts: 1,
      encoding: 'gsm7',
      purpose: 'transactional',
      ref: null,
      status: 'delivered',
    });
    const kept = await victim.owner.client.delete(path);
    expect([kept.status, kept.body.code]).toEqual([409, 'sms_account_in_use']);
    const linked = await link(beemBody());
    expect((await owner.delete(`/api/sms-accounts/${linked.body.id}`)).status).toBe(204);
    expect(await rows()).toEqual([]);
  });
});

describe('sendSms', () => {
  const send = (ref: string | null, over: Record<string, unknown> = {}) =>
    sendSms(t.db, t.deps.env, {
      shopId,
      to: '0754123456',
      text: 'Habari! Ofa ya leo.',
      purpose: 'campaign',
      ref,
      ...over,
    });

  it('without an enabled gateway: 409 sms_no_account, nothing written', async () => {
    expect(await smsSender(t.db, shopId)).toBeNull();
    await expect(send('r1')).rejects.toMatchObject({ status: 409, code: 'sms_no_account' });
    expect(await messages()).toEqual([]);
  });

  it('sends once per ref: the second call answers the first row and sends nothing', async () => {
    const linked = await link(beemBody());
    expect(await smsSender(t.db, shopId)).toEqual({
      accountId: linked.body.id,
      provider: 'beem',
      senderName: 'DUKA',
      senderState: 'not_applied',
      pricePerPart: 22,
      perSecond: 100,
      lane: `sms:beem:${linked.body.id}`,
    });
    const before = beem.sends().length;
    const first = await send('campaign:r-1');
    expect(first).toMatchObject({ status: 'accepted', reason: expect.any(String) });
    const again = await send('campaign:r-1');
    expect(again).toEqual(first);
    expect(beem.sends().length).toBe(before + 1);
    const [row] = await messages();
    expect(row).toMatchObject({
      to: '+255754123456',
      parts: 1,
      encoding: 'gsm7',
      purpose: 'campaign',
      status: 'accepted',
    });
    expect(JSON.stringify(row!.exchanges)).not.toContain(BEEM.secretKey);
    expect(row!.exchanges).toHaveLength(1);
  });

  it('40 parallel calls with one ref send one SMS and answer one row', async () => {
    await link(beemBody());
    const before = beem.sends().length;
    const answers = await Promise.all(Array.from({ length: 40 }, () => send('campaign:race')));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(beem.sends().length).toBe(before + 1);
    expect(await messages()).toHaveLength(1);
  });

  it('a refusal is recorded in the gateway words; a timeout is unknown and never sent again', async () => {
    await link({ provider: 'africastalking', credentials: AT, sender_name: 'BLOCKED' });
    expect(await send('x:1')).toMatchObject({ status: 'refused', reason: 'InvalidSenderId' });
    await t.db.update(smsAccounts).set({ senderName: 'DUKA' }).where(eq(smsAccounts.shopId, shopId));
    at.setDelay(2_500);
    const before = at.sends().length;
    const unknown = await send('x:2');
    expect(unknown).toMatchObject({ status: 'unknown', reason: expect.stringContaining('no answer') });
    at.setDelay(0);
    expect(await send('x:2')).toEqual(unknown);
    expect(at.sends().length).toBe(before + 1);
  });

  it('bad input is a 400 with nothing written or sent; a busy lane throws RetryLater before writing', async () => {
    await link(beemBody({ per_second: 1 }));
    const before = beem.sends().length;
    await expect(send('b:1', { text: '   ' })).rejects.toMatchObject({ status: 400, code: 'sms_text_empty' });
    await expect(send('b:2', { to: '12' })).rejects.toMatchObject({ status: 400, code: 'invalid_phone' });
    await expect(send('b:3', { text: 'x'.repeat(1531) })).rejects.toMatchObject({
      status: 400,
      code: 'sms_text_too_long',
    });
    expect(await messages()).toEqual([]);
    // A lane booked past its wait: this send takes no slot and writes nothing.
    const [sender] = [await smsSender(t.db, shopId)];
    await t.db.execute(
      `insert into pace_lanes (lane, next_at) values ('${sender!.lane}', now() + interval '1 minute')
       on conflict (lane) do update set next_at = excluded.next_at` as never,
    );
    await expect(send('b:4')).rejects.toBeInstanceOf(RetryLater);
    expect(await messages()).toEqual([]);
    expect(beem.sends().length).toBe(before);
  });

  it('counts UCS-2 parts: one emoji makes the message UCS-2', async () => {
    await link(beemBody());
    await send('u:1', { text: `${'a'.repeat(70)} 🎉` });
    const [row] = await messages();
    expect([row!.encoding, row!.parts]).toEqual(['ucs2', 2]);
  });
});

describe('delivery reports', () => {
  const due = () =>
    t.db
      .update(smsMessages)
      .set({ nextCheckAt: new Date(Date.now() - 1000) })
      .where(eq(smsMessages.shopId, shopId));
  const one = async () => (await messages())[0]!;

  it('Beem: the sweeper asks and records delivered; a final status is never undone', async () => {
    await link(beemBody());
    await sendSms(t.db, t.deps.env, { shopId, to: '+255754123456', text: 'Hi', purpose: 'transactional', ref: 'd:1' });
    const m = await one();
    beem.setStatus(m.providerMessageId!, 'DELIVERED');
    await due();
    await sweepSms(t.db, t.deps.env);
    expect(await one()).toMatchObject({ status: 'delivered', nextCheckAt: null });
    beem.setStatus(m.providerMessageId!, 'PENDING');
    await due();
    await sweepSms(t.db, t.deps.env);
    expect((await one()).status).toBe('delivered');
  });

  it('NextSMS: still pending is asked again later; failed is recorded with its words', async () => {
    await link({ provider: 'nextsms', credentials: NEXT, sender_name: 'DUKA' });
    await sendSms(t.db, t.deps.env, { shopId, to: '+255754123456', text: 'Hi', purpose: 'transactional', ref: 'd:2' });
    await due();
    await sweepSms(t.db, t.deps.env);
    const pending = await one();
    expect(pending.status).toBe('accepted');
    expect(pending.checks).toBe(1);
    expect(pending.nextCheckAt!.getTime()).toBeGreaterThan(Date.now());
    next.setStatus(pending.providerMessageId!, 'UNDELIVERABLE');
    await due();
    await sweepSms(t.db, t.deps.env);
    expect(await one()).toMatchObject({ status: 'failed', reason: 'Message sent not delivered' });
  });

  it('a row a dead process left in sending becomes unknown, and is never sent again', async () => {
    const linked = await link(beemBody());
    await t.db.insert(smsMessages).values({
      shopId,
      id: timeOrderedId(),
      accountId: linked.body.id,
      provider: 'beem',
      to: '+255754123456',
      text: 'Hi',
      parts: 1,
      encoding: 'gsm7',
      purpose: 'campaign',
      ref: 'campaign:killed',
      status: 'sending',
      nextCheckAt: new Date(Date.now() - 1000),
    });
    const before = beem.sends().length;
    await sweepSms(t.db, t.deps.env);
    expect(await one()).toMatchObject({ status: 'unknown', reason: 'interrupted' });
    const again = await sendSms(t.db, t.deps.env, {
      shopId,
      to: '+255754123456',
      text: 'Hi',
      purpose: 'campaign',
      ref: 'campaign:killed',
    });
    expect(again.status).toBe('unknown');
    expect(beem.sends().length).toBe(before);
  });

  it("Africa's Talking: a posted report on the account's path updates its message; forged ones change nothing", async () => {
    const linked = await link({ provider: 'africastalking', credentials: AT, sender_name: 'DUKA' });
    await sendSms(t.db, t.deps.env, { shopId, to: '+255754123456', text: 'Hi', purpose: 'campaign', ref: 'at:1' });
    const m = await one();
    // Reports come by callback: nothing to poll.
    expect(m).toMatchObject({ status: 'accepted', nextCheckAt: null });
    const client = t.client();
    const post = (url: string, fields: Record<string, string>) =>
      client.post(url, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    const url = new URL(linked.body.callback_urls.delivery).pathname;
    const report = {
      id: m.providerMessageId!,
      status: 'Success',
      phoneNumber: '+255754123456',
      networkCode: '64002',
      retryCount: '0',
    };

    // Forged: an id AT never gave this account, another number, a wrong key, junk. All 200, no change.
    for (const [path, fields] of [
      [url, { ...report, id: 'ATXid_99999999' }],
      [url, { ...report, phoneNumber: '+255700000000' }],
      [url.replace(/\/[\w-]{32}\//, '/not-the-key-of-any-account-0000/'), report],
      [url, { nonsense: 'yes' }],
    ] as const) {
      const res = await post(path, fields);
      expect(res.status).toBe(200);
    }
    expect((await one()).status).toBe('accepted');
    expect((await post('/webhooks/sms/twilio/abc/delivery', report)).status).toBe(404);

    expect((await post(url, report)).body).toEqual({ received: true });
    expect(await one()).toMatchObject({ status: 'delivered', nextCheckAt: null });
    // A late "Sent" never undoes delivered.
    await post(url, { ...report, status: 'Sent' });
    expect((await one()).status).toBe('delivered');

    // An inbound reply of ACHA opts the customer of that number out, in the customer's own words;
    // any other reply changes nothing.
    const [customer] = await t.db
      .insert(customers)
      .values({ shopId, phone: '+255754123456', name: 'Neema' })
      .returning({ id: customers.id });
    await recordConsent(t.db, {
      shopId,
      customerId: customer!.id,
      channel: 'sms',
      state: 'opted_in',
      source: 'manual',
      words: 'Yes',
    });
    const consent = async () =>
      (await t.db.select().from(customerConsents).where(eq(customerConsents.customerId, customer!.id)))[0];
    const inbound = new URL(linked.body.callback_urls.inbound).pathname;
    const reply = (text: string) =>
      post(inbound, { from: '+255754123456', text, to: '15000', id: 'in1', date: '2026-11-27' });
    expect((await reply('Asante, nitakuja kesho')).status).toBe(200);
    expect(await consent()).toMatchObject({ state: 'opted_in' });
    expect((await reply(' a c h a ')).status).toBe(200);
    expect(await consent()).toMatchObject({ state: 'opted_out', source: 'reply', words: 'a c h a' });
  });

  it('a report for another shop’s message through this shop’s path changes nothing', async () => {
    const linked = await link({ provider: 'africastalking', credentials: AT, sender_name: 'DUKA' });
    const other = await signUpUser(t, { shop: true });
    await link({ provider: 'africastalking', credentials: AT, sender_name: 'DUKA' }, other.client);
    await sendSms(t.db, t.deps.env, {
      shopId: other.shop.id,
      to: '+255754123456',
      text: 'Hi',
      purpose: 'campaign',
      ref: 'o:1',
    });
    const [theirs] = await t.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.shopId, other.shop.id)));
    const url = new URL(linked.body.callback_urls.delivery).pathname;
    await t
      .client()
      .post(
        url,
        new URLSearchParams({ id: theirs!.providerMessageId!, status: 'Failed', phoneNumber: theirs!.to }).toString(),
        { 'content-type': 'application/x-www-form-urlencoded' },
      );
    const [after] = await t.db.select().from(smsMessages).where(eq(smsMessages.shopId, other.shop.id));
    expect(after!.status).toBe('accepted');
  });
});

describe('the pace of a gateway account', () => {
  it('two processes on one database sending for one account stay within its pace', async () => {
    const second = await createTestApp({ sameDatabaseAs: { databaseName: t.databaseName, deps: t.deps } });
    try {
      Object.assign(second.deps.env, { BEEM_BASE_URL: beem.url, BEEM_DLR_BASE_URL: beem.url });
      await link(beemBody({ per_second: 8 }));
      const before = beem.sends().length;
      // 24 sends at 8 a second, half from each process, all at once: the lane spreads them.
      const sends = Array.from({ length: 24 }, (_, i) =>
        sendSms((i % 2 ? second : t).db, (i % 2 ? second : t).deps.env, {
          shopId,
          to: '+255754123456',
          text: `Ofa ${i}`,
          purpose: 'campaign',
          ref: `pace:${i}`,
        }),
      );
      const answers = await Promise.all(sends);
      expect(answers.every((a) => a.status === 'accepted')).toBe(true);
      const at = beem
        .sends()
        .slice(before)
        .map((r) => r.at);
      expect(at).toHaveLength(24);
      expect(busiestSecond(at)).toBeLessThanOrEqual(8);
    } finally {
      await second.close();
    }
  }, 30_000);
});
