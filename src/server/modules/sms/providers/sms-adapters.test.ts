import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAfricastalking, type FakeAfricastalking } from '../../../../../tests/fixtures/fake-africastalking.ts';
import { startFakeBeem, type FakeBeem } from '../../../../../tests/fixtures/fake-beem.ts';
import { startFakeNextsms, type FakeNextsms } from '../../../../../tests/fixtures/fake-nextsms.ts';
import { africastalkingProvider as at } from './africastalking/africastalking-adapter.ts';
import { beemProvider as beem } from './beem/beem-adapter.ts';
import { nextsmsProvider as nextsms } from './nextsms/nextsms-adapter.ts';
import type { SmsContext, SmsProvider, SmsSendInput, SmsUrls } from './sms-provider.ts';

// Issue 27: each SMS gateway's adapter against its fake (written from the gateway's own SDK or
// samples): accepted, refused, timeout → unknown, delivery reports, balance, masked exchanges.

const UNREACHABLE = 'http://127.0.0.1:9';
const BEEM = { apiKey: 'beem-api-key-4711', secretKey: 'beem-secret-key-0815' };
const AT = { username: 'dukashop', apiKey: 'atsk_live_key_000042' };
const NEXT = { username: 'dukashop', password: 'next-password-9931' };

let fakeBeem: FakeBeem;
let fakeAt: FakeAfricastalking;
let fakeNext: FakeNextsms;

const ctxOf = (credentials: Record<string, string>, urls: Partial<SmsUrls>, timeoutMs = 2_000): SmsContext => ({
  credentials,
  urls: { beem: UNREACHABLE, beemDlr: UNREACHABLE, africastalking: UNREACHABLE, nextsms: UNREACHABLE, ...urls },
  timeoutMs,
});
let n = 0;
const msg = (over: Partial<SmsSendInput> = {}): SmsSendInput => ({
  reference: `ref${++n}`,
  to: '+255754123456',
  text: 'Karibu! Ofa ya leo: 10% off.',
  senderName: 'DUKA',
  ...over,
});

beforeAll(async () => {
  [fakeBeem, fakeAt, fakeNext] = await Promise.all([
    startFakeBeem(BEEM),
    startFakeAfricastalking(AT),
    startFakeNextsms(NEXT),
  ]);
});
afterAll(async () => {
  await Promise.all([fakeBeem.close(), fakeAt.close(), fakeNext.close()]);
});
beforeEach(() => {
  for (const f of [fakeBeem, fakeAt, fakeNext]) f.setDelay(0);
});

type Case = {
  name: string;
  provider: SmsProvider;
  ctx: () => SmsContext;
  wrong: () => SmsContext;
  fake: () => FakeBeem | FakeAfricastalking | FakeNextsms;
  secrets: string[];
};
const cases: Case[] = [
  {
    name: 'Beem',
    provider: beem,
    ctx: () => ctxOf(BEEM, { beem: fakeBeem.url, beemDlr: fakeBeem.url }),
    wrong: () => ctxOf({ ...BEEM, secretKey: 'wrong-secret-key' }, { beem: fakeBeem.url, beemDlr: fakeBeem.url }),
    fake: () => fakeBeem,
    secrets: [BEEM.apiKey, BEEM.secretKey, Buffer.from(`${BEEM.apiKey}:${BEEM.secretKey}`).toString('base64')],
  },
  {
    name: "Africa's Talking",
    provider: at,
    ctx: () => ctxOf(AT, { africastalking: fakeAt.url }),
    wrong: () => ctxOf({ ...AT, apiKey: 'wrong-api-key-0000' }, { africastalking: fakeAt.url }),
    fake: () => fakeAt,
    secrets: [AT.apiKey],
  },
  {
    name: 'NextSMS',
    provider: nextsms,
    ctx: () => ctxOf(NEXT, { nextsms: fakeNext.url }),
    wrong: () => ctxOf({ ...NEXT, password: 'wrong-password' }, { nextsms: fakeNext.url }),
    fake: () => fakeNext,
    secrets: [NEXT.password, Buffer.from(`${NEXT.username}:${NEXT.password}`).toString('base64')],
  },
];

describe.each(cases)('$name', (c) => {
  it('sends: accepted with the gateway message id, the exchange masked', async () => {
    const before = c.fake().sends().length;
    const out = await c.provider.send(c.ctx(), msg());
    expect(out.outcome, JSON.stringify(out)).toBe('accepted');
    if (out.outcome !== 'accepted') return;
    expect(out.providerMessageId).toBeTruthy();
    expect(c.fake().sends().length).toBe(before + 1);
    const stored = JSON.stringify(out.exchanges);
    expect(out.exchanges).toHaveLength(1);
    for (const s of c.secrets) expect(stored).not.toContain(s);
  });

  it('wrong credentials: refused, nothing pending, the exchange masked', async () => {
    const out = await c.provider.send(c.wrong(), msg());
    expect(out.outcome).toBe('refused');
    expect(JSON.stringify(out.exchanges)).not.toContain('wrong-');
  });

  it('a timeout is unknown, never refused (the gateway may have sent it)', async () => {
    c.fake().setDelay(1_500);
    const out = await c.provider.send({ ...c.ctx(), timeoutMs: 300 }, msg());
    expect(out.outcome).toBe('unknown');
    if (out.outcome === 'unknown') expect(out.code).toBe('timeout');
  });

  it('a gateway that breaks mid-way (5xx) is unknown', async () => {
    c.fake().answerNext({ status: 502, text: '<html>Bad gateway</html>' });
    expect((await c.provider.send(c.ctx(), msg())).outcome).toBe('unknown');
  });

  it('an unreachable gateway is unknown (network)', async () => {
    const out = await c.provider.send(ctxOf(c.ctx().credentials, {}), msg());
    expect(out).toMatchObject({ outcome: 'unknown', code: 'network' });
  });

  it('balance: a real call; wrong credentials are refused', async () => {
    const ok = await c.provider.balance(c.ctx());
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.balance).toBeTruthy();
    const bad = await c.provider.balance(c.wrong());
    expect(bad).toMatchObject({ ok: false, outcome: 'refused' });
    for (const s of c.secrets) expect(JSON.stringify([ok.exchanges, bad.exchanges])).not.toContain(s);
    const unreachable = await c.provider.balance(ctxOf(c.ctx().credentials, {}));
    expect(unreachable).toMatchObject({ ok: false, outcome: 'unknown' });
  });
});

