import { and, eq } from 'drizzle-orm';
import { conversationMessages } from '../../db/schema/chat.ts';
import { whatsappAccounts } from '../../db/schema/whatsapp.ts';
import { jobHandlers } from '../../job-handlers.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { seal } from '../../whatsapp/secret-box.ts';
import { messagesWebhook, textMessage } from '../../test/whatsapp-payloads.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.ts';
import { webhookLogs } from '../../db/schema/whatsapp.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { maskEndpoint, maskSecrets } from '../../http/mask-secrets.ts';

let t: TestApp;
let owner: TestClient;
let staff: TestClient;
let other: TestClient;
let shopA: string;
let shopB: string;
const ids: Record<string, string> = {};

const at = (iso: string) => new Date(iso);
const envelope = {
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '123',
      changes: [
        { field: 'messages', value: { messages: [{ id: 'wamid.A1', type: 'text', text: { body: 'Habari' } }] } },
      ],
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUpUser(t, { shop: true });
  owner = a.client;
  shopA = a.shop.id;
  // A member with no permission at all still reads the logs (spec 2.5), but cannot replay.
  const s = await signUpUser(t);
  const invite = (await owner.post('/api/staff/invitations', { email: s.email, permissions: [] })).body;
  await s.client.post(`/api/invitations/${new URL(invite.link).pathname.split('/').pop()}/accept`);
  staff = s.client;
  const b = await signUpUser(t, { shop: true });
  other = b.client;
  shopB = b.shop.id;

  const rows = await t.db
    .insert(webhookLogs)
    .values([
      {
        shopId: shopA,
        direction: 'in',
        method: 'POST',
        endpoint: '/webhooks/whatsapp',
        statusCode: 200,
        requestBody: envelope,
        createdAt: at('2026-11-01T08:00:00Z'),
      },
      {
        shopId: shopA,
        direction: 'in',
        method: 'POST',
        endpoint: '/webhooks/whatsapp',
        statusCode: 200,
        requestBody: envelope,
        error: { code: 'engine', title: 'Flow crashed' },
        createdAt: at('2026-11-02T08:00:00Z'),
      },
      {
        shopId: shopA,
        direction: 'out',
        method: 'POST',
        endpoint: '/1098/messages',
        statusCode: 200,
        latencyMs: 120,
        requestBody: { to: '255754123456', access_token: 'EAAG-secret-abcd' },
        createdAt: at('2026-11-03T08:00:00Z'),
      },
      {
        shopId: shopA,
        direction: 'out',
        method: 'GET',
        endpoint: '/oauth/access_token?client_id=1&client_secret=topsecret99&code=abc123456',
        statusCode: 400,
        latencyMs: 80,
        responseBody: { error: { message: 'bad', code: 100, nested: [{ authorization: 'Bearer EAAG-zzzz' }] } },
        error: { code: 100, title: 'bad' },
        createdAt: at('2026-11-04T08:00:00Z'),
      },
      {
        shopId: shopA,
        direction: 'in',
        method: 'POST',
        endpoint: '/webhooks/whatsapp',
        statusCode: 200,
        requestBody: envelope,
        createdAt: at('2026-11-05T08:00:00Z'),
      },
      {
        shopId: shopB,
        direction: 'in',
        method: 'POST',
        endpoint: '/webhooks/whatsapp',
        statusCode: 200,
        requestBody: envelope,
        error: { code: 'engine', title: 'B failed' },
        createdAt: at('2026-11-03T09:00:00Z'),
      },
    ])
    .returning();
  [ids.inOk, ids.inFailed, ids.outOk, ids.outFailed, ids.inNewest, ids.shopB] = rows.map((r) => r.id);
});
afterAll(() => t.close());

