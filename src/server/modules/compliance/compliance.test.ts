import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { kycEvents, kycRequirements } from '../../db/schema/compliance.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { operatorActions } from '../../db/schema/operator.ts';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { shopSnapshot } from '../../test/shop-snapshot.ts';
import { complianceLevels, complianceStatus } from './index.ts';
import { kycDir } from './document-store.ts';
import { KYC_VERDICT_QUEUE, kycVerdictMailJob } from './kyc-verdict-mail.ts';

// KYC (issue 29): the owner fills level 1 and sends it, a reviewer rejects one requirement with a
// reason, the owner fixes it, the reviewer verifies; bad input is refused with nothing written;
// documents reach only the shop's owner and the operators, never cached.

let t: TestApp, owner: TestClient, shopId: string, ownerEmail: string;
let operator: TestClient, operatorEmail: string;
let png: Buffer;

const identity = {
  id_type: 'national_id',
  id_number: '19900131-12345-00001-23',
  date_of_birth: '1990-01-31',
  gender: 'female',
};

beforeAll(async () => {
  ({ t, owner, shopId, email: ownerEmail } = await appWithOwner());
  const op = await signUpUser(t);
  operator = op.client;
  operatorEmail = op.email;
  t.deps.env.operatorEmails = [operatorEmail.toLowerCase()];
  png = await sharp({ create: { width: 32, height: 20, channels: 3, background: '#aa3300' } })
    .png()
    .toBuffer();
}, 60_000);
afterAll(() => t.close());

const form = (bytes: Uint8Array, name = 'photo.png', type = 'image/png') => {
  const f = new FormData();
  f.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return f;
};
const upload = (client: TestClient, key: string, slot: string, bytes: Uint8Array = png) =>
  client.post(`/api/compliance/requirements/${key}/documents/${slot}`, form(bytes));
