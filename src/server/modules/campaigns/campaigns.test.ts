import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { connectShop } from '../../test/whatsapp-test-setup.ts';
import { approvedTemplateRow, consentCustomers, linkBeem } from '../../test/campaign-kit.ts';
import { campaignRecipients, campaigns } from '../../db/schema/campaigns.ts';
import { customers } from '../../db/schema/customers.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { whatsappTemplates } from '../../db/schema/whatsapp-templates.ts';
import { linkToken, recipientOfToken } from './campaign.service.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';

// An approved template (one variable) of the shop's connected number, as the templates face reads it.
let TEMPLATE_1: string;

let t: TestApp, owner: TestClient, shopId: string;
const allDay = { send_from: '00:00', send_until: '23:59' };
const count = async (table: typeof campaigns | typeof jobs) =>
  Number((await t.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  const connected = await connectShop(t);
  owner = connected.owner.client;
  shopId = connected.shopId;
  // A real gateway (never called here: drafts, counts and previews only) at 30 TZS a part.
  await linkBeem(owner, { pricePerPart: 30 });
  TEMPLATE_1 = await approvedTemplateRow(t.db, shopId, { variableCount: 1 });
  for (const [phone, name, tags, language] of [
    ['0754200001', 'Asha', ['vip'], 'sw'],
    ['0754200002', 'Baraka', ['vip'], 'en'],
    ['0754200003', 'Chausiku', [], 'sw'],
  ] as const)
    expect((await owner.post('/api/customers', { phone, name, tags, language })).status).toBe(201);
  // A customer whose number cannot take an SMS (a landline).
  await t.db.insert(customers).values({ shopId, phone: '+255222000001', name: 'Ofisi', tags: ['vip'] });
  // Every one of them agreed to SMS offers: who is left out is left out for another reason.
  await consentCustomers(t.db, shopId, ['sms']);
});
afterAll(() => t.close());

