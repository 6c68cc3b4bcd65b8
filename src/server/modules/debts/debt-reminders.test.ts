import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debts } from '../../db/schema/books.ts';
import { conversationMessages, conversations } from '../../db/schema/chat.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { whatsappAccounts } from '../../db/schema/whatsapp.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { seal } from '../../whatsapp/secret-box.ts';
import { openDebt } from './debt-ledger.ts';
import { DEBT_REMINDER_QUEUE, queueReminder, sendDebtReminder, type ReminderJob } from './debt-reminders.ts';

// Reminders of a debt (issue 16): queued once per click, once per 12 hours, sent on WhatsApp in
// the debt's language (a template outside the 24-hour window), and never without WhatsApp.

let t: TestApp;
type Shop = { shopId: string; owner: TestClient };
let withWhatsapp: Shop;
let without: Shop;

async function newShop(whatsapp: boolean): Promise<Shop> {
  const o = await signUpUser(t, { shop: true });
  const shopId = o.shop.id as string;
  if (whatsapp)
    await t.db.insert(whatsappAccounts).values({
      shopId,
      phoneNumberId: `7${Date.now()}${Math.floor(Math.random() * 1000)}`,
      wabaId: 'waba-reminders',
      mode: 'manual',
      accessTokenEnc: seal(t.deps.env.secretKey, 'EAAGtoken-abcdefghijkl'),
      appSecretEnc: seal(t.deps.env.secretKey, 'app-secret'),
      verifyToken: 'verify',
    });
  return { shopId, owner: o.client };
}

beforeAll(async () => {
  t = await createTestApp();
  withWhatsapp = await newShop(true);
  without = await newShop(false);
});
afterAll(() => t.close());

let phoneSeq = 100;
async function debtOf(s: Shop, language: 'en' | 'sw') {
  return openDebt(t.db, {
    shopId: s.shopId,
    direction: 'receivable',
    partyName: 'Baraka',
    // A number of its own per debt: each gets its own WhatsApp conversation.
    partyPhone: `+255754000${phoneSeq++}`,
    language,
    openedOn: '2026-01-05',
    dueOn: '2026-02-01',
    amount: 25_000,
  });
}

const remind = (s: Shop, id: string, key?: string) =>
  s.owner.post(`/api/debts/${id}/reminders`, {}, key ? { 'idempotency-key': key } : undefined);
const jobsOf = (debtId: string) =>
  t.db
    .select()
    .from(jobs)
    .where(eq(jobs.queue, DEBT_REMINDER_QUEUE))
    .then((rows) => rows.filter((j) => (j.payload as ReminderJob).debtId === debtId));

describe('POST /api/debts/:id/reminders', () => {
  it('queues one job per click (a double click with one key sends once) and refuses again within 12 h', async () => {
    const debt = await debtOf(withWhatsapp, 'sw');
    const first = await remind(withWhatsapp, debt.id, 'remind-1');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ channel: 'whatsapp', kind: 'template', debt_id: debt.id });
    const again = await remind(withWhatsapp, debt.id, 'remind-1');
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(again.body).toEqual(first.body);
    const tooSoon = await remind(withWhatsapp, debt.id, 'remind-2');
    expect([tooSoon.status, tooSoon.body.code]).toEqual([429, 'reminder_too_soon']);
    expect(await jobsOf(debt.id)).toHaveLength(1);
    const [row] = await t.db.select().from(debts).where(eq(debts.id, debt.id));
    expect(row!.lastRemindedAt?.toISOString()).toBe(first.body.last_reminded_at);

    // 12 hours on, the next may go.
    const later = new Date(Date.now() + 12 * 3_600_000 + 1000);
    await t.db.transaction((tx) => queueReminder(tx, withWhatsapp.shopId, debt.id, later));
    expect(await jobsOf(debt.id)).toHaveLength(2);
  });

  // Issue 25: a debt paid in full still offered "Remind" ("bado unadaiwa TZS 0").
  it('refuses a reminder for a debt with nothing owed (409, in words), nothing queued', async () => {
    const debt = await debtOf(withWhatsapp, 'sw');
    const paid = await withWhatsapp.owner.post(`/api/debts/${debt.id}/payments`, { amount: 25_000, method: 'cash' });
    expect(paid.status, JSON.stringify(paid.body)).toBeLessThan(300);
    const res = await withWhatsapp.owner.post(`/api/debts/${debt.id}/reminders`, {}, { 'accept-language': 'sw' });
    expect([res.status, res.body.code, res.body.message]).toEqual([409, 'debt_closed', 'Deni hili limeshalipwa lote.']);
    expect(await jobsOf(debt.id)).toHaveLength(0);
    const [row] = await t.db.select().from(debts).where(eq(debts.id, debt.id));
    expect(row!.lastRemindedAt).toBeNull();
  });

  it('two clicks at once with different keys still queue one', async () => {
    const debt = await debtOf(withWhatsapp, 'en');
    const answers = await Promise.all([remind(withWhatsapp, debt.id, 'a'), remind(withWhatsapp, debt.id, 'b')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 429]);
    expect(await jobsOf(debt.id)).toHaveLength(1);
  });

  it('without WhatsApp: refused (409), and the preview offers the text and a wa.me link instead', async () => {
    const debt = await debtOf(without, 'en');
    const res = await remind(without, debt.id);
    expect([res.status, res.body.code]).toEqual([409, 'reminder_needs_whatsapp']);
    expect(await jobsOf(debt.id)).toHaveLength(0);
    const [row] = await t.db.select().from(debts).where(eq(debts.id, debt.id));
    expect(row!.lastRemindedAt).toBeNull();
    const preview = await without.owner.get(`/api/debts/${debt.id}/reminder`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ channel: null, language: 'en', next_allowed_at: null });
    expect(preview.body.text).toContain('25,000');
    expect(preview.body.text).toContain(preview.body.statement_url);
    expect(preview.body.share_url).toMatch(/^https:\/\/wa\.me\/255754000\d+\?text=Hello/);
  });

  it("another shop's debt is 404", async () => {
    const debt = await debtOf(withWhatsapp, 'en');
    expect((await remind(without, debt.id)).status).toBe(404);
    expect((await without.owner.get(`/api/debts/${debt.id}/reminder`)).status).toBe(404);
  });
});

