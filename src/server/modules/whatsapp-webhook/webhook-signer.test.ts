import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations } from '../../db/schema/chat.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { webhookLogs } from '../../db/schema/whatsapp.ts';
import { signBody } from '../../whatsapp/verify-signature.ts';
import { nextWamid } from '../../test/whatsapp-payloads.ts';
import { connectShop, PLATFORM_SECRET, setUpWhatsapp, type WhatsappTest } from '../../test/whatsapp-test-setup.ts';

// Issue 12: every item of a delivery is checked against the secret that signed it. Shop A (the
// setup's) and shop B each connected a number by hand, with their own Meta app; C and D came
// through Embedded Signup (the platform's app signs for both).
let w: WhatsappTest;
let b: Awaited<ReturnType<typeof connectShop>>;
let c: Awaited<ReturnType<typeof connectShop>>;
let d: Awaited<ReturnType<typeof connectShop>>;
beforeAll(async () => {
  w = await setUpWhatsapp({});
  b = await connectShop(w.t, { appSecret: 'shop-b-own-secret', wabaId: 'WABA-B' });
  c = await connectShop(w.t, { mode: 'embedded', wabaId: 'WABA-C' });
  d = await connectShop(w.t, { mode: 'embedded', wabaId: 'WABA-D' });
});
afterAll(async () => w?.close());

const change = (phoneNumberId: string, from: string, text: string) => ({
  field: 'messages',
  value: {
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: '255700000001', phone_number_id: phoneNumberId },
    contacts: [{ profile: { name: 'Juma' }, wa_id: from }],
    messages: [
      { from, id: nextWamid(), timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } },
    ],
  },
});
const delivery = (...entries: { id: string; changes: unknown[] }[]) => ({
  object: 'whatsapp_business_account',
  entry: entries,
});
const post = (body: unknown, secret: string) => {
  const raw = JSON.stringify(body);
  return w.t.client().request('POST', '/webhooks/whatsapp', raw, {
    'content-type': 'application/json',
    'x-hub-signature-256': signBody(secret, raw),
  });
};
const inboundOf = async (shopId: string, from: string) =>
  (
    await w.t.db
      .select({ content: conversationMessages.content })
      .from(conversationMessages)
      .innerJoin(
        conversations,
        and(
          eq(conversations.shopId, conversationMessages.shopId),
          eq(conversations.id, conversationMessages.conversationId),
        ),
      )
      .where(
        and(
          eq(conversations.shopId, shopId),
          eq(conversations.externalId, from),
          eq(conversationMessages.direction, 'in'),
        ),
      )
  ).map((r) => r.content);
const stored = async () => {
  const [row] = await w.t.db
    .select({ logs: sql<number>`count(*)::int` })
    .from(webhookLogs)
    .where(eq(webhookLogs.direction, 'in'));
  const [queued] = await w.t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.queue, 'whatsapp.inbound'));
  return { logs: row!.logs, jobs: queued!.n };
};

