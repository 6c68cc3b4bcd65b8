import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.ts';
import { whatsappTemplates } from '../../db/schema/whatsapp-templates.ts';
import { webhookLogs } from '../../db/schema/whatsapp.ts';
import { connectShop, setUpWhatsapp, type WhatsappTest } from '../../test/whatsapp-test-setup.ts';
import { signUpUser, type TestClient } from '../../test/harness.ts';
import { approvedTemplate } from './index.ts';

let w: WhatsappTest;
let owner: TestClient;

const offer = (over: Record<string, unknown> = {}) => ({
  name: 'weekend_offer',
  category: 'MARKETING',
  language: 'sw',
  header: 'Ofa ya wikendi',
  body: 'Habari {{1}}, vitenge vipya vimefika kwa {{2}} tu. Karibu dukani!',
  examples: ['Asha', 'TZS 25,000'],
  footer: 'Jibu ACHA kusitisha',
  buttons: [
    { type: 'QUICK_REPLY', text: 'Nataka' },
    { type: 'URL', text: 'Angalia', url: 'https://duka.example/o/1' },
  ],
  ...over,
});

const rowsOf = async (shopId: string) =>
  (await w.t.db.select({ n: count() }).from(whatsappTemplates).where(eq(whatsappTemplates.shopId, shopId)))[0]!.n;
const templateCalls = () => w.fake.requests.filter((r) => r.path.endsWith('/message_templates'));

beforeAll(async () => {
  w = await setUpWhatsapp();
  owner = w.owner.client;
});
afterAll(() => w.close());
beforeEach(async () => {
  w.fake.reset();
  await w.t.db.delete(whatsappTemplates);
});

describe('sync', () => {
  it('reads every page of the business account and keeps each state, with the rejection reason', async () => {
    for (let i = 0; i < 230; i++)
      w.fake.addTemplate('WABA1', {
        name: `promo_${String(i).padStart(3, '0')}`,
        language: i % 2 ? 'sw' : 'en',
        status: i === 7 ? 'REJECTED' : i === 8 ? 'PAUSED' : 'APPROVED',
        category: 'MARKETING',
        components: [{ type: 'BODY', text: `Hello {{1}}, offer ${i}.`, example: { body_text: [['Asha']] } }],
        ...(i === 7 ? { rejected_reason: 'PROMOTIONAL' } : {}),
      });
    w.fake.addTemplate('OTHER-WABA', {
      name: 'not_ours',
      language: 'en',
      status: 'APPROVED',
      category: 'UTILITY',
      components: [],
    });
    const res = await owner.post('/api/whatsapp-templates/sync');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ synced: 230, removed: 0 });
    // 100 a page: three pages, each after the previous page's cursor.
    const pages = templateCalls();
    expect(pages.map((r) => r.query.get('after') !== null)).toEqual([false, true, true]);
    expect(pages[0]!.headers.authorization).toBe('Bearer EAAG-shop-access-token-1234');
    const list = await owner.get('/api/whatsapp-templates');
    expect(list.status).toBe(200);
    expect(list.body.waba_id).toBe('WABA1');
    expect(list.body.items).toHaveLength(230);
    const byName = new Map(list.body.items.map((t: any) => [t.name, t]));
    expect(byName.get('promo_007')).toMatchObject({
      status: 'REJECTED',
      rejected_reason: 'PROMOTIONAL',
      sendable: false,
    });
    expect(byName.get('promo_008')).toMatchObject({ status: 'PAUSED', sendable: false });
    expect(byName.get('promo_001')).toMatchObject({
      status: 'APPROVED',
      language: 'sw',
      body: 'Hello {{1}}, offer 1.',
      examples: ['Asha'],
      variable_count: 1,
      sendable: true,
    });
    expect(byName.has('not_ours')).toBe(false);
  });

  it('updates what changed at Meta and marks the ones Meta no longer lists as deleted', async () => {
    const a = w.fake.addTemplate('WABA1', {
      name: 'a_one',
      language: 'en',
      status: 'PENDING',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Hi there' }],
    });
    w.fake.addTemplate('WABA1', {
      name: 'b_two',
      language: 'en',
      status: 'APPROVED',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Bye' }],
    });
    expect((await owner.post('/api/whatsapp-templates/sync')).body).toEqual({ synced: 2, removed: 0 });
    a.status = 'APPROVED';
    w.fake.templates.splice(1, 1);
    expect((await owner.post('/api/whatsapp-templates/sync')).body).toEqual({ synced: 1, removed: 1 });
    const items = (await owner.get('/api/whatsapp-templates')).body.items;
    expect(Object.fromEntries(items.map((t: any) => [t.name, t.status]))).toEqual({
      a_one: 'APPROVED',
      b_two: 'DELETED',
    });
  });

  it('writes nothing when Meta fails part-way and says so', async () => {
    for (let i = 0; i < 150; i++)
      w.fake.addTemplate('WABA1', {
        name: `t_${i}`,
        language: 'en',
        status: 'APPROVED',
        category: 'UTILITY',
        components: [],
      });
    let calls = 0;
    w.fake.on('GET', /\/message_templates$/, () =>
      ++calls === 1
        ? {
            json: {
              data: [{ id: '1', name: 'x', language: 'en', status: 'APPROVED', category: 'UTILITY', components: [] }],
              paging: { cursors: { after: 'Mg' }, next: 'http://x/next' },
            },
          }
        : { status: 500, json: { error: { message: 'Service unavailable', code: 2 } } },
    );
    const res = await owner.post('/api/whatsapp-templates/sync');
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('template_meta_unreachable');
    expect(await rowsOf(w.shopId)).toBe(0);
  });
});

