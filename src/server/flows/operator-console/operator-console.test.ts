import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { contactMessages, contactReplies } from '../../db/schema/contact.ts';
import { operatorActions } from '../../db/schema/operator.ts';
import { shops } from '../../db/schema/shops.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../app.ts';
import { mountStatic } from '../../static.ts';
import { createTestApp, signUpUser, TestClient, type TestApp } from '../../test/harness.ts';

// The operators' console (issue 29): what an operator can do, each change with its log line, and
// bad input refused with nothing written.

const OPERATOR = 'ops@example.com';
let t: TestApp;
let ops: TestClient;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let shopId: string;

const logLines = async () => Number((await t.db.select({ n: count() }).from(operatorActions))[0]!.n);
const shopRow = async (id = shopId) => (await t.db.select().from(shops).where(eq(shops.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_EMAILS: ` ${OPERATOR.toUpperCase()} , other@example.com` } });
  ops = (await signUpUser(t, { email: OPERATOR })).client;
  owner = await signUpUser(t, { shop: true });
  shopId = owner.shop.id;
  await owner.client.put('/api/shop', { listed: true });
});
afterAll(() => t.close());

describe('GET /api/operator/me', () => {
  it('answers an operator (the email compared without case or spaces) and 404 anyone else', async () => {
    expect((await ops.get('/api/operator/me')).body).toEqual({ email: OPERATOR });
    const other = await owner.client.get('/api/operator/me');
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('not_found');
    expect((await t.client().get('/api/operator/me')).status).toBe(401);
  });
});