describe('a delivery speaks only for the shops of the app that signed it', () => {
  it("refuses a delivery signed by shop B's secret that names shop A's number in any entry or change", async () => {
    const before = await stored();
    const victim = '255754100001';
    const bodies = [
      // A's change first, in the middle and last; as its own entry and inside B's entry.
      delivery(
        { id: 'WABA1', changes: [change(w.phoneNumberId, victim, 'a-first')] },
        { id: 'WABA-B', changes: [change(b.phoneNumberId, '255754100002', 'b')] },
      ),
      delivery(
        { id: 'WABA-B', changes: [change(b.phoneNumberId, '255754100002', 'b')] },
        { id: 'WABA1', changes: [change(w.phoneNumberId, victim, 'a-middle')] },
        { id: 'WABA-B', changes: [change(b.phoneNumberId, '255754100003', 'b')] },
      ),
      delivery({
        id: 'WABA-B',
        changes: [
          change(b.phoneNumberId, '255754100002', 'b'),
          change(b.phoneNumberId, '255754100003', 'b'),
          change(w.phoneNumberId, victim, 'a-last'),
        ],
      }),
      delivery({ id: 'WABA-B', changes: [change(w.phoneNumberId, victim, 'a-only')] }),
    ];
    for (const body of bodies) expect((await post(body, b.appSecret)).status).toBe(401);
    await w.work();
    expect(await stored()).toEqual(before);
    expect(await inboundOf(w.shopId, victim)).toEqual([]);
    expect(w.fake.sends(w.phoneNumberId)).toEqual([]);
  });

  it("refuses the platform's signature over a number connected with its own app, alongside embedded ones", async () => {
    const before = await stored();
    const body = delivery(
      { id: 'WABA-C', changes: [change(c.phoneNumberId, '255754100004', 'c')] },
      { id: 'WABA1', changes: [change(w.phoneNumberId, '255754100005', 'a')] },
    );
    expect((await post(body, PLATFORM_SECRET)).status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('splits a batch the platform signed for two embedded shops: each shop logs and answers only its own', async () => {
    const body = delivery(
      { id: 'WABA-C', changes: [change(c.phoneNumberId, '255754100006', 'for c')] },
      { id: 'WABA-D', changes: [change(d.phoneNumberId, '255754100007', 'for d')] },
    );
    expect((await post(body, PLATFORM_SECRET)).status).toBe(200);
    await w.work();
    expect(await inboundOf(c.shopId, '255754100006')).toEqual([{ kind: 'text', text: 'for c' }]);
    expect(await inboundOf(d.shopId, '255754100007')).toEqual([{ kind: 'text', text: 'for d' }]);
    const logs = await w.t.db
      .select({ shopId: webhookLogs.shopId, body: webhookLogs.requestBody })
      .from(webhookLogs)
      .where(and(inArray(webhookLogs.shopId, [c.shopId, d.shopId]), eq(webhookLogs.direction, 'in')));
    expect(logs).toHaveLength(2);
    for (const log of logs) {
      const mine = log.shopId === c.shopId ? c.phoneNumberId : d.phoneNumberId;
      const other = log.shopId === c.shopId ? d.phoneNumberId : c.phoneNumberId;
      expect(JSON.stringify(log.body)).toContain(mine);
      expect(JSON.stringify(log.body)).not.toContain(other);
    }
  });

  it("never acts for another shop from a stored body, even one logged under the job's shop", async () => {
    const from = '255754100008';
    const [log] = await w.t.db
      .insert(webhookLogs)
      .values({
        shopId: w.shopId,
        direction: 'in',
        method: 'POST',
        endpoint: '/webhooks/whatsapp',
        statusCode: 200,
        requestBody: delivery({ id: 'WABA-B', changes: [change(b.phoneNumberId, from, 'smuggled')] }),
      })
      .returning();
    await w.t.db.insert(jobs).values({ queue: 'whatsapp.inbound', payload: { logId: log!.id }, shopId: w.shopId });
    await w.work();
    expect(await inboundOf(b.shopId, from)).toEqual([]);
  });
});

describe('deliveries without a number, and Meta errors', () => {
  it('finds a hand-connected account by its business account (entry.id) for account and template updates', async () => {
    const body = delivery({
      id: 'WABA-B',
      changes: [
        { field: 'account_update', value: { phone_number: '255700000002', event: 'VERIFIED_ACCOUNT' } },
        {
          field: 'message_template_status_update',
          value: {
            event: 'APPROVED',
            message_template_id: 1234,
            message_template_name: 'order_update',
            message_template_language: 'sw',
          },
        },
      ],
    });
    expect((await post(body, b.appSecret)).status).toBe(200);
    expect((await post(body, 'not-b-secret')).status).toBe(401);
    const logs = await b.owner.client.get('/api/webhook-logs?direction=in');
    expect(logs.status).toBe(200);
    const mine = logs.body.items.filter((l: { error: unknown }) => l.error === null);
    expect(mine.length).toBeGreaterThanOrEqual(1);
  });

  it("shows Meta's errors about a number in the webhook logs and on the Connect page", async () => {
    const body = delivery({
      id: 'WABA-B',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '255700000002', phone_number_id: b.phoneNumberId },
            errors: [
              {
                code: 131042,
                title: 'Business eligibility payment issue',
                message: 'Business eligibility payment issue',
                error_data: { details: 'Add a payment method to your WhatsApp Business Account.' },
              },
            ],
          },
        },
      ],
    });
    expect((await post(body, b.appSecret)).status).toBe(200);
    const logs = await b.owner.client.get('/api/webhook-logs?direction=in');
    expect(logs.body.items[0].error).toEqual({ code: 131042, title: 'Business eligibility payment issue' });
    const detail = await b.owner.client.get(`/api/webhook-logs/${logs.body.items[0].id}`);
    expect(detail.body.error).toMatchObject({
      code: 131042,
      title: 'Business eligibility payment issue',
      detail: 'Add a payment method to your WhatsApp Business Account.',
    });
    const account = await b.owner.client.get('/api/whatsapp');
    expect(account.body.account.last_error).toBe(
      '131042 Business eligibility payment issue: Add a payment method to your WhatsApp Business Account.',
    );
  });
});