describe('campaign drafts', () => {
  let id: string;
  it('creates, lists, reads and changes a draft', async () => {
    const res = await owner.post('/api/campaigns', {
      name: 'Punguzo',
      audience: { tags: ['vip'] },
      sms_text_sw: 'Habari {name}, punguzo la 10% leo: {link}',
      ...allDay,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'draft', channels: ['sms'], counts: { total: 0 } });
    id = res.body.id;
    const list = await owner.get('/api/campaigns?channel=sms');
    expect(list.body.items.map((c: { id: string }) => c.id)).toContain(id);
    expect((await owner.get('/api/campaigns?channel=whatsapp')).body.items).toEqual([]);
    const patched = await owner.request('PATCH', `/api/campaigns/${id}`, {
      name: 'Punguzo kubwa',
      sms_text_en: 'Hi {name}',
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await owner.get(`/api/campaigns/${id}`)).body).toMatchObject({
      name: 'Punguzo kubwa',
      sms_text_en: 'Hi {name}',
    });
  });

  it('counts the audience live, saying who is left out and why', async () => {
    const res = await owner.post('/api/campaigns/audience/count', { audience: { tags: ['vip'] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      matched: 3,
      reachable: 2,
      whatsapp: 0,
      sms: 2,
      left_out: { opted_out: 0, no_consent: 0, no_channel: 0, no_number: 1, capped: 0 },
    });
    const all = await owner.post('/api/campaigns/audience/count', { audience: {} });
    expect(all.body.matched).toBe(4);
    const facts = await owner.post('/api/campaigns/audience/count', {
      audience: {
        facts: [
          { kind: 'no_order', days: 30 },
          { kind: 'spent_over', amount: 1_000_000_000_000 },
        ],
      },
    });
    expect(facts.body.matched).toBe(0);
  });

  it('leaves out a customer capped by the frequency cap', async () => {
    const [other] = await t.db
      .insert(campaigns)
      .values({ shopId, name: 'Earlier', audience: { segment_id: null, tags: [], facts: [] }, status: 'done' })
      .returning();
    const [asha] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.shopId, shopId), eq(customers.name, 'Asha')));
    await t.db.insert(campaignRecipients).values({
      shopId,
      id: timeOrderedId(),
      campaignId: other!.id,
      customerId: asha!.id,
      phone: asha!.phone,
      language: 'sw',
      channel: 'sms',
      status: 'sent',
      sentAt: new Date(),
    });
    const res = await owner.post('/api/campaigns/audience/count', { audience: { tags: ['vip'] } });
    expect(res.body).toMatchObject({ reachable: 1, left_out: { capped: 1, no_number: 1 } });
    // The merchant allows two a week: nobody is capped.
    expect((await owner.put('/api/campaigns/settings', { cap_messages: 2 })).body).toMatchObject({
      cap_messages: 2,
      cap_days: 7,
    });
    expect(
      (await owner.post('/api/campaigns/audience/count', { audience: { tags: ['vip'] } })).body.left_out.capped,
    ).toBe(0);
    await owner.put('/api/campaigns/settings', { cap_messages: 1 });
  });

  it('previews the texts with encoding, parts and the cost', async () => {
    const res = await owner.get(`/api/campaigns/${id}/preview`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sw = res.body.sms.find((s: { language: string }) => s.language === 'sw');
    expect(sw.encoding).toBe('gsm7');
    expect(sw.text).toContain('Jibu ACHA');
    expect(res.body.cost.price_per_part).toBe(30);
    expect(res.body.cost.sms_tzs).toBe(res.body.cost.sms_parts * 30);
    expect(res.body.cost.total_tzs).toBe(res.body.cost.sms_tzs);
    expect(res.body.whatsapp).toBeNull();
  });

  it('refuses to change a campaign once it is scheduled, and cancels it', async () => {
    const s = await owner.post(`/api/campaigns/${id}/schedule`, {
      send_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(s.body.status).toBe('scheduled');
    expect((await owner.request('PATCH', `/api/campaigns/${id}`, { name: 'x' })).status).toBe(409);
    expect(
      (await owner.post(`/api/campaigns/${id}/schedule`, { send_at: new Date(Date.now() + 86_400_000).toISOString() }))
        .status,
    ).toBe(409);
    const c = await owner.post(`/api/campaigns/${id}/cancel`);
    expect(c.body.status).toBe('cancelled');
    expect((await owner.post(`/api/campaigns/${id}/cancel`)).status).toBe(200);
  });
});

describe('bad input: a clear 4xx, nothing written or sent', () => {
  const cases: [string, () => Promise<{ status: number; body: any }>, string][] = [
    [
      'empty text and no template',
      () => owner.post('/api/campaigns', { name: 'x', sms_text_sw: '   ' }),
      'campaign_text_required',
    ],
    [
      'an unknown segment',
      () =>
        owner.post('/api/campaigns', { name: 'x', sms_text_sw: 'Hi', audience: { segment_id: crypto.randomUUID() } }),
      'segment_not_found',
    ],
    [
      'a template not approved',
      () => owner.post('/api/campaigns', { name: 'x', whatsapp_template_id: crypto.randomUUID() }),
      'template_not_approved',
    ],
    [
      'a variable the template does not have',
      () =>
        owner.post('/api/campaigns', {
          name: 'x',
          whatsapp_template_id: TEMPLATE_1,
          whatsapp_values: [{ variable: 'name' }, { text: 'extra' }],
        }),
      'template_variables_mismatch',
    ],
    [
      'a variable SMS texts do not have',
      () => owner.post('/api/campaigns', { name: 'x', sms_text_sw: 'Bei {price}' }),
      'unknown_variable',
    ],
    [
      'sending hours that are no time',
      () => owner.post('/api/campaigns', { name: 'x', sms_text_sw: 'Hi', send_from: '25:00' }),
      'invalid_time',
    ],
    [
      'a text over six parts',
      () => owner.post('/api/campaigns', { name: 'x', sms_text_sw: '🎉'.repeat(300) }),
      'sms_too_long',
    ],
  ];
  it.each(cases)('%s', async (_name, call, code) => {
    const before = await count(campaigns);
    const res = await call();
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(JSON.stringify(res.body)).toContain(code);
    expect(await count(campaigns)).toBe(before);
  });

  it('a schedule in the past', async () => {
    const draft = await owner.post('/api/campaigns', { name: 'Late', sms_text_sw: 'Hi', ...allDay });
    const jobsBefore = await count(jobs);
    const res = await owner.post(`/api/campaigns/${draft.body.id}/schedule`, { send_at: '2020-01-01T09:00:00+03:00' });
    expect(res.status).toBe(400);
    expect(res.body.code ?? JSON.stringify(res.body)).toContain('schedule_in_past');
    expect((await owner.get(`/api/campaigns/${draft.body.id}`)).body.status).toBe('draft');
    expect(await count(jobs)).toBe(jobsBefore);
  });

  it('a template of the shop that Meta has not approved (PENDING)', async () => {
    const pending = await approvedTemplateRow(t.db, shopId, { variableCount: 1 });
    await t.db.update(whatsappTemplates).set({ status: 'PENDING' }).where(eq(whatsappTemplates.id, pending));
    const before = await count(campaigns);
    const res = await owner.post('/api/campaigns', {
      name: 'x',
      whatsapp_template_id: pending,
      whatsapp_values: [{ variable: 'name' }],
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('template_not_approved');
    expect(await count(campaigns)).toBe(before);
  });

  it('a template with the right variables is accepted', async () => {
    const res = await owner.post('/api/campaigns', {
      name: 'WA',
      whatsapp_template_id: TEMPLATE_1,
      whatsapp_values: [{ variable: 'name' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.channels).toEqual(['whatsapp']);
  });
});

describe('the personal link token', () => {
  it('names its recipient and nothing else', () => {
    const id = timeOrderedId();
    const token = linkToken('secret', id);
    expect(token).toHaveLength(32);
    expect(recipientOfToken('secret', token)).toBe(id);
    expect(recipientOfToken('other', token)).toBeNull();
    expect(recipientOfToken('secret', token.slice(0, 31) + (token.endsWith('A') ? 'B' : 'A'))).toBeNull();
    expect(recipientOfToken('secret', 'x')).toBeNull();
  });
});
