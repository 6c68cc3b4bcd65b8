import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliver } from '../chatbot/deliver.ts';
import { conversationMessages, conversations, type Conversation } from '../db/schema/chat.ts';
import { jobs } from '../db/schema/jobs.ts';
import { webhookLogs, whatsappMessageRefs } from '../db/schema/whatsapp.ts';
import { setUpWhatsapp, type WhatsappTest } from '../test/whatsapp-test-setup.ts';

let w: WhatsappTest;
let n = 0;
beforeAll(async () => {
  w = await setUpWhatsapp();
});
afterAll(async () => w?.close());
beforeEach(() => w.fake.reset());

async function conversation(lastInboundAt: Date | null = new Date()): Promise<Conversation> {
  const [c] = await w.t.db
    .insert(conversations)
    .values({
      shopId: w.shopId,
      channel: 'whatsapp',
      externalId: `25575400${String(++n).padStart(4, '0')}`,
      language: 'sw',
      lastInboundAt,
    })
    .returning();
  return c!;
}
const say = async (c: Conversation, text: string) =>
  (
    await deliver(w.t.db, {
      shopId: w.shopId,
      conversation: c,
      contents: [{ kind: 'action', action: { send_message: { text } } }],
      author: 'agent',
    })
  )[0]!;
const message = async (id: string) =>
  (await w.t.db.select().from(conversationMessages).where(eq(conversationMessages.id, id)))[0]!;
const jobOf = async (id: string) =>
  (
    await w.t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'whatsapp.send'), eq(jobs.dedupeKey, id)))
  )[0]!;
const makeDue = (id: string) =>
  w.t.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.dedupeKey, id));

