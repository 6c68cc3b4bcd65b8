// Sending one SMS, once per ref (issue 27): the face's sendSms. The order of steps is the promise:
// 1. a ref already sent answers its row and sends nothing;
// 2. the lane's slot is taken (takeSlot; a busy lane throws RetryLater before anything is written);
// 3. the row is committed as 'sending' (the unique (shop_id, ref) lets one of two racing calls in);
// 4. the gateway is called outside any transaction (decision 0022);
// 5. the outcome is recorded: accepted, refused, or unknown (a timeout: asked about, never resent).
import { and, eq } from 'drizzle-orm';
import { normalizePhone } from '../../../lib/phone.ts';
import type { SmsProviderId, SmsPurpose, SmsStatus } from '../../../lib/sms-providers.ts';
import type { Db } from '../../db/client.ts';
import { smsAccounts, smsMessages, type SmsAccount, type SmsMessage } from '../../db/schema/sms.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { maskSecrets } from '../../http/mask-secrets.ts';
import { takeSlot } from '../../jobs/pace.ts';
import { scheduleCheck, firstCheckAt } from './sms-checks.ts';
import { accountSmsContext, type SmsEnv } from './sms-account.service.ts';
import { smsParts } from './sms-parts.ts';
import type { RawExchange } from '../../providers/raw-exchange.ts';
import { smsProviders, type SmsSendOutcome } from './providers/index.ts';

export type SmsSender = {
  accountId: string;
  provider: SmsProviderId;
  senderName: string;
  senderState: 'not_applied' | 'pending' | 'approved';
  pricePerPart: number;
  perSecond: number;
  lane: string;
};

export type SendSmsArgs = {
  shopId: string;
  to: string;
  text: string;
  purpose: SmsPurpose;
  ref: string | null;
};

export type SendSmsResult = { id: string; status: SmsStatus; reason: string | null };

/** At most this many parts: a longer text is a mistake, not a message (and 10× the cost). */
export const MAX_PARTS = 10;

export const laneOf = (account: Pick<SmsAccount, 'provider' | 'id'>) => `sms:${account.provider}:${account.id}`;

const toSender = (a: SmsAccount): SmsSender => ({
  accountId: a.id,
  provider: a.provider,
  senderName: a.senderName,
  senderState: a.senderState,
  pricePerPart: a.pricePerPart,
  perSecond: a.perSecond,
  lane: laneOf(a),
});

async function enabledAccount(db: Db, shopId: string): Promise<SmsAccount | null> {
  const [row] = await db
    .select()
    .from(smsAccounts)
    .where(and(eq(smsAccounts.shopId, shopId), eq(smsAccounts.enabled, true)))
    .limit(1);
  return row ?? null;
}

/** The shop's enabled SMS account, or null. */
export async function smsSender(db: Db, shopId: string): Promise<SmsSender | null> {
  const account = await enabledAccount(db, shopId);
  return account ? toSender(account) : null;
}

const answer = (m: Pick<SmsMessage, 'id' | 'status' | 'reason'>): SendSmsResult => ({
  id: m.id,
  status: m.status,
  reason: m.reason,
});

/** The gateway's answer to one row's send; never throws (a missing credential is a refusal: nothing left). */
export async function callGateway(env: SmsEnv, account: SmsAccount, row: SmsMessage): Promise<SmsSendOutcome> {
  const ctx = accountSmsContext(env, account);
  if (!ctx) return { outcome: 'refused', reason: 'credentials unreadable', code: 'credentials', exchanges: [] };
  try {
    return await smsProviders[account.provider].send(ctx, {
      reference: row.id.replace(/-/g, ''),
      to: row.to,
      text: row.text,
      senderName: account.senderName,
    });
  } catch (error) {
    // Thrown before any request left (a missing credential): nothing was sent.
    return { outcome: 'refused', reason: (error as Error).message, code: 'input', exchanges: [] };
  }
}

async function byRef(db: Db, shopId: string, ref: string): Promise<SmsMessage | null> {
  const [row] = await db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.shopId, shopId), eq(smsMessages.ref, ref)));
  return row ?? null;
}

/** Exchanges as stored: masked by the adapter, and once more by the one masking rule. */
const stored = (exchanges: readonly RawExchange[]) =>
  exchanges.slice(-4).map((e) => maskSecrets(e) as Record<string, unknown>);

/**
 * Sends one SMS once per `ref` (a second call with the same ref sends nothing and answers the first
 * row). Commits its row (status 'sending') before the provider call, takes the lane's slot first
 * (takeSlot; may throw RetryLater), never calls the provider inside a transaction.
 */
export async function sendSms(db: Db, env: SmsEnv, args: SendSmsArgs): Promise<SendSmsResult> {
  const to = normalizePhone(args.to);
  if (!to) throw badRequest('invalid_phone', {}, 'to');
  if (!args.text.trim()) throw badRequest('sms_text_empty', {}, 'text');
  const { encoding, parts } = smsParts(args.text);
  if (parts > MAX_PARTS) throw badRequest('sms_text_too_long', {}, 'text');

  if (args.ref !== null) {
    const earlier = await byRef(db, args.shopId, args.ref);
    if (earlier) return answer(earlier);
  }
  const account = await enabledAccount(db, args.shopId);
  if (!account) throw new AppError(409, 'sms_no_account');

  await takeSlot(db, laneOf(account), account.perSecond);

  const id = timeOrderedId();
  const [row] = await db
    .insert(smsMessages)
    .values({
      shopId: args.shopId,
      id,
      accountId: account.id,
      provider: account.provider,
      to,
      text: args.text,
      parts,
      encoding,
      purpose: args.purpose,
      ref: args.ref,
      status: 'sending',
      // Asked about if this process dies before it records the outcome.
      nextCheckAt: firstCheckAt(new Date()),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    // Another call with this ref committed first: its row is the answer, and nothing is sent.
    const winner = await byRef(db, args.shopId, args.ref!);
    return answer(winner!);
  }
  await scheduleCheck(db, row);

  const outcome = await callGateway(env, account, row);
  return answer(await recordSend(db, row, outcome));
}

/** Records a send's outcome over its 'sending' row; `schedule: false` when the caller schedules the checks of a whole batch. */
export async function recordSend(
  db: Db,
  row: SmsMessage,
  outcome: SmsSendOutcome,
  options: { schedule?: boolean } = {},
): Promise<SmsMessage> {
  const polled = smsProviders[row.provider].reportsBy === 'polling';
  const set =
    outcome.outcome === 'accepted'
      ? {
          status: 'accepted' as const,
          providerMessageId: outcome.providerMessageId,
          reason: outcome.reason,
          nextCheckAt: polled ? firstCheckAt(new Date()) : null,
        }
      : outcome.outcome === 'refused'
        ? { status: 'refused' as const, reason: outcome.reason ?? outcome.code, nextCheckAt: null }
        : {
            status: 'unknown' as const,
            reason: outcome.reason ?? outcome.code,
            // Without the gateway's id nothing can be asked: it stays unknown, never sent again.
            nextCheckAt: null,
          };
  const [updated] = await db
    .update(smsMessages)
    .set({ ...set, exchanges: stored(outcome.exchanges), updatedAt: new Date() })
    .where(and(eq(smsMessages.shopId, row.shopId), eq(smsMessages.id, row.id), eq(smsMessages.status, 'sending')))
    .returning();
  if (updated?.nextCheckAt && options.schedule !== false) await scheduleCheck(db, updated);
  return updated ?? row;
}
