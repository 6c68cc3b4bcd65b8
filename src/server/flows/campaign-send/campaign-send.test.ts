import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { setUpWhatsapp, type WhatsappTest } from '../../test/whatsapp-test-setup.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { campaignRecipients, campaigns } from '../../db/schema/campaigns.ts';
import { customers } from '../../db/schema/customers.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { orders } from '../../db/schema/orders.ts';
import { whatsappMessageRefs } from '../../db/schema/whatsapp.ts';
import { applyStatus } from '../../whatsapp/message-status.ts';
import { linkToken } from '../../modules/campaigns/campaign.service.ts';
import { fallback, startCampaign } from './send.ts';
import { recordConsent } from '../../modules/consent/index.ts';
import {
  approvedTemplateRow,
  beemEnv,
  beemPerPhone,
  beemReceived,
  consentCustomers,
  linkBeem,
  startCampaignBeem,
} from '../../test/campaign-kit.ts';
import type { FakeBeem } from '../../../../tests/fixtures/fake-beem.ts';

// Sending campaigns end to end on the job queue: SMS through the sms face to a linked Beem gateway
// (its local fake), WhatsApp through the bot's outbound kernel to the fake Graph server with an
// approved template of the connected number; only customers who consented are reached.
let TEMPLATE_1: string;
const allDay = { send_from: '00:00', send_until: '23:59' };

let w: WhatsappTest;
let beem: FakeBeem;
let smsAccountId: string;
const sms = {
  get received() {
    return beemReceived(beem);
  },
  perPhone: () => beemPerPhone(beem),
};
const phones: string[] = [];

/** HH:MM in EAT, `hours` from now. */
const eatClock = (hours: number) => new Date(Date.now() + (3 + hours) * 3_600_000).toISOString().slice(11, 16);

/** Customers with the tag, who consented to SMS and WhatsApp offers unless `consent` is false. */
async function addCustomers(n: number, tag: string, from: number, consent = true) {
  const rows = Array.from({ length: n }, (_, i) => ({
    shopId: w.shopId,
    phone: `+2557${String(from + i).padStart(8, '0')}`,
    name: `Mteja ${from + i}`,
    language: i % 3 === 0 ? 'en' : 'sw',
    tags: [tag],
  }));
  await w.t.db.insert(customers).values(rows);
  phones.push(...rows.map((r) => r.phone));
  if (consent)
    await consentCustomers(w.t.db, w.shopId, ['sms', 'whatsapp'], sql`c.tags @> ${JSON.stringify([tag])}::jsonb`);
  return rows.map((r) => r.phone);
}

async function sendNow(body: object) {
  const created = await w.owner.client.post('/api/campaigns', { ...allDay, ...body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sent = await w.owner.client.post(`/api/campaigns/${created.body.id}/send`);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return created.body.id as string;
}

const recipientsOf = (campaignId: string) =>
  w.t.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId));

beforeAll(async () => {
  w = await setUpWhatsapp();
  beem = await startCampaignBeem();
  Object.assign(w.t.deps.env, beemEnv(beem));
  smsAccountId = await linkBeem(w.owner.client, { perSecond: 500 });
  TEMPLATE_1 = await approvedTemplateRow(w.t.db, w.shopId, { variableCount: 1 });
  // Campaigns in these tests are about sending, not the cap.
  await w.owner.client.put('/api/campaigns/settings', { cap_messages: 0 });
});
afterAll(async () => {
  await beem?.close();
  await w?.close();
});

