import { and, eq, sql } from 'drizzle-orm';
import { sendToPhone } from '../../chatbot/outbound.ts';
import type { Db, Tx } from '../../db/client.ts';
import { debts, type Debt } from '../../db/schema/books.ts';
import { conversations, type ChatLanguage, type MessageContent } from '../../db/schema/chat.ts';
import type { Job } from '../../db/schema/jobs.ts';
import { shops } from '../../db/schema/shops.ts';
import type { Env } from '../../env.ts';
import type { Deps } from '../../http/context.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { accountOfShop } from '../../whatsapp/account.ts';
import { normalizePhone } from '../../../lib/phone.ts';
import { sendSms, smsSender } from '../sms/index.ts';
import { isWindowOpen } from '../../whatsapp/window.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { buildWaLink } from '../../../lib/wa-link.ts';
import type { ReminderPreview, ReminderQueued } from '../../../lib/contracts/debt-statement.ts';
import { lockDebt } from './debt-ledger.ts';
import { shopDebt, statementLinkOf } from './debt-statement.service.ts';

// Reminding a customer of what they owe (issue 16). On WhatsApp when the shop has a connected
// number: inside the 24-hour window a text, outside it the approved template `debt_reminder`
// (protocols.md §1: free text would be refused with 131047). Without WhatsApp, by SMS through the
// shop's enabled SMS gateway (issue 27, a transactional SMS once per reminder); without either, the
// merchant copies the text or opens wa.me on their own phone.
// The click only queues a durable job (sending waits on Meta); one per debt per 12 hours.

export const DEBT_REMINDER_QUEUE = 'debts.reminder';
export const REMINDER_GAP_MS = 12 * 3_600_000;
/** The template the shop registers with Meta: {{1}} shop, {{2}} amount, {{3}} due day, {{4}} link. */
export const DEBT_REMINDER_TEMPLATE = 'debt_reminder';

/** The reminder's words in each language (twins: same placeholders). */
export const reminderTexts = {
  text: {
    en: 'Hello {name}, a reminder from {shop}: {amount} is still owed, due {due}. See your statement and pay here: {url}',
    sw: 'Habari {name}, ukumbusho kutoka {shop}: bado unadaiwa {amount}, tarehe ya kulipa {due}. Angalia taarifa yako na ulipe hapa: {url}',
  },
  noDueDay: { en: 'as soon as you can', sw: 'mapema iwezekanavyo' },
} satisfies Record<string, Record<ChatLanguage, string>>;

export type ReminderJob = { shopId: string; debtId: string; at: string };

const languageOf = (debt: Debt): ChatLanguage => (debt.language === 'en' ? 'en' : 'sw');

async function reminderWords(db: Db | Tx, env: Env, debt: Debt) {
  const language = languageOf(debt);
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, debt.shopId));
  const params = {
    name: debt.partyName,
    shop: shop?.name ?? '',
    amount: formatMoney(debt.balance, debt.currency),
    due: debt.dueOn ? formatDate(debt.dueOn, 'D MMM YYYY', language) : reminderTexts.noDueDay[language],
    url: statementLinkOf(env, debt),
  };
  const text = reminderTexts.text[language].replace(/\{(\w+)\}/g, (_, k: keyof typeof params) => params[k] ?? '');
  return { language, text, params };
}

const whatsappReady = async (db: Db | Tx, shopId: string) =>
  (await accountOfShop(db as Db, shopId))?.status === 'connected';

/** WhatsApp when the shop's number is connected, else SMS when it has an enabled gateway, else none. */
async function reminderChannel(db: Db | Tx, shopId: string): Promise<'whatsapp' | 'sms' | null> {
  if (await whatsappReady(db, shopId)) return 'whatsapp';
  return (await smsSender(db as Db, shopId)) ? 'sms' : null;
}

const waId = (phone: string) => (phone.startsWith('+') ? phone.replace(/\D/g, '') : '');

const nextAllowed = (debt: Debt, now: Date) =>
  debt.lastRemindedAt && now.getTime() - debt.lastRemindedAt.getTime() < REMINDER_GAP_MS
    ? new Date(debt.lastRemindedAt.getTime() + REMINDER_GAP_MS)
    : null;

/** What a reminder would say, how it can go, and when the next may go (the detail's panel). */
export async function reminderPreview(db: Db, env: Env, shopId: string, debtId: string, now = new Date()) {
  const debt = await shopDebt(db, shopId, debtId);
  const { language, text } = await reminderWords(db, env, debt);
  const digits = waId(debt.partyPhone);
  return {
    channel: await reminderChannel(db, shopId),
    language,
    text,
    statement_url: statementLinkOf(env, debt),
    share_url: digits ? buildWaLink(digits, text) : null,
    last_reminded_at: debt.lastRemindedAt?.toISOString() ?? null,
    next_allowed_at: nextAllowed(debt, now)?.toISOString() ?? null,
  } satisfies ReminderPreview;
}

