import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations } from '../../db/schema/chat.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { webhookLogs, whatsappMessageRefs } from '../../db/schema/whatsapp.ts';
import {
  buttonReply,
  listReply,
  messagesWebhook,
  nextWamid,
  statusesWebhook,
  textMessage,
} from '../../test/whatsapp-payloads.ts';
import { setUpWhatsapp, VERIFY_TOKEN, type WhatsappTest } from '../../test/whatsapp-test-setup.ts';

let w: WhatsappTest;
const CUSTOMER = '255754000111';

beforeAll(async () => {
  w = await setUpWhatsapp();
  await w.owner.client.post('/api/products', {
    name: 'Kanga',
    price: 15000,
    category: 'clothing_accessories',
    stock: 20,
  });
});
afterAll(async () => w?.close());

const counts = async () => {
  const [logs] = await w.t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookLogs)
    .where(eq(webhookLogs.direction, 'in'));
  const [queued] = await w.t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.queue, 'whatsapp.inbound'));
  const [messages] = await w.t.db.select({ n: sql<number>`count(*)::int` }).from(conversationMessages);
  return { logs: logs!.n, jobs: queued!.n, messages: messages!.n };
};
const inboundRows = (from = CUSTOMER) =>
  w.t.db
    .select({ m: conversationMessages })
    .from(conversationMessages)
    .innerJoin(
      conversations,
      and(
        eq(conversations.shopId, conversationMessages.shopId),
        eq(conversations.id, conversationMessages.conversationId),
      ),
    )
    .where(and(eq(conversations.externalId, from), eq(conversationMessages.direction, 'in')))
    .then((rows) => rows.map((r) => r.m));