describe('the shops list', () => {
  let many: string[];
  beforeAll(async () => {
    // Thirty more shops of one owner, straight in the table, each a moment older than the next.
    const [user] = await t.db.select().from(users).where(eq(users.email, owner.email));
    const rows = await t.db
      .insert(shops)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          ownerId: user!.id,
          name: `Bulk shop ${i}`,
          whatsappNumber: `+2557550${String(i).padStart(5, '0')}`,
          category: 'home',
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
        })),
      )
      .returning({ id: shops.id });
    many = rows.map((r) => r.id);
  });

  it('pages through every shop newest first, each once (keyset)', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: { items: { id: string }[]; next_cursor: string | null } } = await ops.get(
        `/api/operator/shops${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((s) => s.id));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([shopId, ...many]));
    expect(seen.indexOf(shopId)).toBeLessThan(seen.indexOf(many[29]!));
    expect(seen.indexOf(many[29]!)).toBeLessThan(seen.indexOf(many[0]!));
  });

  it('finds a shop by its name, its owner’s email or a phone as typed', async () => {
    const ids = async (q: string) =>
      ((await ops.get(`/api/operator/shops?q=${encodeURIComponent(q)}`)).body.items as { id: string }[]).map(
        (s) => s.id,
      );
    expect(await ids('asha fash')).toContain(shopId);
    expect(await ids(owner.email.toUpperCase())).toContain(shopId);
    expect(await ids('0712 345 678')).toContain(shopId);
    expect(await ids('Bulk shop 7')).toEqual([many[7]]);
    expect(await ids('nothing-like-this')).toEqual([]);
  });

  it('shows the figures of a shop', async () => {
    const res = await ops.get(`/api/operator/shops/${shopId}`);
    expect(res.body).toMatchObject({
      id: shopId,
      name: 'Asha Fashion',
      owner_email: owner.email,
      kyc_level: 0, // nothing verified yet (the compliance module's level)
      orders_count: 0,
      balance: 0,
      suspended_at: null,
      listed: true,
      directory_hidden_at: null,
    });
    expect(res.body.last_activity_at).toEqual(expect.any(String));
    expect((await ops.get(`/api/operator/shops/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it.each([
    ['?cursor=nope', 'cursor_invalid'],
    ['?filter=everything', 'invalid_choice'],
    [`?q=${'x'.repeat(101)}`, 'operator_search_too_long'],
  ])('refuses %s with 400', async (query, code) => {
    const res = await ops.get(`/api/operator/shops${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
  });
});

describe('suspending and reinstating', () => {
  it.each([
    [{}, 'operator_reason_required'],
    [{ reason: '  ' }, 'operator_reason_required'],
    [{ reason: 'x'.repeat(501) }, 'operator_reason_too_long'],
    [{ reason: 'Fraud', extra: 1 }, 'unknown_field'],
  ])('refuses %j with 400 and writes nothing', async (body, code) => {
    const lines = await logLines();
    const res = await ops.post(`/api/operator/shops/${shopId}/suspend`, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect((await shopRow()).suspendedAt).toBeNull();
    expect(await logLines()).toBe(lines);
  });

  it('suspends with the reason, logs before and after, and the owner is told', async () => {
    const res = await ops.post(`/api/operator/shops/${shopId}/suspend`, { reason: 'Reports of fraud' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ suspended_reason: 'Reports of fraud', suspended_at: expect.any(String) });
    const [line] = await t.db.select().from(operatorActions).where(eq(operatorActions.shopId, shopId));
    expect(line).toMatchObject({
      operatorEmail: OPERATOR,
      action: 'shop.suspend',
      subjectType: 'shop',
      subjectId: shopId,
      reason: 'Reports of fraud',
      before: expect.objectContaining({ suspended_at: null, suspended_reason: null }),
      after: expect.objectContaining({ suspended_reason: 'Reports of fraud' }),
    });
    const mine = await owner.client.get('/api/shop');
    expect(mine.body.suspended).toEqual({ at: expect.any(String), reason: 'Reports of fraud' });
  });

  it('refuses a second suspension with 409 and writes nothing', async () => {
    const lines = await logLines();
    const res = await ops.post(`/api/operator/shops/${shopId}/suspend`, { reason: 'Again' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('shop_already_suspended');
    expect(await logLines()).toBe(lines);
  });

  it('takes the shop out of the public directory while suspended, and reinstates', async () => {
    const listed = async () =>
      ((await t.client().get('/api/public/shops?q=Asha')).body.items as { id: string }[]).some((s) => s.id === shopId);
    expect(await listed()).toBe(false);
    const res = await ops.post(`/api/operator/shops/${shopId}/reinstate`, {});
    expect(res.status).toBe(200);
    expect(res.body.suspended_at).toBeNull();
    expect((await owner.client.get('/api/shop')).body.suspended).toBeNull();
    expect(await listed()).toBe(true);
    expect((await ops.post(`/api/operator/shops/${shopId}/reinstate`, {})).body.code).toBe('shop_not_suspended');
  });

  it('is not something the shop can do to itself', async () => {
    const res = await owner.client.put('/api/shop', { suspended_at: null, suspended_reason: null });
    expect(res.status).toBe(400);
    expect((await owner.client.post(`/api/operator/shops/${shopId}/suspend`, { reason: 'Self' })).status).toBe(404);
  });
});

describe('the directory', () => {
  const inDirectory = async (q: string) =>
    ((await t.client().get(`/api/public/shops?q=${encodeURIComponent(q)}`)).body.items as { id: string }[]).some(
      (s) => s.id === shopId,
    );

  it('hides a listing with a reason, from the list and its search, until shown again', async () => {
    expect(await inDirectory('Asha')).toBe(true);
    expect((await ops.post(`/api/operator/shops/${shopId}/directory/hide`, { reason: 'no' })).status).toBe(400);
    const hidden = await ops.post(`/api/operator/shops/${shopId}/directory/hide`, { reason: 'Sells fakes' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.directory_hidden_reason).toBe('Sells fakes');
    expect(await inDirectory('Asha')).toBe(false);
    expect(await inDirectory('')).toBe(false);
    // The owner listing it again does not bring it back.
    await owner.client.put('/api/shop', { listed: true });
    expect(await inDirectory('Asha')).toBe(false);
    expect((await ops.post(`/api/operator/shops/${shopId}/directory/hide`, { reason: 'Twice' })).status).toBe(409);
    const shown = await ops.post(`/api/operator/shops/${shopId}/directory/unhide`, { reason: 'Checked' });
    expect(shown.body.directory_hidden_at).toBeNull();
    expect(await inDirectory('Asha')).toBe(true);
    const actions = (await t.db.select().from(operatorActions).where(eq(operatorActions.shopId, shopId))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['directory.hide', 'directory.unhide']));
  });
});

describe('contact-form messages', () => {
  let messageId: string;
  beforeAll(async () => {
    await t.db.insert(contactMessages).values({
      name: 'Older',
      email: 'older@example.com',
      phone: '+255754000001',
      message: 'An older message.',
      createdAt: new Date(Date.now() - 60_000),
    });
    const [row] = await t.db
      .insert(contactMessages)
      .values({
        name: 'Asha',
        email: 'asha@example.com',
        phone: '+255754000002',
        message: 'Naomba msaada.',
        language: 'sw',
      })
      .returning();
    messageId = row!.id;
  });

  it('lists new ones newest first', async () => {
    const res = await ops.get('/api/operator/contact-messages');
    expect(res.body.items.map((m: { name: string }) => m.name)).toEqual(['Asha', 'Older']);
  });

  it('marks one handled once, with its log line', async () => {
    const res = await ops.post(`/api/operator/contact-messages/${messageId}/handled`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'handled', handled_by: OPERATOR });
    expect((await ops.get('/api/operator/contact-messages?status=new')).body.items).toHaveLength(1);
    expect((await ops.get('/api/operator/contact-messages?status=handled')).body.items[0].id).toBe(messageId);
    const again = await ops.post(`/api/operator/contact-messages/${messageId}/handled`);
    expect(again.status).toBe(409);
    const [line] = await t.db.select().from(operatorActions).where(eq(operatorActions.subjectId, messageId));
    expect(line).toMatchObject({ action: 'contact.handle', before: { status: 'new' } });
  });

  it('replies by email, keeps the reply and shows it', async () => {
    const mails = t.mails.length;
    const res = await ops.post(`/api/operator/contact-messages/${messageId}/replies`, {
      subject: 'Re: msaada',
      body: 'Karibu, tumekusaidia.',
    });
    expect(res.status).toBe(201);
    expect(res.body.replies).toEqual([
      expect.objectContaining({ subject: 'Re: msaada', body: 'Karibu, tumekusaidia.', operator_email: OPERATOR }),
    ]);
    expect(t.mails.slice(mails)).toEqual([
      expect.objectContaining({ to: 'asha@example.com', subject: 'Re: msaada', text: 'Karibu, tumekusaidia.' }),
    ]);
  });

  it.each([
    [{ subject: '', body: 'x' }, 'contact_reply_subject_required'],
    [{ subject: 'x', body: '   ' }, 'contact_reply_body_required'],
    [{ subject: 'x', body: 'y'.repeat(5001) }, 'contact_reply_body_too_long'],
  ])('refuses a reply %j with 400, sending and keeping nothing', async (body, code) => {
    const mails = t.mails.length;
    const replies = Number((await t.db.select({ n: count() }).from(contactReplies))[0]!.n);
    const res = await ops.post(`/api/operator/contact-messages/${messageId}/replies`, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(t.mails.length).toBe(mails);
    expect(Number((await t.db.select({ n: count() }).from(contactReplies))[0]!.n)).toBe(replies);
  });

  it('keeps nothing when the mail cannot be sent (502)', async () => {
    const replies = Number((await t.db.select({ n: count() }).from(contactReplies))[0]!.n);
    const lines = await logLines();
    const send = t.deps.mailer.send;
    t.deps.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const res = await ops.post(`/api/operator/contact-messages/${messageId}/replies`, { subject: 's', body: 'b' });
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('contact_reply_not_sent');
    } finally {
      t.deps.mailer.send = send;
    }
    expect(Number((await t.db.select({ n: count() }).from(contactReplies))[0]!.n)).toBe(replies);
    expect(await logLines()).toBe(lines);
  });

  it('is 404 for a message that does not exist', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await ops.get(`/api/operator/contact-messages/${nobody}`)).status).toBe(404);
    expect((await ops.post(`/api/operator/contact-messages/${nobody}/handled`)).status).toBe(404);
  });
});

describe('the audit log', () => {
  it('lists every action newest first, by shop on request', async () => {
    const all = (await ops.get('/api/operator/actions')).body.items as {
      id: string;
      action: string;
      shop_id: string | null;
    }[];
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.map((a) => a.id)).toEqual([...all.map((a) => a.id)].sort().reverse());
    const mine = (await ops.get(`/api/operator/actions?shop_id=${shopId}`)).body.items as {
      shop_id: string;
      shop_name: string;
    }[];
    expect(mine.every((a) => a.shop_id === shopId && a.shop_name === 'Asha Fashion')).toBe(true);
    expect(mine.length).toBe(4);
    expect((await ops.get('/api/operator/actions?shop_id=nope')).status).toBe(400);
  });

  it('cannot be edited or removed, by any route or by SQL (the trigger refuses)', async () => {
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'done',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    const lines = await logLines();
    expect(await refusal(t.db.execute(sql`update operator_actions set reason = 'changed'`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`delete from operator_actions`))).toMatch(/append-only/);
    expect(await logLines()).toBe(lines);
    const { apiRoutes } = await import('../../app.ts');
    // No route but the console's reads names the log, and none of them writes it.
    const touching = apiRoutes.filter((r) => r.path.startsWith('/api/operator/actions'));
    expect(touching.map((r) => r.method)).toEqual(['GET']);
  });
});

describe('the console page', () => {
  it('is the 404 page to a signed-in person who is not an operator; the app to operators and visitors', async () => {
    // As `npm start` serves it (src/server/index.ts): the app, then the built site (a small one here).
    const dist = mkdtempSync(path.join(tmpdir(), 'duka-operator-dist-'));
    mkdirSync(path.join(dist, 'operator'), { recursive: true });
    writeFileSync(
      path.join(dist, 'operator', 'index.html'),
      '<!doctype html><title>shell</title><p>the console shell</p>',
    );
    writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>404</title><p>page not found</p>');
    const app = createApp(t.deps);
    mountStatic(app, dist);
    const as = (client: TestClient | null) => {
      const c = new TestClient(app.fetch);
      c.cookie = client?.cookie ?? '';
      return c;
    };
    try {
      for (const address of ['/operator', '/operator/shops', '/operator/audit?shop=x']) {
        const refused = await as(owner.client).get(address);
        expect(refused.status).toBe(404);
        expect(refused.body).toContain('page not found');
        expect(refused.headers.get('content-security-policy')).toBeTruthy();
        const shell = await as(ops).get(address);
        expect(shell.status).toBe(200);
        expect(shell.body).toContain('the console shell');
        expect((await as(null).get(address)).body).toContain('the console shell');
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