/**
 * Queues one reminder, under the debt's lock so that two clicks at once cannot both pass the
 * 12-hour rule: last_reminded_at and the job are written in one transaction (the job exists
 * exactly when the stamp does; the stamp is its dedupe key). Refused before anything is written:
 * a closed debt, no phone, no WhatsApp (the merchant copies the text instead), too soon (429).
 */
export async function queueReminder(db: Tx, shopId: string, debtId: string, now = new Date()): Promise<ReminderQueued> {
  await shopDebt(db, shopId, debtId);
  const debt = await lockDebt(db, shopId, debtId);
  if (debt.balance <= 0) throw conflict('debt_closed');
  const to = waId(debt.partyPhone);
  if (!to) throw conflict('debt_has_no_phone');
  const channel = await reminderChannel(db, shopId);
  if (!channel) throw conflict('reminder_needs_whatsapp');
  const next = nextAllowed(debt, now);
  if (next)
    throw new AppError(429, 'reminder_too_soon', {
      at: formatDate(next, 'D MMM YYYY HH:mm', 'en'),
      seconds: Math.ceil((next.getTime() - now.getTime()) / 1000),
    });
  await db
    .update(debts)
    .set({ lastRemindedAt: now, updatedAt: sql`now()` })
    .where(and(eq(debts.shopId, shopId), eq(debts.id, debtId)));
  const job: ReminderJob = { shopId, debtId, at: now.toISOString() };
  await enqueue(db as unknown as Db, {
    queue: DEBT_REMINDER_QUEUE,
    payload: job,
    shopId,
    dedupeKey: `debt-reminder:${debtId}:${job.at}`,
  });
  if (channel === 'sms') return { channel, kind: 'sms', last_reminded_at: job.at, debt_id: debtId };
  const [conversation] = await db
    .select({ lastInboundAt: conversations.lastInboundAt })
    .from(conversations)
    .where(
      and(eq(conversations.shopId, shopId), eq(conversations.channel, 'whatsapp'), eq(conversations.externalId, to)),
    );
  return {
    channel: 'whatsapp',
    kind: conversation && isWindowOpen(conversation, now) ? 'text' : 'template',
    last_reminded_at: job.at,
    debt_id: debtId,
  };
}

/**
 * The job: the reminder goes into the customer's WhatsApp conversation (created when they never
 * wrote) through deliver(), so the inbox shows it and the send job applies Meta's pace. The words
 * are written when it runs: the balance and the link are the current ones. A debt paid meanwhile
 * is not reminded of.
 */
export async function sendDebtReminder(db: Db, env: Env, job: ReminderJob, now = new Date()) {
  const [debt] = await db
    .select()
    .from(debts)
    .where(and(eq(debts.shopId, job.shopId), eq(debts.id, job.debtId)));
  if (!debt || debt.balance <= 0) return null;
  const to = waId(debt.partyPhone);
  if (!to) return null;
  if (!(await whatsappReady(db, job.shopId))) {
    // No WhatsApp: by SMS, once per reminder (its ref), when the shop has a gateway. A busy lane
    // throws RetryLater: the job comes back without spending an attempt.
    const phone = normalizePhone(debt.partyPhone);
    if (!phone || !(await smsSender(db, job.shopId))) return null;
    const { text } = await reminderWords(db, env, debt);
    return sendSms(db, env, {
      shopId: job.shopId,
      to: phone,
      text,
      purpose: 'transactional',
      ref: `debt-reminder:${job.debtId}:${job.at}`,
    });
  }
  const { language, text, params } = await reminderWords(db, env, debt);
  return sendToPhone(db, {
    shopId: job.shopId,
    channel: 'whatsapp',
    externalId: to,
    party: {
      customerId: debt.customerId,
      customerName: debt.partyName,
      customerPhone: debt.partyPhone,
      language,
    },
    contents: (conversation): MessageContent[] => [
      isWindowOpen(conversation, now)
        ? { kind: 'action', action: { send_message: { text } } }
        : {
            kind: 'template',
            name: DEBT_REMINDER_TEMPLATE,
            language,
            text,
            params: [params.shop, params.amount, params.due, params.url],
          },
    ],
  });
}

export async function debtReminderJob(deps: Deps, job: Job): Promise<void> {
  await sendDebtReminder(deps.database.db, deps.env, job.payload as ReminderJob);
}