describe('GET /webhooks/whatsapp (verification)', () => {
  it("answers the challenge for the platform's token or a shop's token, 403 otherwise", async () => {
    const c = w.t.client();
    const ok = await c.get(
      `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toBe(1158201444);
    expect(ok.headers.get('content-type')).toMatch(/text\/plain/);
    expect(
      (await c.get('/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=shop-verify-token&hub.challenge=abc')).body,
    ).toBe('abc');
    expect((await c.get('/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=abc')).status).toBe(
      403,
    );
    expect(
      (await c.get(`/webhooks/whatsapp?hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=abc`))
        .status,
    ).toBe(403);
    expect((await c.get('/webhooks/whatsapp?hub.mode=subscribe&hub.challenge=abc')).status).toBe(403);
  });

  it('refuses a verify token PostgreSQL could not hold with 400, before looking it up', async () => {
    const res = await w.t.client().get('/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=a%00b&hub.challenge=1');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_text', field: 'hub.verify_token' });
  });
});

describe('POST /webhooks/whatsapp: bad input', () => {
  it('refuses a missing, wrong or other-secret signature and stores nothing', async () => {
    const before = await counts();
    const body = messagesWebhook(w.phoneNumberId, CUSTOMER, [textMessage('Hi')]);
    expect((await w.post(body, null)).status).toBe(401);
    expect((await w.post(body, 'sha256=' + '0'.repeat(64))).status).toBe(401);
    expect((await w.post(body, undefined, 'some-other-secret')).status).toBe(401);
    // A manual number's webhooks are signed by its own app, not the platform's.
    expect((await w.post(body, undefined, 'platform-app-secret')).status).toBe(401);
    // Signed, then changed in transit.
    const raw = JSON.stringify(body);
    const { signBody } = await import('../../whatsapp/verify-signature.ts');
    expect((await w.post(raw.replace('Hi', 'Ho'), signBody(w.appSecret, raw))).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('acknowledges and logs a signed body that is not JSON, without a job', async () => {
    const before = await counts();
    const res = await w.post(
      `{"entry":[{"changes":[{"value":{"metadata":{"phone_number_id":"${w.phoneNumberId}"}}}]}],,,`,
    );
    expect(res.status).toBe(200);
    const after = await counts();
    expect(after).toEqual({ ...before, logs: before.logs + 1 });
    const [log] = await w.t.db
      .select()
      .from(webhookLogs)
      .where(eq(webhookLogs.direction, 'in'))
      .orderBy(sql`${webhookLogs.createdAt} desc`)
      .limit(1);
    expect(log).toMatchObject({ shopId: w.shopId, statusCode: 200, error: { code: 'malformed_json' }, jobId: null });
  });

  it('checks the signature over the bytes as sent, which parsing and writing the JSON again would change', async () => {
    // Meta's own spacing and escapes: hashing the body parsed and written again (as Hono hands it
    // out after c.req.json() in some versions) would refuse Meta's signature with 401.
    const id = nextWamid();
    const body = messagesWebhook(w.phoneNumberId, '255754000555', [textMessage('Karibu café', id)]);
    const raw = JSON.stringify(body, null, 2).replace('café', 'caf\\u00e9');
    expect(JSON.stringify(JSON.parse(raw))).not.toBe(raw);
    const res = await w.post(raw);
    expect(res.status).toBe(200);
    expect(res.body).toBe('EVENT_RECEIVED');
    await w.work();
    expect((await inboundRows('255754000555')).map((r) => r.content)).toEqual([{ kind: 'text', text: 'Karibu café' }]);
  });

  it('acknowledges a message for an unknown number, logged without a shop, nothing else', async () => {
    const before = await counts();
    const res = await w.post(
      messagesWebhook('999000111', CUSTOMER, [textMessage('Hi')]),
      undefined,
      'platform-app-secret',
    );
    expect(res.status).toBe(200);
    await w.work();
    expect(await counts()).toEqual({ ...before, logs: before.logs + 1 });
    const [log] = await w.t.db
      .select()
      .from(webhookLogs)
      .where(eq(webhookLogs.direction, 'in'))
      .orderBy(sql`${webhookLogs.createdAt} desc`)
      .limit(1);
    expect(log).toMatchObject({ shopId: null, error: { code: 'unknown_number' }, jobId: null });
  });

  it('stores and processes a body with a NUL character, which jsonb refuses as is', async () => {
    const id = nextWamid();
    const raw = JSON.stringify(messagesWebhook(w.phoneNumberId, '255754000444', [textMessage('a\u0000b', id)]));
    expect((await w.post(raw)).status).toBe(200);
    await w.work();
    expect((await inboundRows('255754000444')).map((r) => r.content)).toEqual([{ kind: 'text', text: 'ab' }]);
  });

  // Issue 25: the entry's id went to the database as is, and PostgreSQL refuses a NUL with a 500.
  it("answers an entry whose id holds a NUL as any other unreadable entry: no 500, nothing of the shop's", async () => {
    const update = (id: unknown) => ({
      object: 'whatsapp_business_account',
      entry: [{ id, time: 1732600000, changes: [{ field: 'account_update', value: { event: 'VERIFIED_ACCOUNT' } }] }],
    });
    for (const secret of [w.appSecret, 'platform-app-secret']) {
      const unreadable = await w.post(update({ not: 'an id' }), undefined, secret);
      const before = await counts();
      const nul = await w.post(update('1234\u00005678'), undefined, secret);
      expect(nul.status).toBe(unreadable.status);
      expect(nul.status).toBeLessThan(500);
      // Nothing reached the shop: no log of its own, no job; the platform's delivery is logged without a shop.
      const after = await counts();
      expect(after.jobs).toBe(before.jobs);
      expect(after.logs).toBe(before.logs + (nul.status === 200 ? 1 : 0));
      if (nul.status === 200) {
        const [log] = await w.t.db
          .select()
          .from(webhookLogs)
          .where(eq(webhookLogs.direction, 'in'))
          .orderBy(sql`${webhookLogs.createdAt} desc`)
          .limit(1);
        expect(log).toMatchObject({ shopId: null, error: { code: 'unknown_number' }, jobId: null });
      }
    }
    // A NUL in the number of a messages change: as a change with no number (read by its entry).
    const noNumber = await w.post(messagesWebhook('', CUSTOMER, [textMessage('Hi')]));
    const byNumber = await w.post(messagesWebhook('1234\u00005678', CUSTOMER, [textMessage('Hi')]));
    expect(byNumber.status).toBe(noNumber.status);
    expect(byNumber.status).toBeLessThan(500);
  });

  it('acknowledges a body nested deeper than any delivery as not JSON, logged without a job', async () => {
    const before = await counts();
    const deep = `{"entry":[{"changes":[{"value":{"metadata":{"phone_number_id":"${w.phoneNumberId}"},"x":${'['.repeat(50_000)}${']'.repeat(50_000)}}}]}]}`;
    const res = await w.post(deep);
    expect(res.status).toBe(200);
    expect(await counts()).toEqual({ ...before, logs: before.logs + 1 });
    const [log] = await w.t.db
      .select()
      .from(webhookLogs)
      .where(eq(webhookLogs.direction, 'in'))
      .orderBy(sql`${webhookLogs.createdAt} desc`)
      .limit(1);
    expect(log).toMatchObject({ shopId: w.shopId, error: { code: 'malformed_json' }, jobId: null });
  });

  it('refuses a body over 1 MB', async () => {
    const res = await w.post({ entry: [], pad: 'x'.repeat(1100 * 1024) });
    expect(res.status).toBe(413);
  });
});

describe('the WhatsApp journey', () => {
  it('"Hi" gets the menu as a valid interactive message at Meta, and a button continues the flow', async () => {
    w.fake.reset();
    const hi = nextWamid();
    expect((await w.post(messagesWebhook(w.phoneNumberId, CUSTOMER, [textMessage('Hi', hi)], 'Neema'))).status).toBe(
      200,
    );
    await w.work();
    const sends = w.fake.sends(w.phoneNumberId);
    expect(sends.length).toBeGreaterThanOrEqual(2);
    for (const s of sends) {
      expect(s.headers.authorization).toBe('Bearer EAAG-shop-access-token-1234');
      expect(s.body).toMatchObject({ messaging_product: 'whatsapp', recipient_type: 'individual', to: CUSTOMER });
    }
    const menu = sends.find((s) => s.body.type === 'interactive')!.body.interactive;
    expect(menu.type).toBe('button');
    expect(menu.action.buttons.map((b: any) => b.reply.id)).toHaveLength(3);
    // The customer's conversation: their name, phone and the window opened.
    const [conv] = await w.t.db.select().from(conversations).where(eq(conversations.externalId, CUSTOMER));
    expect(conv).toMatchObject({ channel: 'whatsapp', customerName: 'Neema', customerPhone: `+${CUSTOMER}` });
    expect(conv!.lastInboundAt).toBeInstanceOf(Date);
    // Every outbound row is sent and refers to its wamids.
    const out = await w.t.db
      .select()
      .from(conversationMessages)
      .where(and(eq(conversationMessages.conversationId, conv!.id), eq(conversationMessages.direction, 'out')));
    expect(out.length).toBeGreaterThanOrEqual(2);
    expect(out.every((m) => m.status === 'sent')).toBe(true);
    const refs = await w.t.db
      .select()
      .from(whatsappMessageRefs)
      .where(
        inArray(
          whatsappMessageRefs.messageId,
          out.map((m) => m.id),
        ),
      );
    expect(refs).toHaveLength(sends.length);

    // Tap the first menu button ("Browse products"), then walk to the checkout link.
    const browse = menu.action.buttons.find((b: any) => /browse/.test(b.reply.id)) ?? menu.action.buttons[0];
    let reply = buttonReply(browse.reply.id, browse.reply.title);
    let link: string | null = null;
    for (let step = 0; step < 12 && !link; step++) {
      w.fake.reset();
      expect((await w.post(messagesWebhook(w.phoneNumberId, CUSTOMER, [reply]))).status).toBe(200);
      await w.work();
      const now = w.fake.sends(w.phoneNumberId).map((s) => s.body);
      link = now.map((b) => b.text?.body as string | undefined).find((t) => t?.includes('/cart?token=')) ?? null;
      if (link) break;
      const last = [...now].reverse().find((b) => b.type === 'interactive');
      expect(last, `step ${step}: the bot asked nothing (${JSON.stringify(now)})`).toBeDefined();
      const options: { id: string; title: string }[] =
        last.interactive.type === 'button'
          ? last.interactive.action.buttons.map((b: any) => b.reply)
          : last.interactive.action.sections.flatMap((s: any) => s.rows);
      const pick =
        [':checkout', ':p:', ':add', ':v:', ':q:', ':a:']
          .map((k) => options.find((o) => o.id.includes(k)))
          .find(Boolean) ?? options[0]!;
      reply = last.interactive.type === 'button' ? buttonReply(pick.id, pick.title) : listReply(pick.id, pick.title);
    }
    expect(link).toMatch(/http:\/\/localhost:4321\/cart\?token=/);

    // The customer submits the order page; the shop's confirmation reaches them on WhatsApp.
    const token = new URL(/https?:\/\/\S+/.exec(link!)![0]).searchParams.get('token')!;
    const c = w.t.client();
    const cart = await c.get(`/api/v1/order?token=${encodeURIComponent(token)}`);
    expect(cart.status).toBe(200);
    const items = cart.body.products.map((p: any) => ({
      product_id: p.product_id,
      variant_id: p.variant_id,
      addon_option_ids: p.addon_option_ids,
      quantity: p.quantity,
    }));
    w.fake.reset();
    const placed = await c.post(`/api/v1/order?channel=whatsapp&token=${encodeURIComponent(token)}`, {
      items,
      fulfilment: 'pickup',
      payment_method: 'cash',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await w.work();
    const confirmation = w.fake
      .sends(w.phoneNumberId)
      .map((s) => s.body.text?.body ?? '')
      .join('\n');
    expect(confirmation).toContain(String(placed.body.order_number));
  });

  it('processes a repeated event once, and a batch message by message', async () => {
    w.fake.reset();
    const a = nextWamid();
    const b = nextWamid();
    const body = messagesWebhook(w.phoneNumberId, '255754000222', [textMessage('Hi', a)]);
    const before = await counts();
    expect((await w.post(body)).status).toBe(200);
    expect((await w.post(body)).status).toBe(200);
    await w.work();
    const firstSends = w.fake.sends().length;
    // Meta batches a and b together later: a is not answered again, b is.
    expect(
      (await w.post(messagesWebhook(w.phoneNumberId, '255754000222', [textMessage('Hi', a), textMessage('menu', b)])))
        .status,
    ).toBe(200);
    await w.work();
    const rows = await inboundRows('255754000222');
    expect(rows.map((r) => r.externalId).sort()).toEqual([a, b].sort());
    const after = await counts();
    expect(after.logs).toBe(before.logs + 3);
    expect(after.jobs).toBe(before.jobs + 2);
    expect(w.fake.sends().length).toBeGreaterThan(firstSends);
    // A retried job (worker crash, CONNECT replay) answers nothing twice either.
    const sendsBefore = w.fake.sends().length;
    await w.t.db
      .update(jobs)
      .set({ status: 'queued', runAt: sql`now()` })
      .where(eq(jobs.queue, 'whatsapp.inbound'));
    await w.work();
    expect(w.fake.sends().length).toBe(sendsBefore);
    expect((await inboundRows('255754000222')).length).toBe(2);
  });

  it('acknowledges a burst written in batches: repeats share a job, a body jsonb refuses is kept too', async () => {
    const before = await counts();
    const bodies = Array.from({ length: 24 }, (_, i) =>
      JSON.stringify(
        messagesWebhook(w.phoneNumberId, `2557541${String(i).padStart(5, '0')}`, [
          textMessage(i === 7 ? 'nul\u0000here' : `Hi ${i}`),
        ]),
      ),
    );
    const all = [...bodies, ...bodies.slice(0, 6)];
    const answers = await Promise.all(all.map((b) => w.post(b)));
    expect(answers.map((a) => a.status)).toEqual(all.map(() => 200));
    const after = await counts();
    expect(after.logs - before.logs).toBe(30);
    expect(after.jobs - before.jobs).toBe(24);
    const logs = await w.t.db
      .select({ jobId: webhookLogs.jobId })
      .from(webhookLogs)
      .where(eq(webhookLogs.direction, 'in'))
      .orderBy(sql`${webhookLogs.createdAt} desc`)
      .limit(30);
    expect(logs.every((l) => l.jobId !== null)).toBe(true);
    await w.work();
    for (let i = 0; i < 24; i++) expect(await inboundRows(`2557541${String(i).padStart(5, '0')}`)).toHaveLength(1);
  });

  it('acknowledges unknown message types and stores them as unsupported', async () => {
    const id = nextWamid();
    expect(
      (
        await w.post(
          messagesWebhook(w.phoneNumberId, '255754000333', [
            { id, type: 'reaction', reaction: { message_id: 'x', emoji: '👍' } },
          ]),
        )
      ).status,
    ).toBe(200);
    await w.work();
    const rows = await inboundRows('255754000333');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.content).toEqual({ kind: 'unsupported', type: 'reaction' });
    const [job] = await w.t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `wa-in:${id}`));
    expect(job!.status).toBe('done');
  });

  it('statuses move each message forward only, and failures carry the error', async () => {
    const refs = await w.t.db
      .select({ wamid: whatsappMessageRefs.wamid, messageId: whatsappMessageRefs.messageId })
      .from(whatsappMessageRefs)
      .where(eq(whatsappMessageRefs.shopId, w.shopId))
      .orderBy(asc(whatsappMessageRefs.updatedAt))
      .limit(3);
    const [one, two, three] = refs;
    const statusOf = async (id: string) =>
      (await w.t.db.select().from(conversationMessages).where(eq(conversationMessages.id, id)))[0]!;
    const send = async (statuses: { id: string; status: string; errors?: unknown[] }[]) => {
      expect((await w.post(statusesWebhook(w.phoneNumberId, statuses))).status).toBe(200);
      await w.work();
    };
    await send([{ id: one!.wamid, status: 'read' }]);
    expect((await statusOf(one!.messageId)).status).toBe('read');
    await send([
      { id: one!.wamid, status: 'delivered' },
      { id: one!.wamid, status: 'sent' },
    ]);
    expect((await statusOf(one!.messageId)).status).toBe('read');
    await send([{ id: two!.wamid, status: 'delivered' }]);
    expect((await statusOf(two!.messageId)).status).toBe('delivered');
    await send([{ id: two!.wamid, status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] }]);
    expect((await statusOf(two!.messageId)).status).toBe('delivered');
    // A message that was only sent can still fail: the merchant sees Meta's error.
    await send([
      {
        id: three!.wamid,
        status: 'failed',
        errors: [
          {
            code: 131026,
            title: 'Message undeliverable',
            error_data: { details: 'Receiver is incapable of receiving this message' },
          },
        ],
      },
    ]);
    expect(await statusOf(three!.messageId)).toMatchObject({
      status: 'failed',
      error: {
        code: 131026,
        title: 'Message undeliverable',
        detail: 'Receiver is incapable of receiving this message',
      },
    });
    // A status for a wamid we never sent changes nothing and does not fail the job.
    await send([{ id: 'wamid.UNKNOWN', status: 'read' }]);
    const [failedJobs] = await w.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.status, 'failed'));
    expect(failedJobs!.n).toBe(0);
  });
});