describe('create and review', () => {
  it('submits a template (PENDING), then the webhook approves it and campaigns may send it', async () => {
    const res = await owner.post('/api/whatsapp-templates', offer());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      name: 'weekend_offer',
      language: 'sw',
      category: 'MARKETING',
      status: 'PENDING',
      header: 'Ofa ya wikendi',
      footer: 'Jibu ACHA kusitisha',
      examples: ['Asha', 'TZS 25,000'],
      variable_count: 2,
      sendable: false,
      buttons: [
        { type: 'QUICK_REPLY', text: 'Nataka', url: null },
        { type: 'URL', text: 'Angalia', url: 'https://duka.example/o/1' },
      ],
    });
    const [sent] = templateCalls();
    expect(sent!.method).toBe('POST');
    expect(sent!.path).toMatch(/^\/v\d+\.\d+\/WABA1\/message_templates$/);
    expect(sent!.body).toEqual({
      name: 'weekend_offer',
      language: 'sw',
      category: 'MARKETING',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Ofa ya wikendi' },
        {
          type: 'BODY',
          text: 'Habari {{1}}, vitenge vipya vimefika kwa {{2}} tu. Karibu dukani!',
          example: { body_text: [['Asha', 'TZS 25,000']] },
        },
        { type: 'FOOTER', text: 'Jibu ACHA kusitisha' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'QUICK_REPLY', text: 'Nataka' },
            { type: 'URL', text: 'Angalia', url: 'https://duka.example/o/1' },
          ],
        },
      ],
    });
    expect(await approvedTemplate(w.t.db, w.shopId, res.body.id)).toBeNull();

    const delivery = w.fake.reviewTemplate(res.body.meta_id, 'APPROVED');
    expect((await w.post(delivery)).status).toBe(200);
    await w.work();
    const after = await owner.get(`/api/whatsapp-templates/${res.body.id}`);
    expect(after.body).toMatchObject({ status: 'APPROVED', rejected_reason: null, sendable: true });
    expect(await approvedTemplate(w.t.db, w.shopId, res.body.id)).toEqual({
      id: res.body.id,
      name: 'weekend_offer',
      language: 'sw',
      category: 'MARKETING',
      body: 'Habari {{1}}, vitenge vipya vimefika kwa {{2}} tu. Karibu dukani!',
      variableCount: 2,
      phoneNumberId: w.phoneNumberId,
    });
    // Meta paused it: no longer sendable. An older event arriving late changes nothing.
    await w.post(w.fake.reviewTemplate(res.body.meta_id, 'PAUSED'));
    await w.work();
    await w.post(w.fake.reviewTemplate(res.body.meta_id, 'APPROVED', { time: Math.floor(Date.now() / 1000) - 3600 }));
    await w.work();
    expect((await owner.get(`/api/whatsapp-templates/${res.body.id}`)).body.status).toBe('PAUSED');
    expect(await approvedTemplate(w.t.db, w.shopId, res.body.id)).toBeNull();
  });

  it('asks Meta again later when no webhook comes: a sync after 15 minutes, then less often while still pending', async () => {
    await w.t.db.delete(jobs).where(eq(jobs.queue, 'whatsapp-templates.check'));
    const res = await owner.post('/api/whatsapp-templates', offer({ name: 'quiet_webhook' }));
    const checks = () =>
      w.t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, 'whatsapp-templates.check'), eq(jobs.shopId, w.shopId), eq(jobs.status, 'queued')));
    const [first] = await checks();
    expect(first!.runAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    const due = () =>
      w.t.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(and(eq(jobs.queue, 'whatsapp-templates.check'), eq(jobs.status, 'queued')));
    // Still in review at Meta: synced, and asked again in 30 minutes.
    await due();
    await w.work();
    const [second] = await checks();
    expect(second!.payload).toEqual({ round: 1 });
    expect(second!.runAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    // Meta approved it but the webhook never came: the next check finds it, and asks no more.
    w.fake.reviewTemplate(res.body.meta_id, 'APPROVED');
    await due();
    await w.work();
    expect((await owner.get(`/api/whatsapp-templates/${res.body.id}`)).body.status).toBe('APPROVED');
    expect(await checks()).toEqual([]);
  });

  it('keeps the rejection reason and Meta’s explanation from the webhook', async () => {
    const res = await owner.post(
      '/api/whatsapp-templates',
      offer({ name: 'cart_reminder', language: 'en', category: 'UTILITY' }),
    );
    expect(res.status).toBe(201);
    await w.post(
      w.fake.reviewTemplate(res.body.meta_id, 'REJECTED', {
        reason: 'INVALID_FORMAT',
        rejectionInfo: { reason: 'Variables are not clear.', recommendation: 'Add words between the variables.' },
      }),
    );
    await w.work();
    expect((await owner.get(`/api/whatsapp-templates/${res.body.id}`)).body).toMatchObject({
      status: 'REJECTED',
      rejected_reason: 'INVALID_FORMAT',
      rejection_detail: 'Variables are not clear. — Add words between the variables.',
      sendable: false,
    });
    expect(await approvedTemplate(w.t.db, w.shopId, res.body.id)).toBeNull();
  });

  it('refuses bad input with a clear 400, writing and sending nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ examples: ['Asha'] }, 'template_example_missing', 'examples.1'],
      [{ examples: ['Asha', ''] }, 'template_example_missing', 'examples.1'],
      [{ name: 'Weekend Offer' }, 'template_name_invalid', 'name'],
      [{ name: 'weekend offer' }, 'template_name_invalid', 'name'],
      [{ body: `Habari {{1}} ${'a'.repeat(1020)}`, examples: ['Asha'] }, 'template_body_too_long', 'body'],
      [{ body: 'Habari {{1}} na {{3}} karibu', examples: ['a', 'b', 'c'] }, 'template_variable_gap', 'body'],
      [{ body: '{{1}} karibu', examples: ['a'] }, 'template_variable_edge', 'body'],
      [{ body: 'Habari {{name}} karibu', examples: [] }, 'template_variable_invalid', 'body'],
      [{ header: 'x'.repeat(61) }, 'template_header_too_long', 'header'],
      [{ footer: 'Ofa {{1}}' }, 'template_variable_not_here', 'footer'],
      [{ buttons: [{ type: 'URL', text: 'Go', url: 'ftp://x' }] }, 'template_button_url', 'buttons.0.url'],
      [{ buttons: [{ type: 'QUICK_REPLY', text: 'x'.repeat(26) }] }, 'template_button_text', 'buttons.0.text'],
      [{ language: 'fr' }, 'template_language_unknown', 'language'],
      [{ category: 'AUTHENTICATION' }, 'template_category_unknown', 'category'],
    ];
    for (const [change, code, field] of cases) {
      const res = await owner.post('/api/whatsapp-templates', offer(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body, JSON.stringify(change)).toMatchObject({ code, field });
    }
    expect(templateCalls()).toHaveLength(0);
    expect(await rowsOf(w.shopId)).toBe(0);
  });

  it('answers 409 for a name already used in that language, before anything is sent', async () => {
    expect((await owner.post('/api/whatsapp-templates', offer())).status).toBe(201);
    w.fake.reset();
    const again = await owner.post('/api/whatsapp-templates', offer());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'template_name_taken', field: 'name' });
    expect(templateCalls()).toHaveLength(0);
    // The same name in the other language is another template.
    expect((await owner.post('/api/whatsapp-templates', offer({ language: 'en' }))).status).toBe(201);
    // Meta knows a name we did not (made in WhatsApp Manager, not synced yet): its refusal is a 409 too.
    w.fake.addTemplate('WABA1', {
      name: 'made_elsewhere',
      language: 'en',
      status: 'APPROVED',
      category: 'UTILITY',
      components: [],
    });
    const elsewhere = await owner.post('/api/whatsapp-templates', offer({ name: 'made_elsewhere', language: 'en' }));
    expect(elsewhere.status).toBe(409);
    expect(await rowsOf(w.shopId)).toBe(2);
  });

  it('keeps one template when the same name is sent ten times at once: the rest are 409, never 500', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => owner.post('/api/whatsapp-templates', offer())));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await rowsOf(w.shopId)).toBe(1);
  });

  it("gives Meta's own words when Meta refuses, and writes nothing", async () => {
    w.fake.on('POST', /\/message_templates$/, () => ({
      status: 400,
      json: {
        error: { message: 'Invalid parameter', code: 100, error_user_msg: 'Too many variables for the length.' },
      },
    }));
    const res = await owner.post('/api/whatsapp-templates', offer());
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('template_meta_refused');
    expect(res.body.message).toContain('Too many variables for the length.');
    expect(await rowsOf(w.shopId)).toBe(0);
  });
});

