// Sending many SMS of one shop at its gateway's pace (a campaign's chunk, issue 27). sendSms costs
// about eight statements a message and commits between taking its slot and calling the gateway, so
// a bulk send topped out near 140 a second and let a slow commit push sends into the next second.
// Here the rows of a chunk are written 'queued' in one statement (in the caller's transaction); the
// lane's slots are taken a block at a time (one statement for about a tenth of a second of sends),
// and each message then costs two statements: its claim (queued → sending, the guard that lets one
// caller send it) at its slot, right before the call, and its outcome. A send woken late or made
// late by its claim is slotted again (the lane only goes slower, never over its pace). A process killed
// anywhere leaves 'queued' rows (never tried: anyone may send them later, the claim keeps it once)
// or one 'sending' row per send in flight (maybe sent: the sweeper marks it unknown, never resent).
import { and, eq, inArray } from 'drizzle-orm';
import { normalizePhone } from '../../../lib/phone.ts';
import type { SmsPurpose } from '../../../lib/sms-providers.ts';
import type { Db } from '../../db/client.ts';
import { smsAccounts, smsMessages, type SmsMessage } from '../../db/schema/sms.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { onTime, reserveBlock, spacingMs } from '../../jobs/pace.ts';
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

/** Slots taken with one statement: about a tenth of a second of the lane. */
const blockOf = (perSecond: number) => Math.max(1, Math.min(50, Math.round(perSecond / 10)));
/** The next block is taken this long before the current one's last slot, so the lane never waits for it. */
const LEAD_MS = 20;
const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

type Account = typeof smsAccounts.$inferSelect;

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
  const accounts = await db
    .select()
    .from(smsAccounts)
    .where(and(eq(smsAccounts.shopId, shopId), inArray(smsAccounts.id, [...new Set(rows.map((r) => r.accountId))])));
  const pace = Math.min(...accounts.map((a) => a.perSecond));
  // Checked after the batch, and once before it in case this process dies part-way.
  await scheduleCheck(db, { nextCheckAt: firstCheckAt(new Date(Date.now() + rows.length * spacingMs(pace))) });
  await Promise.all(
    accounts.map((a) =>
      sendOnLane(
        db,
        env,
        a,
        rows.filter((r) => r.accountId === a.id),
      ),
    ),
  );
  await scheduleCheck(db, { nextCheckAt: firstCheckAt(new Date()) });
}

/** The dispatcher: slots taken a block at a time, each message sent at its own. */
async function sendOnLane(db: Db, env: SmsEnv, account: Account, rows: SmsMessage[]) {
  const queue = [...rows];
  const lateBefore = new Set<string>();
  const going = new Set<Promise<void>>();
  // A statement that fails (the database away) stops the dispatch; the caller's job is retried.
  let failure: unknown = null;
  while ((queue.length || going.size) && !failure) {
    if (!queue.length) {
      await Promise.race(going);
      continue;
    }
    const block = queue.splice(0, blockOf(account.perSecond));
    const { firstAt, spacing } = await reserveBlock(db, laneOf(account), account.perSecond, block.length);
    block.forEach((row, j) => {
      const due = firstAt + j * spacing;
      const sent: Promise<void> = sleepUntil(due)
        .then(() => sendAt(db, env, account, row, due, lateBefore))
        .then((again) => void (again && queue.push(row)))
        .catch((error: unknown) => void (failure ??= error))
        .finally(() => going.delete(sent));
      going.add(sent);
    });
    await sleepUntil(firstAt + (block.length - 1) * spacing - LEAD_MS);
  }
  await Promise.all(going);
  if (failure) throw failure;
}

/**
 * One message at its slot: claimed (queued → sending: the guard that lets one caller send it), sent,
 * recorded. Answers true when it must be slotted again: woken late, or made late by its claim (then
 * handed back untried, so that a row is 'sending' only while its call may be on its way and a kill
 * leaves as few unknown as can be). Late a second time (a busy pool), it keeps its claim and waits
 * for a slot of its own.
 */
async function sendAt(
  db: Db,
  env: SmsEnv,
  account: Account,
  row: SmsMessage,
  due: number,
  lateBefore: Set<string>,
): Promise<boolean> {
  if (!onTime(due)) return true;
  const mine = and(eq(smsMessages.shopId, row.shopId), eq(smsMessages.id, row.id));
  const [claimed] = await db
    .update(smsMessages)
    .set({ status: 'sending', nextCheckAt: firstCheckAt(new Date()), updatedAt: new Date() })
    .where(and(mine, eq(smsMessages.status, 'queued')))
    .returning();
  if (!claimed) return false;
  if (!onTime(due)) {
    if (!lateBefore.has(row.id)) {
      lateBefore.add(row.id);
      await db
        .update(smsMessages)
        .set({ status: 'queued', nextCheckAt: null, updatedAt: new Date() })
        .where(and(mine, eq(smsMessages.status, 'sending')));
      return true;
    }
    let at = due;
    while (!onTime(at)) {
      const { firstAt } = await reserveBlock(db, laneOf(account), account.perSecond, 1);
      await sleepUntil(firstAt);
      at = firstAt;
    }
  }
  await recordSend(db, claimed, await callGateway(env, account, claimed), { schedule: false });
  return false;
}