describe('Beem: refusals and polled delivery reports', () => {
  const ctx = () => ctxOf(BEEM, { beem: fakeBeem.url, beemDlr: fakeBeem.url });
  it('refuses a sender name the gateway rejects, and a number it does not take', async () => {
    expect((await beem.send(ctx(), msg({ senderName: 'TOO LONG NAME' }))).outcome).toBe('refused');
    expect((await beem.send(ctx(), msg({ to: '+4915112345678' }))).outcome).toBe('refused');
  });
  it('reads the report: pending, then delivered; an unknown word stays pending with the word kept', async () => {
    const sent = await beem.send(ctx(), msg());
    if (sent.outcome !== 'accepted') throw new Error('not accepted');
    const q = { providerMessageId: sent.providerMessageId, to: '+255754123456', reference: 'x' };
    expect(await beem.deliveryStatus(ctx(), q)).toMatchObject({ outcome: 'answered', status: 'accepted' });
    fakeBeem.setStatus(sent.providerMessageId!, 'DELIVERED');
    expect(await beem.deliveryStatus(ctx(), q)).toMatchObject({ outcome: 'answered', status: 'delivered' });
    fakeBeem.setStatus(sent.providerMessageId!, 'QUEUED_AT_SMSC');
    expect(await beem.deliveryStatus(ctx(), q)).toMatchObject({ status: 'accepted', reason: 'QUEUED_AT_SMSC' });
    fakeBeem.setStatus(sent.providerMessageId!, 'UNDELIVERED');
    expect(await beem.deliveryStatus(ctx(), q)).toMatchObject({ status: 'failed', reason: 'UNDELIVERED' });
    expect(await beem.deliveryStatus(ctx(), { ...q, providerMessageId: '1' })).toMatchObject({ outcome: 'not-found' });
  });
});

describe('NextSMS: refusals and polled delivery reports', () => {
  const ctx = () => ctxOf(NEXT, { nextsms: fakeNext.url });
  it('a REJECTED destination is refused with its words', async () => {
    const out = await nextsms.send(ctx(), msg({ to: '+2557541' }));
    expect(out).toMatchObject({ outcome: 'refused', reason: 'Destination not registered' });
  });
  it('reads the report by messageId', async () => {
    const sent = await nextsms.send(ctx(), msg());
    if (sent.outcome !== 'accepted') throw new Error('not accepted');
    const q = { providerMessageId: sent.providerMessageId, to: '+255754123456', reference: 'x' };
    expect(await nextsms.deliveryStatus(ctx(), q)).toMatchObject({ outcome: 'answered', status: 'accepted' });
    fakeNext.setStatus(sent.providerMessageId!, 'DELIVERED');
    expect(await nextsms.deliveryStatus(ctx(), q)).toMatchObject({ status: 'delivered' });
    fakeNext.setStatus(sent.providerMessageId!, 'EXPIRED');
    expect(await nextsms.deliveryStatus(ctx(), q)).toMatchObject({ status: 'failed', reason: 'Message expired' });
  });
});

describe("Africa's Talking: refusals and posted reports", () => {
  const ctx = () => ctxOf(AT, { africastalking: fakeAt.url });
  it('an invalid sender id and an invalid number are refused in its words', async () => {
    expect(await at.send(ctx(), msg({ senderName: 'BLOCKED' }))).toMatchObject({
      outcome: 'refused',
      reason: 'InvalidSenderId',
    });
    expect(await at.send(ctx(), msg({ to: '+25575' }))).toMatchObject({
      outcome: 'refused',
      reason: 'InvalidPhoneNumber',
      code: '403',
    });
  });
  it('reads a report form; it proves nothing alone (confirmBy records); junk is not authentic', () => {
    const report = new URLSearchParams({
      id: 'ATXid_1',
      status: 'Failed',
      phoneNumber: '+255754123456',
      failureReason: 'AbsentSubscriber',
    });
    expect(at.verifyCallback!(ctx(), { kind: 'delivery', headers: {}, rawBody: report.toString() })).toMatchObject({
      authentic: true,
      kind: 'delivery',
      providerMessageId: 'ATXid_1',
      phone: '+255754123456',
      status: 'failed',
      reason: 'AbsentSubscriber',
      confirmBy: 'records',
    });
    const odd = new URLSearchParams({ id: 'ATXid_1', status: 'Teleported' });
    expect(at.verifyCallback!(ctx(), { kind: 'delivery', headers: {}, rawBody: odd.toString() })).toMatchObject({
      status: 'accepted',
      reason: 'Teleported',
    });
    expect(at.verifyCallback!(ctx(), { kind: 'delivery', headers: {}, rawBody: '{"id":1}' }).authentic).toBe(false);
    const inbound = new URLSearchParams({ from: '+255754123456', text: 'ACHA', to: '15000', id: 'in1' });
    expect(at.verifyCallback!(ctx(), { kind: 'inbound', headers: {}, rawBody: inbound.toString() })).toMatchObject({
      authentic: true,
      kind: 'inbound',
      phone: '+255754123456',
      text: 'ACHA',
    });
  });
});