describe('an SMS campaign', () => {
  let id: string;
  let mine: string[];
  it('sends every reachable customer exactly one SMS, in their language, with the hint and a personal link', async () => {
    mine = await addCustomers(30, 'sms-run', 1000);
    await w.t.db
      .insert(customers)
      .values({ shopId: w.shopId, phone: '+255222000009', name: 'Landline', tags: ['sms-run'] });
    // It agreed to offers: what leaves it out is its number.
    await consentCustomers(w.t.db, w.shopId, ['sms'], sql`c.phone = '+255222000009'`);
    id = await sendNow({
      name: 'Punguzo',
      audience: { tags: ['sms-run'] },
      sms_text_sw: 'Habari {name}, punguzo leo: {link}',
      sms_text_en: 'Hi {name}, offer today: {link}',
    });
    await w.work();
    const per = sms.perPhone();
    for (const phone of mine) expect(per.get(phone), phone).toBe(1);
    const en = sms.received.find((r) => r.to === mine[0])!;
    expect(en.text).toMatch(/^Hi Mteja 1000, offer today: http:\/\/localhost:4321\/c\/[A-Za-z0-9_-]{32}\nReply STOP/);
    expect(sms.received.find((r) => r.to === mine[1])!.text).toContain('Jibu ACHA');
    // The opt-out link is the personal link with /stop: the consent page for that customer, no click counted.
    const stop = en.text.match(/http:\/\/localhost:4321(\/c\/[A-Za-z0-9_-]{32}\/stop)/)![1]!;
    const page = await w.t.client().request('GET', stop);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(/^\/o\/[A-Za-z0-9_-]+$/);
    expect((await w.t.client().request('GET', page.headers.get('location')!)).status).toBe(200);
    expect((await w.t.client().request('GET', stop.replace(/\/c\/./, '/c/_'))).status).toBe(404);
    expect((await recipientsOf(id)).every((r) => r.clicks === 0)).toBe(true);
    const campaign = await w.owner.client.get(`/api/campaigns/${id}`);
    expect(campaign.body).toMatchObject({ status: 'done', counts: { total: 31, sent: 30, skipped: 1 } });
  });

  it('a start or a send run again sends nothing more', async () => {
    const before = sms.received.length;
    await w.t.db.update(campaigns).set({ status: 'sending' }).where(eq(campaigns.id, id));
    await startCampaign(w.t.db, w.shopId, id);
    // Three more runners, as if each start had queued its own.
    await w.t.db.execute(sql`insert into jobs (queue, payload, shop_id) select 'campaigns.send',
      jsonb_build_object('shopId', ${w.shopId}::uuid, 'campaignId', ${id}::uuid), ${w.shopId}::uuid from generate_series(1, 3)`);
    await w.work();
    expect(sms.received.length).toBe(before);
    expect((await recipientsOf(id)).length).toBe(31);
  });

  it('counts a click and the order after it as the campaign’s', async () => {
    const [r] = (await recipientsOf(id)).filter((x) => x.phone === mine[2]);
    const res = await w.t.client().request('GET', `/c/${linkToken(w.t.deps.env.secretKey, r!.id)}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^https:\/\/wa\.me\//);
    expect((await w.t.client().request('GET', '/c/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    await w.t.db.insert(orders).values({
      shopId: w.shopId,
      number: 90001,
      status: 'paid',
      channel: 'whatsapp',
      customerId: r!.customerId,
      fulfilment: 'pickup',
      paymentMethod: 'mobile_money',
      subtotal: 3_000_000_000,
      total: 3_000_000_000,
      createdAt: new Date(Date.now() + 1000),
    });
    const results = await w.owner.client.get(`/api/campaigns/${id}/results`);
    expect(results.status, JSON.stringify(results.body)).toBe(200);
    expect(results.body).toMatchObject({
      clicked: 1,
      ordered: 1,
      ordered_tzs: 3_000_000_000,
      paid_tzs: 3_000_000_000,
      skipped_reasons: [{ reason: 'no_number', count: 1 }],
    });
    expect(results.body.cost_tzs).toBeGreaterThan(0);
  });
});

describe('consent', () => {
  it('a customer without consent and one who opted out get nothing, skipped with the reason', async () => {
    const [asked, none, out] = await addCustomers(3, 'consent', 5000, false);
    await consentCustomers(w.t.db, w.shopId, ['sms'], sql`c.phone = ${asked!}`);
    const [outRow] = await w.t.db
      .select()
      .from(customers)
      .where(and(eq(customers.shopId, w.shopId), eq(customers.phone, out!)));
    // Agreed to SMS offers once, then said STOP on WhatsApp: opting out anywhere stops every campaign.
    await recordConsent(w.t.db, {
      shopId: w.shopId,
      customerId: outRow!.id,
      channel: 'sms',
      state: 'opted_in',
      source: 'pos',
      words: 'Send me offers',
    });
    await recordConsent(w.t.db, {
      shopId: w.shopId,
      customerId: outRow!.id,
      channel: 'whatsapp',
      state: 'opted_out',
      source: 'reply',
      words: 'STOP',
    });
    const count = await w.owner.client.post('/api/campaigns/audience/count', { audience: { tags: ['consent'] } });
    expect(count.body).toMatchObject({ matched: 3, reachable: 1, left_out: { opted_out: 1, no_consent: 1 } });
    const id = await sendNow({ name: 'Ridhaa', audience: { tags: ['consent'] }, sms_text_sw: 'Habari {name}' });
    await w.work();
    const per = sms.perPhone();
    expect(per.get(asked!)).toBe(1);
    expect(per.has(none!)).toBe(false);
    expect(per.has(out!)).toBe(false);
    const rows = await recipientsOf(id);
    const byPhone = new Map(rows.map((r) => [r.phone, r]));
    expect(byPhone.get(none!)).toMatchObject({ status: 'skipped', reason: 'no_consent' });
    expect(byPhone.get(out!)).toMatchObject({ status: 'skipped', reason: 'opted_out' });
    expect(byPhone.get(asked!)).toMatchObject({ status: 'sent' });
  });
});

describe('sending hours and cancel', () => {
  it('holds the sends outside the campaign’s hours, then cancel sends nothing at all', async () => {
    const mine = await addCustomers(5, 'quiet', 2000);
    const id = await sendNow({
      name: 'Usiku',
      audience: { tags: ['quiet'] },
      sms_text_sw: 'Habari',
      send_from: eatClock(2),
      send_until: eatClock(3),
    });
    await w.work();
    expect(mine.filter((p) => sms.perPhone().has(p))).toEqual([]);
    expect((await recipientsOf(id)).every((r) => r.status === 'queued')).toBe(true);
    const cancelled = await w.owner.client.post(`/api/campaigns/${id}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    // Even when their jobs come due, nothing leaves.
    await w.t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.queue, 'campaigns.send'));
    await w.work();
    expect(mine.filter((p) => sms.perPhone().has(p))).toEqual([]);
    expect((await recipientsOf(id)).every((r) => r.status === 'cancelled')).toBe(true);
  });
});