describe('whose templates', () => {
  it("answers 404 for another shop's template, and its webhook never touches ours", async () => {
    const mine = await owner.post('/api/whatsapp-templates', offer());
    const other = await connectShop(w.t, { wabaId: 'WABA-OTHER', appSecret: 'other-secret' });
    expect((await other.owner.client.get(`/api/whatsapp-templates/${mine.body.id}`)).status).toBe(404);
    expect((await other.owner.client.get('/api/whatsapp-templates')).body.items).toEqual([]);
    expect(await approvedTemplate(w.t.db, other.shopId, mine.body.id)).toBeNull();
    // A delivery naming the other business account with our template's id changes nothing of ours.
    const forged = w.fake.reviewTemplate(mine.body.meta_id, 'APPROVED');
    forged.entry[0]!.id = 'WABA-OTHER';
    expect((await w.post(forged, undefined, 'other-secret')).status).toBe(200);
    await w.work();
    expect((await owner.get(`/api/whatsapp-templates/${mine.body.id}`)).body.status).toBe('PENDING');
  });

  it('refuses a member without the campaigns permission with 403', async () => {
    const member = await signUpUser(w.t);
    const invite = await owner.post('/api/staff/invitations', { email: member.email, permissions: [] });
    await member.client.post(`/api/invitations/${new URL(invite.body.link).pathname.split('/').pop()}/accept`);
    expect((await member.client.get('/api/whatsapp-templates')).status).toBe(403);
    expect((await member.client.post('/api/whatsapp-templates/sync')).status).toBe(403);
    expect((await member.client.post('/api/whatsapp-templates', offer())).status).toBe(403);
    expect(templateCalls()).toHaveLength(0);
  });

  it('answers a clear 409 when the shop has no WhatsApp number connected', async () => {
    const plain = await signUpUser(w.t, { shop: true });
    for (const res of [
      await plain.client.post('/api/whatsapp-templates/sync'),
      await plain.client.post('/api/whatsapp-templates', offer()),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('template_whatsapp_not_connected');
      expect(res.body.message).toMatch(/Connect a WhatsApp number first/);
    }
    expect((await plain.client.get('/api/whatsapp-templates')).body).toEqual({ items: [], waba_id: null });
    expect(templateCalls()).toHaveLength(0);
    const logs = await w.t.db
      .select({ n: count() })
      .from(webhookLogs)
      .where(and(eq(webhookLogs.shopId, plain.shop.id)));
    expect(logs[0]!.n).toBe(0);
  });
});