describe('whatsapp.send', () => {
  it('sends a message and logs the call with the token masked', async () => {
    const c = await conversation();
    const m = await say(c, 'Habari Neema');
    await w.work();
    expect(w.fake.sends()).toHaveLength(1);
    expect(w.fake.sends()[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: c.externalId,
      type: 'text',
      text: { body: 'Habari Neema' },
    });
    expect((await message(m.id)).status).toBe('sent');
    const [log] = await w.t.db
      .select()
      .from(webhookLogs)
      .where(and(eq(webhookLogs.direction, 'out'), eq(webhookLogs.shopId, w.shopId)))
      .orderBy(sql`${webhookLogs.createdAt} desc`)
      .limit(1);
    expect(log).toMatchObject({
      method: 'POST',
      endpoint: `/v23.0/${w.phoneNumberId}/messages`,
      statusCode: 200,
      error: null,
    });
    expect(log!.latencyMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(log)).not.toContain('EAAG-shop-access-token');
  });

  it('outside the 24-hour window sends nothing but a template, and says why', async () => {
    const c = await conversation(new Date(Date.now() - 25 * 3600_000));
    const m = await say(c, 'Your order is ready');
    const [tpl] = await deliver(w.t.db, {
      shopId: w.shopId,
      conversation: c,
      contents: [{ kind: 'template', name: 'order_update', language: 'sw', text: 'Oda yako iko tayari' }],
      author: 'system',
    });
    await w.work();
    expect(await message(m.id)).toMatchObject({ status: 'failed', error: { code: 'window_closed' } });
    expect(w.fake.sends().map((s) => s.body.type)).toEqual(['template']);
    expect((await message(tpl!.id)).status).toBe('sent');
  });

  it('retries rate limits and server errors, then sends once', async () => {
    const c = await conversation();
    w.fake.failNext(130429);
    const m = await say(c, 'one');
    await w.work();
    expect((await message(m.id)).status).toBe('pending');
    let job = await jobOf(m.id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.lastError).toContain('130429');
    expect(job.runAt.getTime() - Date.now()).toBeGreaterThan(4_000);
    w.fake.failNext(131056);
    await makeDue(m.id);
    await w.work();
    w.fake.failNext(1, 1, 503);
    await makeDue(m.id);
    await w.work();
    expect((await message(m.id)).status).toBe('pending');
    await makeDue(m.id);
    await w.work();
    job = await jobOf(m.id);
    expect(job).toMatchObject({ status: 'done', attempts: 4 });
    expect((await message(m.id)).status).toBe('sent');
    expect(w.fake.sends()).toHaveLength(4);
  });

  it('sends a template at most once: a run that died mid-call leaves its mark, and the next fails it as interrupted', async () => {
    const c = await conversation(new Date(Date.now() - 25 * 3600_000));
    const template = { kind: 'template' as const, name: 'offer', language: 'sw', text: 'Punguzo leo' };
    const [a] = await deliver(w.t.db, { shopId: w.shopId, conversation: c, contents: [template], author: 'system' });
    // As a process killed between the mark and Meta's answer leaves it.
    await w.t.db
      .insert(whatsappMessageRefs)
      .values({ shopId: w.shopId, wamid: `attempt:${a!.id}:0`, messageId: a!.id, part: 0 });
    await w.work();
    expect(w.fake.sends()).toHaveLength(0);
    expect(await message(a!.id)).toMatchObject({ status: 'failed', error: { code: 'interrupted' } });

    // Meta's own "try later" is an answer: nothing was sent, the mark goes, the retry sends it once.
    w.fake.failNext(130429);
    const [b] = await deliver(w.t.db, { shopId: w.shopId, conversation: c, contents: [template], author: 'system' });
    await w.work();
    expect((await message(b!.id)).status).toBe('pending');
    await makeDue(b!.id);
    await w.work();
    expect((await message(b!.id)).status).toBe('sent');
    expect(w.fake.sends()).toHaveLength(2);
    const refs = await w.t.db.select().from(whatsappMessageRefs).where(eq(whatsappMessageRefs.messageId, b!.id));
    expect(refs.map((r) => r.wamid.startsWith('wamid.'))).toEqual([true]);
  });

  it('records 131047 and 131026 on the message for the merchant, without retrying', async () => {
    const c = await conversation();
    w.fake.failNext(131047);
    const a = await say(c, 'a');
    await w.work();
    expect(await message(a.id)).toMatchObject({
      status: 'failed',
      error: { code: 131047, title: 'Re-engagement message' },
    });
    w.fake.failNext(131026);
    const b = await say(c, 'b');
    await w.work();
    expect(await message(b.id)).toMatchObject({
      status: 'failed',
      error: { code: 131026, title: 'Message Undeliverable' },
    });
    expect((await jobOf(b.id)).status).toBe('done');
    expect(w.fake.sends()).toHaveLength(2);
  });

  it('a message of several parts resumes after the part that failed, never sending a part twice', async () => {
    const c = await conversation();
    const long = 'neno '.repeat(1700).trim(); // 3 parts of at most 4096
    const m = await say(c, long);
    // The first part goes through, the second meets a server error.
    w.fake.on('POST', /\/messages$/, () =>
      w.fake.sends().length === 2
        ? { status: 500, json: { error: { message: 'oops', code: 1 } } }
        : { json: { messages: [{ id: `wamid.PART${w.fake.sends().length}` }] }, status: 200 },
    );
    await w.work();
    expect((await message(m.id)).status).toBe('pending');
    w.fake.reset();
    await makeDue(m.id);
    await w.work();
    const parts = await w.t.db.select().from(whatsappMessageRefs).where(eq(whatsappMessageRefs.messageId, m.id));
    expect(parts.map((p) => p.part).sort()).toEqual([0, 1, 2]);
    // Parts 1 and 2 only: part 0 had reached the customer.
    expect(w.fake.sends().map((s) => s.body.text.body.length)).toHaveLength(2);
    expect((await message(m.id)).status).toBe('sent');
  });

  it('the last attempt of a retried error records it on the message', async () => {
    const c = await conversation();
    const m = await say(c, 'x');
    await w.t.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.dedupeKey, m.id));
    w.fake.failNext(130429);
    await w.work();
    expect(await message(m.id)).toMatchObject({ status: 'failed', error: { code: 130429 } });
  });

  it('fails with not_connected when the shop has no number', async () => {
    const c = await conversation();
    await w.t.db.execute(sql`update whatsapp_accounts set status = 'disconnected' where shop_id = ${w.shopId}`);
    const m = await say(c, 'x');
    await w.work();
    expect(await message(m.id)).toMatchObject({ status: 'failed', error: { code: 'not_connected' } });
    await w.t.db.execute(sql`update whatsapp_accounts set status = 'connected' where shop_id = ${w.shopId}`);
    expect(w.fake.sends()).toHaveLength(0);
  });
});