describe('WhatsApp with the SMS fallback', () => {
  it('sends the template on WhatsApp, and an SMS only to whom Meta did not deliver (131049) after the wait', async () => {
    const mine = await addCustomers(3, 'wa', 3000);
    const id = await sendNow({
      name: 'WA',
      audience: { tags: ['wa'] },
      whatsapp_template_id: TEMPLATE_1,
      whatsapp_values: [{ variable: 'name' }],
      sms_text_sw: 'Habari {name}',
      fallback_after_minutes: 1,
    });
    await w.work();
    const rows = await recipientsOf(id);
    expect(rows.every((r) => r.channel === 'whatsapp' && r.status === 'sent' && r.messageId)).toBe(true);
    const templates = w.fake.requests.filter(
      (r) => r.path.endsWith('/messages') && (r.body as any)?.type === 'template',
    );
    expect(templates.length).toBeGreaterThanOrEqual(3);
    expect(mine.filter((p) => sms.perPhone().has(p))).toEqual([]);
    // Meta: the first was not delivered (131049), the others were.
    for (const [i, r] of rows.entries()) {
      const [ref] = await w.t.db
        .select()
        .from(whatsappMessageRefs)
        .where(eq(whatsappMessageRefs.messageId, r.messageId!));
      await applyStatus(w.t.db, w.shopId, {
        wamid: ref!.wamid,
        status: i === 0 ? 'failed' : 'delivered',
        ...(i === 0
          ? {
              error: {
                code: 131049,
                title: 'This message was not delivered to maintain healthy ecosystem engagement.',
              },
            }
          : {}),
      } as any);
    }
    // The wait is over.
    await w.t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.queue, 'campaigns.fallback'), eq(jobs.status, 'queued')));
    await w.work();
    const after = await recipientsOf(id);
    const fell = after.filter((r) => r.fellBack);
    expect(fell.map((r) => r.phone)).toEqual([rows[0]!.phone]);
    expect(sms.perPhone().get(rows[0]!.phone)).toBe(1);
    for (const r of rows.slice(1)) expect(sms.perPhone().has(r.phone)).toBe(false);
    const results = await w.owner.client.get(`/api/campaigns/${id}/results`);
    expect(results.body).toMatchObject({ fallbacks: 1 });
    expect(results.body.counts.delivered).toBe(2);
  });
});

