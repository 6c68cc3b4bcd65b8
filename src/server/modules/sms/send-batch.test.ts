import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeBeem, type FakeBeem } from '../../../../tests/fixtures/fake-beem.ts';
import { smsMessages } from '../../db/schema/sms.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { busiestSecond } from '../../test/busiest-second.ts';
import { queueSmsBatch, sendSmsBatch, smsSender, type BatchSms } from './index.ts';

// Issue 27, the bulk path of the sms face (send-batch.ts): a chunk's rows written 'queued' in one
// statement, each sent once however many senders are given it, at the lane's pace at the gateway.

const BEEM = { apiKey: 'beem-batch-key-4711', secretKey: 'beem-batch-secret-0815' };
let t: TestApp;
let beem: FakeBeem;
let owner: TestClient;
let shopId: string;

beforeAll(async () => {
  t = await createTestApp();
  beem = await startFakeBeem(BEEM);
  Object.assign(t.deps.env, { BEEM_BASE_URL: beem.url, BEEM_DLR_BASE_URL: beem.url, SMS_TIMEOUT_MS: 2_000 });
}, 60_000);
afterAll(async () => {
  await beem.close();
  await t.close();
});
beforeEach(async () => {
  const o = await signUpUser(t, { shop: true });
  owner = o.client;
  shopId = o.shop.id;
});

async function linkBeem(perSecond: number) {
  const res = await owner.post('/api/sms-accounts', {
    provider: 'beem',
    label: 'Beem batch',
    credentials: BEEM,
    sender_name: 'DUKA',
    sender_state: 'approved',
    price_per_part: 20,
    per_second: perSecond,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (await smsSender(t.db, shopId))!;
}

const batchOf = (prefix: string, n: number, from = 0): BatchSms[] =>
  Array.from({ length: n }, (_, i) => ({
    ref: `${prefix}:${i}`,
    to: `+2557${String(60_000_000 + from + i).padStart(8, '0')}`,
    text: `Habari ${i} 🎉`,
    purpose: 'campaign' as const,
  }));
const rowsOf = (prefix: string) =>
  t.db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.shopId, shopId), like(smsMessages.ref, `${prefix}:%`)));
const sentTo = (prefix: string, rows: { to: string; ref: string | null }[]) => {
  const mine = new Set(rows.filter((r) => r.ref?.startsWith(`${prefix}:`)).map((r) => r.to.replace('+', '')));
  return beem.messages.filter((m) => mine.has(m.to));
};

describe('a batch of SMS', () => {
  it('refuses each bad item with its reason and writes the good ones queued', async () => {
    const sender = await linkBeem(500);
    const items = [
      ...batchOf('mix', 2),
      { ref: 'mix:bad-phone', to: 'call me', text: 'x', purpose: 'campaign' as const },
      { ref: 'mix:empty', to: '+255760000009', text: '  ', purpose: 'campaign' as const },
      { ref: 'mix:long', to: '+255760000010', text: 'x'.repeat(153 * 10 + 1), purpose: 'campaign' as const },
    ];
    const refused = await queueSmsBatch(t.db, shopId, sender, items);
    expect(Object.fromEntries(refused)).toEqual({
      'mix:bad-phone': 'invalid_phone',
      'mix:empty': 'sms_text_empty',
      'mix:long': 'sms_text_too_long',
    });
    const rows = await rowsOf('mix');
    expect(rows.map((r) => [r.ref, r.status, r.encoding]).sort()).toEqual([
      ['mix:0', 'queued', 'ucs2'],
      ['mix:1', 'queued', 'ucs2'],
    ]);
    // Written again (a chunk's transaction run twice): nothing new, nothing changed.
    await queueSmsBatch(t.db, shopId, sender, items);
    expect(await rowsOf('mix')).toHaveLength(2);
  });

  it('four senders given the same batch at once send each message exactly once', async () => {
    const sender = await linkBeem(1000);
    const items = batchOf('race', 120, 1000);
    await queueSmsBatch(t.db, shopId, sender, items);
    const refs = items.map((i) => i.ref);
    await Promise.all([1, 2, 3, 4].map(() => sendSmsBatch(t.db, t.deps.env, shopId, refs)));
    const rows = await rowsOf('race');
    expect(rows.every((r) => r.status === 'accepted')).toBe(true);
    const got = sentTo('race', rows);
    expect(got).toHaveLength(120);
    expect(new Set(got.map((m) => m.to)).size).toBe(120);
    // Sent again later: all are past 'queued', nothing leaves.
    const before = beem.messages.length;
    await sendSmsBatch(t.db, t.deps.env, shopId, refs);
    expect(beem.messages.length).toBe(before);
  }, 60_000);

  it('keeps the lane’s pace at the gateway, across two senders sharing the lane', async () => {
    const sender = await linkBeem(40);
    const a = batchOf('pace-a', 60, 2000);
    const b = batchOf('pace-b', 60, 3000);
    await queueSmsBatch(t.db, shopId, sender, [...a, ...b]);
    const before = beem.sends().length;
    const started = performance.now();
    await Promise.all([
      sendSmsBatch(
        t.db,
        t.deps.env,
        shopId,
        a.map((i) => i.ref),
      ),
      sendSmsBatch(
        t.db,
        t.deps.env,
        shopId,
        b.map((i) => i.ref),
      ),
    ]);
    const took = performance.now() - started;
    const at = beem
      .sends()
      .slice(before)
      .map((r) => r.at);
    expect(at).toHaveLength(120);
    expect(busiestSecond(at)).toBeLessThanOrEqual(40);
    // 120 at 40 a second with slots 10 % apart: 3.3 s; a lane left idle would take longer.
    expect(took).toBeLessThan(120 * 27.5 * 1.15 + 1000);
  }, 60_000);
});
