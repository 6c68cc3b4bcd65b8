import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/jobs.ts';
import { whatsappAccounts } from '../db/schema/whatsapp.ts';
import { jobHandlers } from '../job-handlers.ts';
import { startWorker, type Handlers } from '../jobs/worker.ts';
import { busiestSecond } from '../test/busiest-second.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { messagesWebhook, textMessage } from '../test/whatsapp-payloads.ts';
import { setUpWhatsapp, type WhatsappTest } from '../test/whatsapp-test-setup.ts';
import { deliver } from '../chatbot/deliver.ts';
import { conversations } from '../db/schema/chat.ts';
import { COEXISTENCE_SENDS_PER_SECOND, SENDS_PER_SECOND } from './send-message.ts';

// Issue 26: the pace of a number holds across processes. Two apps on one database (as two app
// processes behind a load balancer are) each run a send worker; the merchant's replies to one
// customer go out through both, and Meta (the fake Graph) never sees more than the number's rate
// in any second. A coexistence number (20 a second) keeps the test short.
const CUSTOMER = '255713777888';
const REPLIES = 50;
let w: WhatsappTest;
let second: TestApp;

beforeAll(async () => {
  w = await setUpWhatsapp();
  second = await createTestApp({ sameDatabaseAs: { databaseName: w.t.databaseName, deps: w.t.deps } });
  second.deps.env.WHATSAPP_GRAPH_URL = w.fake.url;
}, 60_000);
afterAll(async () => {
  await second?.close();
  await w?.close();
});

async function sendsLeft(): Promise<number> {
  const rows = await w.t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.queue, 'whatsapp.send'));
  return rows.filter((r) => r.status === 'queued' || r.status === 'running').length;
}

describe('sending for one number from two processes', () => {
  it('stays within the number’s pace in every second, and both processes send', async () => {
    await w.post(messagesWebhook(w.phoneNumberId, CUSTOMER, [textMessage('Habari')], 'Zawadi'));
    await w.work();
    const list = await w.owner.client.get('/api/conversations?channel=whatsapp');
    const chat = list.body.items.find((c: { customer_phone: string }) => c.customer_phone === `+${CUSTOMER}`);
    expect((await w.owner.client.post(`/api/conversations/${chat.id}/takeover`)).status).toBe(200);
    await w.t.db.update(whatsappAccounts).set({ mode: 'coexistence' }).where(eq(whatsappAccounts.shopId, w.shopId));
    w.fake.reset();
    for (let i = 0; i < REPLIES; i++) {
      const sent = await w.owner.client.post(`/api/conversations/${chat.id}/messages`, { text: `Jibu ${i + 1}` });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    }

    const ran = { first: 0, second: 0 };
    const counted = (who: keyof typeof ran): Handlers => ({
      'whatsapp.send': (deps, job) => {
        ran[who]++;
        return jobHandlers['whatsapp.send']!(deps, job);
      },
    });
    const workers = [
      startWorker(w.t.deps, counted('first'), { queues: ['whatsapp.send'], concurrency: 8, pollMs: 20 }),
      startWorker(second.deps, counted('second'), { queues: ['whatsapp.send'], concurrency: 8, pollMs: 20 }),
    ];
    const deadline = Date.now() + 20_000;
    while ((await sendsLeft()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await Promise.all(workers.map((worker) => worker.stop()));

    const sends = w.fake.sends(w.phoneNumberId);
    expect(sends).toHaveLength(REPLIES);
    expect(ran.first).toBeGreaterThan(0);
    expect(ran.second).toBeGreaterThan(0);
    expect(busiestSecond(sends.map((s) => s.at))).toBeLessThanOrEqual(COEXISTENCE_SENDS_PER_SECOND);
  }, 60_000);
  it('holds a number’s full pace (80 a second) for 200 sends run by two job workers at once', async () => {
    // The two apps' workers each run up to 32 sends at once, as the app's send worker does: a
    // send whose wait ends late (a busy event loop) must not leave together with the next slots'.
    await w.t.db.update(whatsappAccounts).set({ mode: 'manual' }).where(eq(whatsappAccounts.shopId, w.shopId));
    const N = 200;
    const [c] = await w.t.db
      .insert(conversations)
      .values({
        shopId: w.shopId,
        channel: 'whatsapp',
        externalId: '255754009999',
        language: 'sw',
        lastInboundAt: new Date(),
      })
      .returning();
    w.fake.reset();
    await deliver(w.t.db, {
      shopId: w.shopId,
      conversation: c!,
      contents: Array.from({ length: N }, (_, i) => ({
        kind: 'action',
        action: { send_message: { text: `Ujumbe ${i}` } },
      })),
      author: 'system',
    });
    const ran = [0, 0];
    const counted = (i: number): Handlers => ({
      'whatsapp.send': (deps, job) => {
        ran[i]!++;
        return jobHandlers['whatsapp.send']!(deps, job);
      },
    });
    const options = { queues: ['whatsapp.send'], concurrency: 32, batch: 32, pollMs: 20 };
    const workers = [startWorker(w.t.deps, counted(0), options), startWorker(second.deps, counted(1), options)];
    const deadline = Date.now() + 20_000;
    while ((await sendsLeft()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await Promise.all(workers.map((worker) => worker.stop()));

    const sends = w.fake.sends(w.phoneNumberId);
    expect(sends).toHaveLength(N);
    expect(ran[0]).toBeGreaterThan(0);
    expect(ran[1]).toBeGreaterThan(0);
    expect(busiestSecond(sends.map((s) => s.at))).toBeLessThanOrEqual(SENDS_PER_SECOND);
  }, 60_000);
});