describe('webhook log list', () => {
  it("answers the shop's own rows only, newest first, to any member", async () => {
    const res = await staff.get('/api/webhook-logs');
    expect(res.status).toBe(200);
    expect(res.body.items.map((r: any) => r.id)).toEqual([
      ids.inNewest,
      ids.outFailed,
      ids.outOk,
      ids.inFailed,
      ids.inOk,
    ]);
    expect(res.body.next_cursor).toBeNull();
    expect(res.body.items[1]).toMatchObject({
      direction: 'out',
      method: 'GET',
      status: 'failed',
      status_code: 400,
      latency_ms: 80,
      replayable: false,
    });
    expect(res.body.items[1].endpoint).not.toContain('topsecret99');
    expect(res.body.items[3]).toMatchObject({
      status: 'failed',
      replayable: true,
      error: { code: 'engine', title: 'Flow crashed' },
    });
    expect(JSON.stringify(res.body)).not.toContain(ids.shopB);
    // Lists carry no bodies: those are for the detail.
    expect(res.body.items[0].request_body).toBeUndefined();
  });

  it('filters by direction, status, endpoint text and days', async () => {
    const list = async (q: string) => (await owner.get(`/api/webhook-logs?${q}`)).body.items.map((r: any) => r.id);
    expect(await list('direction=out')).toEqual([ids.outFailed, ids.outOk]);
    expect(await list('status=failed')).toEqual([ids.outFailed, ids.inFailed]);
    expect(await list('status=ok&direction=in')).toEqual([ids.inNewest, ids.inOk]);
    expect(await list('q=messages')).toEqual([ids.outOk]);
    expect(await list('q=%25')).toEqual([]);
    expect(await list('from=2026-11-02&to=2026-11-03')).toEqual([ids.outOk, ids.inFailed]);
    expect((await owner.get('/api/webhook-logs?status=broken')).status).toBe(400);
  });

  it('pages with a cursor without skipping or repeating rows', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: any = await owner.get(`/api/webhook-logs?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((r: any) => r.id));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual([ids.inNewest, ids.outFailed, ids.outOk, ids.inFailed, ids.inOk]);
    expect((await owner.get('/api/webhook-logs?cursor=nonsense')).status).toBe(400);
  });

  it('gives another shop nothing', async () => {
    const res = await other.get('/api/webhook-logs');
    expect(res.body.items.map((r: any) => r.id)).toEqual([ids.shopB]);
    expect((await other.get(`/api/webhook-logs/${ids.inFailed}`)).status).toBe(404);
    expect((await other.post(`/api/webhook-logs/${ids.inFailed}/replay`)).status).toBe(404);
  });
});

describe('webhook log detail', () => {
  it('masks secrets in bodies and the endpoint, even when stored unmasked', async () => {
    const out = (await staff.get(`/api/webhook-logs/${ids.outOk}`)).body;
    expect(out.request_body).toEqual({ to: '255754123456', access_token: '••••abcd' });
    const failed = (await staff.get(`/api/webhook-logs/${ids.outFailed}`)).body;
    expect(failed.endpoint).toBe('/oauth/access_token?client_id=1&client_secret=••••et99&code=••••3456');
    expect(failed.response_body.error).toEqual({ message: 'bad', code: 100, nested: [{ authorization: '••••zzzz' }] });
    expect(JSON.stringify(failed)).not.toContain('EAAG-zzzz');
  });

  it('masks at any depth but keeps numbers such as error codes', () => {
    expect(maskSecrets({ a: [{ b: { Client_Secret: 'xyz12345', code: 131047, token: 'ab' } }] })).toEqual({
      a: [{ b: { Client_Secret: '••••2345', code: 131047, token: '••••' } }],
    });
    expect(maskEndpoint('/123/messages')).toBe('/123/messages');
  });
});

describe('replay', () => {
  it('re-enqueues a failed inbound event as a new entry, each time with a new job', async () => {
    const first = await owner.post(`/api/webhook-logs/${ids.inFailed}/replay`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      replay_of: ids.inFailed,
      direction: 'in',
      job_status: 'queued',
      request_body: envelope,
    });
    const second = await owner.post(`/api/webhook-logs/${ids.inFailed}/replay`);
    expect(second.status).toBe(201);
    const queued = await t.db.select().from(jobs).where(eq(jobs.queue, 'whatsapp.inbound'));
    expect(queued.map((j) => j.payload)).toEqual(
      expect.arrayContaining([{ logId: first.body.id }, { logId: second.body.id }]),
    );
    expect(new Set(queued.map((j) => j.dedupeKey)).size).toBe(queued.length);
    expect(queued.every((j) => j.shopId === shopA)).toBe(true);
    const detail = (await owner.get(`/api/webhook-logs/${ids.inFailed}`)).body;
    expect(detail.replays.map((r: any) => r.id).sort()).toEqual([first.body.id, second.body.id].sort());
  });

  it('refuses events that did not fail or are outbound, and members without the permission', async () => {
    for (const id of [ids.inOk, ids.outFailed]) {
      const res = await owner.post(`/api/webhook-logs/${id}/replay`);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('webhook_log_not_replayable');
    }
    expect((await staff.post(`/api/webhook-logs/${ids.inFailed}/replay`)).status).toBe(403);
  });

  // Issue 25: a failed payment callback was replayed as a WhatsApp event (its body sent to the inbound worker).
  it('replays only to the route a row came from: a failed payment callback is refused, nothing written', async () => {
    const [callback] = await t.db
      .insert(webhookLogs)
      .values({
        shopId: shopA,
        direction: 'in',
        channel: 'payments',
        method: 'POST',
        endpoint: '/webhooks/payments/selcom/k…abcd',
        statusCode: 500,
        requestBody: { result: 'SUCCESS', resultcode: '000', transid: 'T1', reference: 'R1', amount: '1000' },
        error: { code: 'internal', title: 'Error: boom' },
        createdAt: at('2026-11-06T08:00:00Z'),
      })
      .returning();
    const listed = (await owner.get('/api/webhook-logs?status=failed')).body.items.find(
      (r: { id: string }) => r.id === callback!.id,
    );
    expect(listed).toMatchObject({ status: 'failed', replayable: false });
    const countRows = async () => [
      (await t.db.select().from(webhookLogs)).length,
      (await t.db.select().from(jobs)).length,
    ];
    const before = await countRows();
    const en = await owner.post(`/api/webhook-logs/${callback!.id}/replay`);
    expect([en.status, en.body.code]).toEqual([409, 'webhook_log_payment_not_replayable']);
    expect(en.body.message).toMatch(/cannot be replayed/);
    const sw = await owner.post(`/api/webhook-logs/${callback!.id}/replay`, undefined, { 'accept-language': 'sw' });
    expect(sw.body.message).toMatch(/haiwezi kurudiwa/);
    expect(await countRows()).toEqual(before);
    // A failed WhatsApp delivery still goes back to the WhatsApp worker.
    const whatsapp = await owner.post(`/api/webhook-logs/${ids.inFailed}/replay`);
    expect(whatsapp.status).toBe(201);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `replay:${whatsapp.body.id}`));
    expect(job?.queue).toBe('whatsapp.inbound');
  });

  it('a replay is processed by the inbound worker, and a second replay adds no message', async () => {
    await t.db.insert(whatsappAccounts).values({
      shopId: shopA,
      phoneNumberId: '7000000000001',
      wabaId: '7000000000002',
      mode: 'manual',
      accessTokenEnc: seal(t.deps.env.secretKey, 'EAAG-test-token'),
      appSecretEnc: seal(t.deps.env.secretKey, 'secret'),
      verifyToken: 'verify-me',
    });
    const body = messagesWebhook('7000000000001', '255754111222', [textMessage('Habari', 'wamid.REPLAY1')]);
    const [failed] = await t.db
      .insert(webhookLogs)
      .values({
        shopId: shopA,
        direction: 'in',
        method: 'POST',
        endpoint: '/webhooks/whatsapp',
        statusCode: 200,
        requestBody: body,
        error: { code: 'engine', title: 'Crashed before the fix' },
      })
      .returning();
    const stored = () =>
      t.db
        .select()
        .from(conversationMessages)
        .where(and(eq(conversationMessages.shopId, shopA), eq(conversationMessages.externalId, 'wamid.REPLAY1')));

    const first = (await owner.post(`/api/webhook-logs/${failed!.id}/replay`)).body;
    await runDueJobs(t.deps, jobHandlers, { queues: ['whatsapp.inbound'] });
    expect(await stored()).toHaveLength(1);
    expect((await owner.get(`/api/webhook-logs/${first.id}`)).body).toMatchObject({
      status: 'ok',
      job: { status: 'done' },
    });

    await owner.post(`/api/webhook-logs/${failed!.id}/replay`);
    await runDueJobs(t.deps, jobHandlers, { queues: ['whatsapp.inbound'] });
    expect(await stored()).toHaveLength(1);
  });

  it('does not count an event with nothing to process as failed', async () => {
    const [noted] = await t.db
      .insert(webhookLogs)
      .values({
        shopId: shopA,
        direction: 'in',
        method: 'POST',
        endpoint: '/webhooks/whatsapp',
        statusCode: 200,
        error: { code: 'nothing_to_process', title: 'No message or status in this event' },
      })
      .returning();
    expect((await owner.get(`/api/webhook-logs/${noted!.id}`)).body).toMatchObject({ status: 'ok', replayable: false });
  });

  it('counts an event whose processing job gave up as failed', async () => {
    const [job] = await t.db
      .insert(jobs)
      .values({
        queue: 'whatsapp.inbound',
        payload: { logId: ids.inNewest },
        shopId: shopA,
        status: 'failed',
        lastError: 'boom',
      })
      .returning();
    await t.db.update(webhookLogs).set({ jobId: job!.id }).where(eq(webhookLogs.id, ids.inNewest));
    const detail = (await owner.get(`/api/webhook-logs/${ids.inNewest}`)).body;
    expect(detail).toMatchObject({ status: 'failed', replayable: true, job: { status: 'failed', last_error: 'boom' } });
    expect(shopB).toBeTruthy();
  });
});