describe('the reminder job', () => {
  const messagesOf = async (shopId: string, phone: string) => {
    const [conversation] = await t.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.shopId, shopId), eq(conversations.externalId, phone.slice(1))));
    if (!conversation) return [];
    return t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversation.id));
  };

  it('outside the window: the debt_reminder template in Swahili, with the statement link', async () => {
    const debt = await debtOf(withWhatsapp, 'sw');
    const queued = await remind(withWhatsapp, debt.id);
    const [job] = await jobsOf(debt.id);
    expect(queued.status).toBe(201);
    await sendDebtReminder(t.db, t.deps.env, job!.payload as ReminderJob);
    const messages = await messagesOf(withWhatsapp.shopId, debt.partyPhone);
    expect(messages).toHaveLength(1);
    const content = messages[0]!.content as {
      kind: string;
      name: string;
      language: string;
      text: string;
      params: string[];
    };
    expect(content).toMatchObject({ kind: 'template', name: 'debt_reminder', language: 'sw' });
    expect(content.text).toMatch(/^Habari Baraka, ukumbusho kutoka /);
    expect(content.params[1]).toBe('TZS 25,000');
    expect(content.params[3]).toContain('/statement?token=');
    // The send itself is the WhatsApp sender's job, queued with the message.
    const sends = await t.db.select().from(jobs).where(eq(jobs.dedupeKey, messages[0]!.id));
    expect(sends.map((j) => j.queue)).toEqual(['whatsapp.send']);
  });

  it('inside the window: a text in English', async () => {
    const debt = await debtOf(withWhatsapp, 'en');
    await t.db.insert(conversations).values({
      shopId: withWhatsapp.shopId,
      channel: 'whatsapp',
      externalId: debt.partyPhone.slice(1),
      language: 'en',
      lastInboundAt: new Date(),
    });
    const queued = await remind(withWhatsapp, debt.id);
    expect(queued.body.kind).toBe('text');
    const [job] = await jobsOf(debt.id);
    await sendDebtReminder(t.db, t.deps.env, job!.payload as ReminderJob);
    const messages = await messagesOf(withWhatsapp.shopId, debt.partyPhone);
    expect(messages).toHaveLength(1);
    const content = messages[0]!.content as { kind: string; action: { send_message: { text: string } } };
    expect(content.kind).toBe('action');
    expect(content.action.send_message.text).toMatch(/^Hello Baraka, a reminder from .*: TZS 25,000 is still owed/);
  });
});

// Issue 27: a shop without WhatsApp but with an SMS gateway reminds by SMS (transactional), once
// per reminder however often its job runs.
describe('without WhatsApp, by SMS through the shop’s gateway', () => {
  it('queues the reminder as an SMS, and the job sends it once', async () => {
    const { startFakeBeem } = await import('../../../../tests/fixtures/fake-beem.ts');
    const { smsMessages } = await import('../sms/index.ts');
    const keys = { apiKey: 'beem-key-reminders', secretKey: 'beem-secret-reminders' };
    const beem = await startFakeBeem(keys);
    const env = t.deps.env;
    const saved = { base: env.BEEM_BASE_URL };
    env.BEEM_BASE_URL = beem.url;
    try {
      const shop = await newShop(false);
      const linked = await shop.owner.post('/api/sms-accounts', {
        provider: 'beem',
        credentials: keys,
        sender_name: 'DUKA',
        per_second: 50,
      });
      expect(linked.status, JSON.stringify(linked.body)).toBe(201);
      const debt = await debtOf(shop, 'sw');
      const preview = await shop.owner.get(`/api/debts/${debt.id}/reminder`);
      expect(preview.body.channel).toBe('sms');
      const queued = await remind(shop, debt.id, 'sms-1');
      expect(queued.status, JSON.stringify(queued.body)).toBe(201);
      expect(queued.body).toMatchObject({ channel: 'sms', kind: 'sms', debt_id: debt.id });
      const [job] = await jobsOf(debt.id);
      const payload = job!.payload as ReminderJob;
      const first = await sendDebtReminder(t.db, env, payload);
      const again = await sendDebtReminder(t.db, env, payload);
      expect(first).toMatchObject({ status: 'accepted' });
      expect(again).toEqual(first);
      expect(beem.sends()).toHaveLength(1);
      expect(beem.messages[0]!.text).toContain('Habari Baraka');
      expect(beem.messages[0]!.to).toBe(debt.partyPhone.slice(1));
      const rows = await t.db.select().from(smsMessages).where(eq(smsMessages.shopId, shop.shopId));
      expect(rows.map((r) => [r.purpose, r.ref])).toEqual([
        ['transactional', `debt-reminder:${debt.id}:${payload.at}`],
      ]);
    } finally {
      env.BEEM_BASE_URL = saved.base;
      await beem.close();
    }
  });
});
