import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { conversationMessages, conversations } from '../db/schema/chat.ts';
import { whatsappMessageRefs } from '../db/schema/whatsapp.ts';
import { withDatabase } from '../test/global-setup.ts';
import { setUpWhatsapp, type WhatsappTest } from '../test/whatsapp-test-setup.ts';
import { applyStatus, refreshMessageStatus } from './message-status.ts';

// A status webhook that lands while the send job is finishing its message (the send job has read
// the parts as 'sent' and is about to move the message pending → sent; the webhook moves the part
// to 'delivered' and finds the message still pending) must not be lost: seen in the campaign kill
// bench (bench/campaign-kill.ts), 4 of 5,000 delivered templates stayed 'sent' for good.

let w: WhatsappTest;
beforeAll(async () => {
  w = await setUpWhatsapp();
});
afterAll(async () => w?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function pendingMessageWithPart(wamid: string) {
  const [c] = await w.t.db
    .insert(conversations)
    .values({ shopId: w.shopId, channel: 'whatsapp', externalId: `2557549${Date.now() % 100000}`, language: 'sw' })
    .returning();
  const [m] = await w.t.db
    .insert(conversationMessages)
    .values({
      shopId: w.shopId,
      conversationId: c!.id,
      direction: 'out',
      author: 'bot',
      status: 'pending',
      content: { kind: 'text', text: 'Habari' },
    })
    .returning();
  // The send job has written the part Meta accepted ('sent'), not yet the message.
  await w.t.db.insert(whatsappMessageRefs).values({ shopId: w.shopId, wamid, messageId: m!.id, part: 0 });
  return m!.id;
}

const statusOf = async (id: string) =>
  (await w.t.db.select().from(conversationMessages).where(eq(conversationMessages.id, id)))[0]!.status;

describe('message status', () => {
  it('a delivery status that lands while the send job finishes the message is not lost', async () => {
    const wamid = `wamid.RACE${Date.now()}`;
    const id = await pendingMessageWithPart(wamid);
    // Another connection holds the message row, so the send job's move waits at it (after it has
    // read what it reads before writing), while the webhook's status goes through.
    const holder = new pg.Client({ connectionString: withDatabase(inject('testDatabase').adminUrl, w.t.databaseName) });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from conversation_messages where id = $1 for update', [id]);
    const sendJob = refreshMessageStatus(w.t.db, w.shopId, id, { fromPending: true });
    await sleep(300);
    const webhook = applyStatus(w.t.db, w.shopId, { wamid, status: 'delivered', timestamp: new Date() });
    for (let i = 0; i < 50; i++) {
      const [ref] = await w.t.db.select().from(whatsappMessageRefs).where(eq(whatsappMessageRefs.wamid, wamid));
      if (ref!.status === 'delivered') break;
      await sleep(20);
    }
    await sleep(200);
    await holder.query('commit');
    await holder.end();
    await Promise.all([sendJob, webhook]);
    expect(await statusOf(id)).toBe('delivered');
  });

  it('a status applied again after its process died between the part and the message moves the message', async () => {
    const wamid = `wamid.AGAIN${Date.now()}`;
    const id = await pendingMessageWithPart(wamid);
    await refreshMessageStatus(w.t.db, w.shopId, id, { fromPending: true });
    // What the killed run left: the part delivered, the message not yet.
    await w.t.db.update(whatsappMessageRefs).set({ status: 'delivered' }).where(eq(whatsappMessageRefs.wamid, wamid));
    expect(await applyStatus(w.t.db, w.shopId, { wamid, status: 'delivered', timestamp: new Date() })).toBe(true);
    expect(await statusOf(id)).toBe('delivered');
  });

  it('the send job alone moves pending to sent, and a later status moves it on', async () => {
    const wamid = `wamid.PLAIN${Date.now()}`;
    const id = await pendingMessageWithPart(wamid);
    await refreshMessageStatus(w.t.db, w.shopId, id, { fromPending: true });
    expect(await statusOf(id)).toBe('sent');
    expect(await applyStatus(w.t.db, w.shopId, { wamid, status: 'read', timestamp: new Date() })).toBe(true);
    expect(await statusOf(id)).toBe('read');
  });
});