const storedFiles = (shop = shopId) => {
  const dir = path.join(kycDir(t.deps.env.dataDir), shop);
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
const requirement = (body: { requirements: { key: string }[] }, key: string) =>
  body.requirements.find((r) => r.key === key) as any;

/** A refusal that must leave the shop's rows and its private files exactly as they were. */
async function refusedWithNothingWritten(
  send: () => Promise<{ status: number; body: any }>,
  status: number,
  code?: string,
) {
  const before = await shopSnapshot(t.db, shopId);
  const files = storedFiles();
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (code) expect(res.body.code).toBe(code);
  expect(await shopSnapshot(t.db, shopId)).toEqual(before);
  expect(storedFiles()).toBe(files);
  return res;
}

describe('bad input: a clear 4xx, nothing written', () => {
  const save = (fields: Record<string, string>, key = 'owner_identity') =>
    owner.put(`/api/compliance/requirements/${key}`, { fields });

  it.each([
    ['a NIN of 19 digits', { ...identity, id_number: '1990013112345000012' }, 'kyc_nin_length'],
    ['a NIN of 21 digits', { ...identity, id_number: '199001311234500001234' }, 'kyc_nin_length'],
    ['a NIN with a letter', { ...identity, id_number: '1990013112345000012X' }, 'kyc_nin_length'],
    ['a NIN not starting with the date of birth', { ...identity, date_of_birth: '1990-02-01' }, 'kyc_nin_dob_mismatch'],
    ['a date of birth in the future', { gender: 'male', date_of_birth: '2999-01-01' }, 'kyc_dob_future'],
    ['an owner under 18', { gender: 'male', date_of_birth: '2015-06-01' }, 'kyc_dob_under_18'],
    ['a day that does not exist', { date_of_birth: '1990-02-30' }, 'kyc_date_invalid'],
    ['a gender not offered', { gender: 'other' }, 'kyc_choice_invalid'],
  ])('%s', async (_what, fields, code) => {
    const res = await refusedWithNothingWritten(() => save(fields), 400, code);
    expect(res.body.field).toMatch(/^fields\./);
    expect(res.body.message).not.toBe(code);
  });

  it.each([
    ['letters', '12A-456-789'],
    ['8 digits', '12345678'],
    ['10 digits', '1234567890'],
  ])('a TIN with %s', async (_what, tin) => {
    await refusedWithNothingWritten(() => save({ tin }, 'owner_tin'), 400, 'kyc_tin_invalid');
  });

  it('a field the requirement does not have', async () => {
    await refusedWithNothingWritten(() => save({ tin: '123456789', nickname: 'x' }, 'owner_tin'), 400, 'unknown_field');
  });

  it('a requirement or a slot that does not exist is 404', async () => {
    await refusedWithNothingWritten(() => save({}, 'owner_horoscope'), 404);
    await refusedWithNothingWritten(() => upload(owner, 'owner_selfie', 'tattoo'), 404);
    // Level 2 of a type the shop has not chosen is not one of its requirements.
    await refusedWithNothingWritten(() => save({}, 'brela_incorporation'), 404, 'kyc_requirement_not_found');
  });

  it('a document that is not an image or a PDF by its bytes, whatever it is called', async () => {
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
    await refusedWithNothingWritten(
      () => owner.post('/api/compliance/requirements/owner_selfie/documents/selfie', form(gif, 'me.png', 'image/png')),
      415,
      'kyc_document_type',
    );
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    await refusedWithNothingWritten(
      () =>
        owner.post(
          '/api/compliance/requirements/owner_selfie/documents/selfie',
          form(html, 'id.pdf', 'application/pdf'),
        ),
      415,
    );
  });

  it('a PNG header with no picture behind it', async () => {
    await refusedWithNothingWritten(() => upload(owner, 'owner_selfie', 'selfie', png.subarray(0, 12)), 415);
  });

  it('a document over 8 MB', async () => {
    const big = new Uint8Array(8 * 1024 * 1024 + 1);
    big.set(png.subarray(0, 8));
    await refusedWithNothingWritten(() => upload(owner, 'owner_selfie', 'selfie', big), 413, 'kyc_document_too_large');
  });

  it('no file at all', async () => {
    await refusedWithNothingWritten(
      () => owner.post('/api/compliance/requirements/owner_selfie/documents/selfie', new FormData()),
      400,
      'kyc_document_required',
    );
  });

  it('sending an incomplete requirement or level', async () => {
    await refusedWithNothingWritten(
      () => owner.post('/api/compliance/requirements/owner_tin/submit'),
      400,
      'kyc_field_required',
    );
    await refusedWithNothingWritten(() => owner.post('/api/compliance/levels/1/submit'), 400);
    await refusedWithNothingWritten(
      () => owner.post('/api/compliance/levels/2/submit'),
      400,
      'kyc_business_type_required',
    );
  });
});

describe('the owner fills level 1 and sends it; a reviewer rejects one, then verifies it', () => {
  it('saves the fields (numbers as digits) and the documents, in the private store', async () => {
    let res = await owner.put('/api/compliance/requirements/owner_identity', { fields: identity });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(requirement(res.body, 'owner_identity').fields.id_number).toBe('19900131123450000123');
    res = await owner.put('/api/compliance/requirements/owner_tin', { fields: { tin: '123-456-789' } });
    expect(requirement(res.body, 'owner_tin').fields).toEqual({ tin: '123456789' });
    for (const [key, slot] of [
      ['owner_identity', 'id_front'],
      ['owner_identity', 'id_back'],
      ['owner_selfie', 'selfie'],
    ] as const) {
      res = await upload(owner, key, slot);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    res = await upload(owner, 'owner_identity', 'id_back', pdf);
    expect(requirement(res.body, 'owner_identity').documents.map((d: any) => [d.slot, d.content_type])).toEqual([
      ['id_front', 'image/png'],
      ['id_back', 'application/pdf'],
    ]);
    // Three documents, the replaced one gone; none under the public media folder.
    expect(storedFiles()).toBe(3);
    expect(existsSync(path.join(t.deps.env.dataDir, 'media', 'kyc'))).toBe(false);
    expect(res.body.level).toBe(0);
    expect(res.body.requirements.map((r: any) => r.state)).toEqual(['not_started', 'not_started', 'not_started']);
  });

  it('sends level 1 for review; the timeline has each change by the owner', async () => {
    const res = await owner.post('/api/compliance/levels/1/submit');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.requirements.map((r: any) => r.state)).toEqual(['submitted', 'submitted', 'submitted']);
    expect(res.body.timeline).toHaveLength(3);
    expect(res.body.timeline[0]).toMatchObject({ actor: 'owner', actor_name: 'Asha Juma', to_state: 'submitted' });
    // Under review: the owner waits for the verdict.
    const edit = await owner.put('/api/compliance/requirements/owner_tin', { fields: { tin: '987654321' } });
    expect(edit.status).toBe(409);
    expect((await upload(owner, 'owner_selfie', 'selfie')).status).toBe(409);
  });

  it('puts the shop in the queue with its time waiting', async () => {
    const res = await operator.get('/api/operator/kyc/queue');
    expect(res.status).toBe(200);
    const mine = res.body.shops.find((s: any) => s.shop_id === shopId);
    expect(mine).toMatchObject({ shop_name: 'Asha Fashion', level: 0 });
    expect(mine.requirements.map((r: any) => r.key)).toEqual(['owner_identity', 'owner_selfie', 'owner_tin']);
    expect(mine.waiting_seconds).toBeGreaterThanOrEqual(0);
  });

  it('shows the operator the fields beside the documents, and serves a document privately', async () => {
    const res = await operator.get(`/api/operator/kyc/shops/${shopId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ shop_name: 'Asha Fashion', owner_email: ownerEmail, level: 0 });
    const front = requirement(res.body, 'owner_identity').documents[0];
    const file = await operator.get(`/api/operator/kyc/shops/${shopId}/documents/${front.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('content-disposition')).toBe('inline; filename="id_front.png"');
    const back = requirement(res.body, 'owner_identity').documents[1];
    const pdf = await operator.get(`/api/operator/kyc/shops/${shopId}/documents/${back.id}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="id_back.pdf"');
  });

  it('refuses a rejection without a reason in words, writing nothing', async () => {
    for (const body of [
      { verdict: 'reject' },
      { verdict: 'reject', reason: '  ' },
      { verdict: 'reject', reason: 'no' },
    ]) {
      const before = await shopSnapshot(t.db, shopId);
      const res = await operator.post(`/api/operator/kyc/shops/${shopId}/requirements/owner_selfie/verdict`, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('kyc_reason_required');
      expect(await shopSnapshot(t.db, shopId)).toEqual(before);
    }
    expect(await t.db.select().from(operatorActions).where(eq(operatorActions.shopId, shopId))).toEqual([]);
  });

  it('rejects the selfie with a reason: timeline, operators’ log and the owner’s mail in their language', async () => {
    await t.db.update(users).set({ language: 'sw' }).where(eq(users.email, ownerEmail));
    const reason = 'The selfie is too dark to match the ID';
    const res = await operator.post(`/api/operator/kyc/shops/${shopId}/requirements/owner_selfie/verdict`, {
      verdict: 'reject',
      reason,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(requirement(res.body, 'owner_selfie')).toMatchObject({ state: 'rejected', reason });
    const [action] = await t.db.select().from(operatorActions).where(eq(operatorActions.shopId, shopId));
    expect(action).toMatchObject({
      action: 'kyc.reject',
      operatorEmail,
      subjectType: 'kyc_requirement',
      subjectId: 'owner_selfie',
      reason,
      before: { state: 'submitted' },
      after: { state: 'rejected' },
    });
    const [event] = await t.db
      .select()
      .from(kycEvents)
      .where(and(eq(kycEvents.shopId, shopId), eq(kycEvents.toState, 'rejected')));
    expect(event).toMatchObject({ actor: 'operator', fromState: 'submitted', reason, requirementKey: 'owner_selfie' });

    const queued = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, KYC_VERDICT_QUEUE), eq(jobs.shopId, shopId)));
    expect(queued).toHaveLength(1);
    const sent = t.mails.length;
    await kycVerdictMailJob(t.deps, queued[0]!);
    const mail = t.mails.slice(sent);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(ownerEmail);
    expect(mail[0]!.subject).toBe('Hatukuweza kuthibitisha: Picha yako (selfie)');
    expect(mail[0]!.text).toContain(reason);
    expect(mail[0]!.text).toContain('/dashboard/compliance');
  });

  it('tells the owner on the compliance screen, without the reviewer’s address', async () => {
    const res = await owner.get('/api/compliance');
    expect(requirement(res.body, 'owner_selfie')).toMatchObject({ state: 'rejected' });
    expect(res.body.notices).toHaveLength(1);
    expect(res.body.notices[0]).toMatchObject({
      requirement_key: 'owner_selfie',
      to_state: 'rejected',
      actor_name: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(operatorEmail);
    expect(res.body.missing.map((m: any) => [m.key, m.state])).toEqual([
      ['owner_identity', 'submitted'],
      ['owner_selfie', 'rejected'],
      ['owner_tin', 'submitted'],
    ]);
  });

  it('a verdict on a requirement not waiting for review is 409', async () => {
    const res = await operator.post(`/api/operator/kyc/shops/${shopId}/requirements/owner_selfie/verdict`, {
      verdict: 'verify',
    });
    expect(res.status).toBe(409);
  });

  it('the owner fixes the selfie and sends it again; the reviewer verifies all: level 1', async () => {
    expect((await upload(owner, 'owner_selfie', 'selfie')).status).toBe(201);
    const again = await owner.post('/api/compliance/requirements/owner_selfie/submit');
    expect(requirement(again.body, 'owner_selfie')).toMatchObject({ state: 'submitted', reason: null });
    for (const key of ['owner_identity', 'owner_selfie', 'owner_tin']) {
      const res = await operator.post(`/api/operator/kyc/shops/${shopId}/requirements/${key}/verdict`, {
        verdict: 'verify',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const actions = await t.db.select().from(operatorActions).where(eq(operatorActions.shopId, shopId));
    expect(actions.map((a) => a.action).sort()).toEqual(['kyc.reject', 'kyc.verify', 'kyc.verify', 'kyc.verify']);
    const status = await complianceStatus(t.db, shopId);
    expect(status.level).toBe(1);
    expect(status.missing.map((m) => m.key)).toEqual(['business_type']);
    // Verified: settled.
    expect((await owner.put('/api/compliance/requirements/owner_tin', { fields: { tin: '987654321' } })).status).toBe(
      409,
    );
  });

  it('level 2: a licence expiring within 30 days still counts; an expired one does not', async () => {
    expect((await owner.put('/api/compliance/business-type', { business_type: 'sole_proprietor' })).status).toBe(200);
    const in20Days = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await owner.put('/api/compliance/requirements/business_licence', {
      fields: { licence_number: 'DSM/2026/001', expiry_date: in20Days },
    });
    await owner.put('/api/compliance/requirements/tin_certificate', { fields: { tin: '123456789' } });
    await upload(owner, 'business_licence', 'licence');
    await upload(owner, 'tin_certificate', 'certificate');
    expect((await owner.post('/api/compliance/levels/2/submit')).status).toBe(200);
    for (const key of ['business_licence', 'tin_certificate']) {
      await operator.post(`/api/operator/kyc/shops/${shopId}/requirements/${key}/verdict`, { verdict: 'verify' });
    }
    const view = await owner.get('/api/compliance');
    expect(view.body.level).toBe(2);
    expect(requirement(view.body, 'business_licence')).toMatchObject({ state: 'expiring', expires_on: in20Days });
    const later = new Date(Date.now() + 40 * 86_400_000);
    const [status] = (await complianceLevels(t.db, [shopId], later)).values();
    expect(status).toEqual({
      level: 1,
      missing: [{ key: 'business_licence', state: 'expired', label: expect.any(Object) }],
    });
  });
});

describe('who may see what', () => {
  let intruder: TestClient, docId: string;
  beforeAll(async () => {
    intruder = (await signUpUser(t, { shop: true })).client;
    docId = requirement((await owner.get('/api/compliance')).body, 'owner_selfie').documents[0].id;
  });

  it('the owner reads a document, never cached', async () => {
    const res = await owner.get(`/api/compliance/documents/${docId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it("another shop's admin finds nothing (404), a visitor is asked to sign in (401)", async () => {
    expect((await intruder.get(`/api/compliance/documents/${docId}`)).status).toBe(404);
    expect((await intruder.delete(`/api/compliance/documents/${docId}`)).status).toBe(404);
    expect((await t.client().get(`/api/compliance/documents/${docId}`)).status).toBe(401);
    expect((await t.client().get('/api/compliance')).status).toBe(401);
    const theirs = await intruder.get('/api/compliance');
    expect(theirs.body).toMatchObject({ level: 0, timeline: [], notices: [] });
    expect(storedFiles()).toBeGreaterThan(0);
  });

  it('a member who is not an admin is refused (403)', async () => {
    const staff = await signUpUser(t);
    const invite = await owner.post('/api/staff/invitations', {
      email: staff.email,
      permissions: [{ resource: 'orders', action: ['read'] }],
    });
    const token = new URL(invite.body.link).pathname.split('/').pop();
    expect((await staff.client.post(`/api/invitations/${token}/accept`)).status).toBeLessThan(300);
    expect((await staff.client.get('/api/compliance')).status).toBe(403);
    expect((await staff.client.get(`/api/compliance/documents/${docId}`)).status).toBe(403);
  });

  it('every operator route is 404 to a shop owner and 401 signed out', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/operator/kyc/queue'],
      ['GET', `/api/operator/kyc/shops/${shopId}`],
      ['GET', `/api/operator/kyc/shops/${shopId}/documents/${docId}`],
      ['POST', `/api/operator/kyc/shops/${shopId}/requirements/owner_tin/verdict`, { verdict: 'verify' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await owner.request(method, url, body)).status, url).toBe(404);
      expect((await intruder.request(method, url, body)).status, url).toBe(404);
      expect((await t.client().request(method, url, body)).status, url).toBe(401);
    }
  });

  it('an operator asking for a document under another shop finds nothing', async () => {
    const other = (await signUpUser(t, { shop: true })).shop.id;
    expect((await operator.get(`/api/operator/kyc/shops/${other}/documents/${docId}`)).status).toBe(404);
  });
});

describe('races', () => {
  it('ten sends of one requirement at once: one goes for review, one timeline line; ten verdicts: one', async () => {
    const shop = await signUpUser(t, { shop: true });
    await shop.client.put('/api/compliance/requirements/owner_tin', { fields: { tin: '123456789' } });
    const sends = await Promise.all(
      Array.from({ length: 10 }, () => shop.client.post('/api/compliance/requirements/owner_tin/submit')),
    );
    expect(sends.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, () =>
        operator.post(`/api/operator/kyc/shops/${shop.shop.id}/requirements/owner_tin/verdict`, { verdict: 'verify' }),
      ),
    );
    expect(verdicts.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const events = await t.db.select().from(kycEvents).where(eq(kycEvents.shopId, shop.shop.id));
    expect(events.map((e) => e.toState).sort()).toEqual(['submitted', 'verified']);
    expect(await t.db.select().from(operatorActions).where(eq(operatorActions.shopId, shop.shop.id))).toHaveLength(1);
  });
});

describe('the record', () => {
  it('the timeline is append-only', async () => {
    const refusal = async (query: Promise<unknown>) => {
      const error = await query.then(
        () => null,
        (e: { cause?: { message?: string } }) => e,
      );
      return String(error?.cause?.message);
    };
    expect(await refusal(t.db.execute(sql`update kyc_events set reason = 'edited' where shop_id = ${shopId}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(t.db.execute(sql`delete from kyc_events where shop_id = ${shopId}`))).toMatch(/append-only/);
  });

  it('deleting a document removes its file', async () => {
    const shop = await signUpUser(t, { shop: true });
    const res = await upload(shop.client, 'owner_selfie', 'selfie');
    const id = requirement(res.body, 'owner_selfie').documents[0].id;
    expect(storedFiles(shop.shop.id)).toBe(1);
    expect((await shop.client.delete(`/api/compliance/documents/${id}`)).status).toBe(204);
    expect(storedFiles(shop.shop.id)).toBe(0);
    expect((await shop.client.get(`/api/compliance/documents/${id}`)).status).toBe(404);
  });

  it('a shop deleted takes its timeline with it', async () => {
    const shop = await signUpUser(t, { shop: true });
    await shop.client.put('/api/compliance/requirements/owner_tin', { fields: { tin: '123456789' } });
    await shop.client.post('/api/compliance/requirements/owner_tin/submit');
    await t.db.execute(sql`delete from shops where id = ${shop.shop.id}`);
    expect(await t.db.select().from(kycRequirements).where(eq(kycRequirements.shopId, shop.shop.id))).toEqual([]);
  });
});