describe('a fallback killed mid-way', () => {
  it('a recipient moved to SMS by a run that died before its SMS was written gets it once when the job runs again', async () => {
    const mine = await addCustomers(2, 'fb-kill', 3100);
    const id = await sendNow({
      name: 'WA kill',
      audience: { tags: ['fb-kill'] },
      whatsapp_template_id: TEMPLATE_1,
      whatsapp_values: [{ variable: 'name' }],
      sms_text_sw: 'Habari {name}',
      fallback_after_minutes: 1,
    });
    await w.work();
    const rows = await recipientsOf(id);
    for (const r of rows) {
      const [ref] = await w.t.db
        .select()
        .from(whatsappMessageRefs)
        .where(eq(whatsappMessageRefs.messageId, r.messageId!));
      await applyStatus(w.t.db, w.shopId, {
        wamid: ref!.wamid,
        status: 'failed',
        error: { code: 131049, title: 'This message was not delivered to maintain healthy ecosystem engagement.' },
      } as any);
    }
    // The first one's fallback job died right after its move to SMS committed (before any SMS row):
    // the state it left, its job due again (its lock ran out).
    await w.t.db
      .update(campaignRecipients)
      .set({ channel: 'sms', fellBack: true, status: 'sending', reason: 'whatsapp 131049' })
      .where(eq(campaignRecipients.id, rows[0]!.id));
    await w.t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.queue, 'campaigns.fallback'), eq(jobs.status, 'queued')));
    await w.work();
    for (const phone of mine) expect(sms.perPhone().get(phone), phone).toBe(1);
    // Run again (another start of the job): nothing more.
    await fallback(w.t.db, w.t.deps.env, w.shopId, rows[0]!.id);
    for (const phone of mine) expect(sms.perPhone().get(phone), phone).toBe(1);
    expect((await recipientsOf(id)).every((r) => r.fellBack && r.status === 'sent')).toBe(true);
    const c = await w.owner.client.get(`/api/campaigns/${id}`);
    expect(c.body.status).toBe('done');
  });
});

describe('kill -9 mid-run', () => {
  it('a worker process killed twice and started again: every recipient gets exactly one message', async () => {
    beem.setDelay(5);
    await w.owner.client.request('PATCH', `/api/sms-accounts/${smsAccountId}`, { per_second: 200 });
    const slow = {
      get received() {
        return beemReceived(beem).filter((m) => mine.includes(m.to));
      },
      perPhone: () => beemPerPhone(beem),
    };
    const mine = await addCustomers(400, 'kill', 4000);
    const id = (
      await w.owner.client.post('/api/campaigns', {
        ...allDay,
        name: 'Kill',
        audience: { tags: ['kill'] },
        sms_text_sw: 'Habari {name}',
      })
    ).body.id;
    const { adminUrl } = inject('testDatabase');
    const env = {
      ...process.env,
      DATABASE_URL: withDatabase(adminUrl, w.t.databaseName),
      SECRET_KEY: w.t.deps.env.secretKey,
      APP_URL: 'http://localhost:4321',
      // A call lasts at most 2 s: a row left mid-call is settled (unknown) 12 s after.
      SMS_TIMEOUT_MS: '2000',
      ...beemEnv(beem),
    };
    const child = () =>
      new Promise<ChildProcess>((resolve, reject) => {
        const p = spawn(process.execPath, [path.join(import.meta.dirname, 'test/worker-child.ts')], {
          env,
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        p.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve(p));
        p.on('error', reject);
      });
    const kill = async (p: ChildProcess) => {
      const gone = new Promise((r) => p.once('exit', r));
      p.kill('SIGKILL');
      await gone;
      // The killed worker's jobs stay locked until their lock runs out (jobs/worker.ts): that time has passed.
      await w.t.db
        .update(jobs)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(jobs.status, 'running'));
    };
    const until = async (n: number) => {
      const end = Date.now() + 60_000;
      while (slow.received.length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    };
    let p = await child();
    await w.owner.client.post(`/api/campaigns/${id}/send`);
    await until(100);
    await kill(p);
    p = await child();
    await until(250);
    await kill(p);
    p = await child();
    const end = Date.now() + 90_000;
    for (;;) {
      const [c] = await w.t.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id));
      if (c!.status === 'done' || Date.now() > end) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await kill(p);
    const per = slow.perPhone();
    const twice = mine.filter((phone) => (per.get(phone) ?? 0) > 1);
    expect(twice).toEqual([]);
    const rows = await recipientsOf(id);
    const unknown = rows.filter((r) => r.status === 'unknown').map((r) => r.phone);
    const missing = mine.filter((phone) => !per.has(phone));
    // A kill between the SMS row's commit and the provider call leaves that one 'unknown' (asked
    // about by the sms sweeper, never sent again): only those may lack a message.
    expect(missing.filter((phone) => !unknown.includes(phone))).toEqual([]);
    expect(missing.length).toBeLessThanOrEqual(2 * 16);
    console.log(
      `kill -9 twice: ${mine.filter((phone) => per.has(phone)).length} of ${mine.length} got one message, ${missing.length} unknown, 0 twice`,
    );
    beem.setDelay(0);
  }, 180_000);
});
