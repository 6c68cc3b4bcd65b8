// Sending many SMS of one shop at its gateway's pace (a campaign's chunk, issue 27). sendSms costs
// about eight statements a message and commits between taking its slot and calling the gateway, so
// a bulk send topped out near 140 a second and let a slow commit push sends into the next second.
// Here the rows of a chunk are written 'queued' in one statement (in the caller's transaction), and
// each message then costs three statements: its slot, its claim (queued → sending, the guard that
// lets one caller send it), its outcome. The claim comes after the slot and right before the call;
// a send the claim made late takes a fresh slot (the lane only goes slower). A process killed
// anywhere leaves 'queued' rows (never tried: anyone may send them later, the claim keeps it once)
// or one 'sending' row per send in flight (maybe sent: the sweeper marks it unknown, never resent).
import { and, eq, inArray } from 'drizzle-orm';
import { normalizePhone } from '../../../lib/phone.ts';
import type { SmsPurpose } from '../../../lib/sms-providers.ts';
import type { Db } from '../../db/client.ts';
import { smsAccounts, smsMessages, type SmsMessage } from '../../db/schema/sms.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { awaitSlot, onTime, spacingMs } from '../../jobs/pace.ts';
import { firstCheckAt, scheduleCheck } from './sms-checks.ts';
import type { SmsEnv } from './sms-account.service.ts';
import { smsParts } from './sms-parts.ts';
import { callGateway, laneOf, MAX_PARTS, recordSend, type SmsSender } from './send-sms.ts';

export type BatchSms = { ref: string; to: string; text: string; purpose: SmsPurpose };

/**
 * Writes the batch's rows 'queued' in one statement, in the caller's transaction (a ref written
 * before is left as it is). Answers the refs refused before any sending, with the reason: a number
 * that is not a phone number, an empty text, a text over MAX_PARTS parts.
 */
export async function queueSmsBatch(
  db: Db,
  shopId: string,
  sender: SmsSender,
  items: readonly BatchSms[],
): Promise<Map<string, string>> {
  const refused = new Map<string, string>();
  const rows = [];
  for (const item of items) {
    const to = normalizePhone(item.to);
    const { encoding, parts } = smsParts(item.text);
    const problem = !to
      ? 'invalid_phone'
      : !item.text.trim()
        ? 'sms_text_empty'
        : parts > MAX_PARTS
          ? 'sms_text_too_long'
          : null;
    if (problem) {
      refused.set(item.ref, problem);
      continue;
    }
    rows.push({
      shopId,
      id: timeOrderedId(),
      accountId: sender.accountId,
      provider: sender.provider,
      to: to!,
      text: item.text,
      parts,
      encoding,
      purpose: item.purpose,
      ref: item.ref,
      status: 'queued' as const,
    });
  }
  if (rows.length) await db.insert(smsMessages).values(rows).onConflictDoNothing();
  return refused;
}

/** In flight at once: enough to keep the lane full across a gateway's answer time (about 100 ms), at most 48. */
const inFlight = (perSecond: number) => Math.min(48, Math.max(4, Math.ceil(perSecond / 10)));

/**
 * Sends the shop's 'queued' rows with these refs, each at its lane's pace, and records each outcome.
 * Waits for the lane however busy it is (the caller holds its own job); never throws for one message.
 */
export async function sendSmsBatch(db: Db, env: SmsEnv, shopId: string, refs: readonly string[]): Promise<void> {
  if (!refs.length) return;
  const rows = await db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.shopId, shopId), inArray(smsMessages.ref, [...refs]), eq(smsMessages.status, 'queued')));
  if (!rows.length) return;
  const accountIds = [...new Set(rows.map((r) => r.accountId))];
  const accounts = await db
    .select()
    .from(smsAccounts)
    .where(and(eq(smsAccounts.shopId, shopId), inArray(smsAccounts.id, accountIds)));
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const pace = Math.min(...accounts.map((a) => a.perSecond));
  // Checked after the batch, and once before it in case this process dies part-way.
  await scheduleCheck(db, { nextCheckAt: firstCheckAt(new Date(Date.now() + rows.length * spacingMs(pace))) });
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      const account = byId.get(row.accountId);
      if (account) await sendQueued(db, env, account, row);
    }
  };
  await Promise.all(Array.from({ length: inFlight(pace) }, worker));
  await scheduleCheck(db, { nextCheckAt: firstCheckAt(new Date()) });
}

async function sendQueued(db: Db, env: SmsEnv, account: typeof smsAccounts.$inferSelect, row: SmsMessage) {
  const lane = laneOf(account);
  const mine = and(eq(smsMessages.shopId, row.shopId), eq(smsMessages.id, row.id));
  const claim = async () =>
    (
      await db
        .update(smsMessages)
        .set({ status: 'sending', nextCheckAt: firstCheckAt(new Date()), updatedAt: new Date() })
        .where(and(mine, eq(smsMessages.status, 'queued')))
        .returning()
    )[0];
  let due = await awaitSlot(db, lane, account.perSecond);
  let claimed = await claim();
  if (!claimed) return;
  if (!onTime(due)) {
    // The claim made it late: handed back untried and claimed again at a fresh slot, so that a row
    // is 'sending' only while its call may be on its way (a kill leaves as few unknown as can be).
    // Late a second time (a busy pool), it keeps its claim and only waits for another slot.
    await db
      .update(smsMessages)
      .set({ status: 'queued', nextCheckAt: null, updatedAt: new Date() })
      .where(and(mine, eq(smsMessages.status, 'sending')));
    due = await awaitSlot(db, lane, account.perSecond);
    claimed = await claim();
    if (!claimed) return;
    while (!onTime(due)) due = await awaitSlot(db, lane, account.perSecond);
  }
  await recordSend(db, claimed, await callGateway(env, account, claimed), { schedule: false });
}
