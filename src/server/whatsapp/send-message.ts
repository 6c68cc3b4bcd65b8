import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { conversationMessages, conversations, type MessageError } from '../db/schema/chat.ts';
import { whatsappMessageRefs } from '../db/schema/whatsapp.ts';
import type { Deps } from '../http/context.ts';
import type { Job } from '../db/schema/jobs.ts';
import { backoffMs, isFinalAttempt, PermanentFailure, RetryLater } from '../jobs/worker.ts';
import { accessTokenOf, accountOfShop } from './account.ts';
import { graphErrorCode, graphRequest } from './graph-client.ts';
import { refreshMessageStatus, setMessageStatus } from './message-status.ts';
import { takeSlot } from '../jobs/pace.ts';
import { toCloudPayloads } from './to-cloud-payloads.ts';
import { isWindowOpen } from './window.ts';
import { cutAt } from '../../lib/text-cut.ts';

/**
 * The 'whatsapp.send' job (payload { shopId, messageId }, enqueued by deliver()): converts one
 * pending outbound message to Cloud API payloads and sends them in order, paced per number in
 * every process together (jobs/pace.ts).
 * - Outside the 24-hour window only a template is attempted; anything else fails at once with
 *   'window_closed' for the merchant to see (no call to Meta).
 * - 130429 / 131056 / 131057 (throughput, pair rate, upgrade), 5xx and network errors are retried
 *   with backoff; the last attempt records the error on the message.
 * - 131047 (window closed at Meta), 131026 (undeliverable) and any other 4xx fail the message with
 *   Meta's code and text.
 * Parts already sent (whatsapp_message_refs) are skipped on a retry, so a customer never gets a
 * part twice. A template is sent at most once: a run that died mid-call (or got no answer) leaves
 * its attempt's mark, and the next run fails it as 'interrupted' instead of sending it again.
 */
const payloadSchema = z.object({ shopId: z.uuid(), messageId: z.uuid() });
/** Meta's default throughput per number (protocols.md §1), held across processes (jobs/pace.ts). */
export const SENDS_PER_SECOND = 80;
/** Numbers that stay in the WhatsApp Business app (coexistence) are held at 20 a second by Meta. */
export const COEXISTENCE_SENDS_PER_SECOND = 20;
/** The mark of a template's send under way (whatsapp_message_refs.wamid until Meta's id replaces it). */
const ATTEMPT = 'attempt:';
export const RETRIED_CODES = new Set([130429, 131056, 131057, 131000, 2]);

export const SEND_ERRORS = {
  window_closed: 'More than 24 hours have passed since the customer last wrote: only an approved template can be sent.',
  not_connected: 'This shop has no connected WhatsApp number.',
  nothing_to_send: 'This message has no form WhatsApp can carry.',
  interrupted:
    'The server stopped while this was being sent: it may have reached the customer, so it is not sent again.',
} as const;

export async function sendMessageJob(deps: Deps, job: Job): Promise<void> {
  const parsed = payloadSchema.safeParse(job.payload);
  if (!parsed.success) throw new PermanentFailure('bad payload');
  const { shopId, messageId } = parsed.data;
  try {
    await send(deps, job, shopId, messageId);
  } catch (error) {
    // Whatever went wrong, a send that will not be tried again shows as failed in the inbox
    // rather than pending for ever.
    if (isFinalAttempt(job, error)) {
      const title = cutAt(error instanceof Error ? error.message : String(error), 300);
      await setMessageStatus(deps.database.db, shopId, messageId, 'failed', ['pending'], {
        code: 'send_failed',
        title,
      });
    }
    throw error;
  }
}

async function send(deps: Deps, job: Job, shopId: string, messageId: string): Promise<void> {
  const { db } = deps.database;
  const [message] = await db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.shopId, shopId), eq(conversationMessages.id, messageId)));
  if (!message || message.direction !== 'out' || message.status !== 'pending') return;
  const fail = (error: MessageError) => setMessageStatus(db, shopId, messageId, 'failed', ['pending'], error);

  const [conversation] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.shopId, shopId), eq(conversations.id, message.conversationId)));
  const account = await accountOfShop(db, shopId);
  if (!conversation || conversation.channel !== 'whatsapp' || !account || account.status !== 'connected') {
    await fail({ code: 'not_connected', title: SEND_ERRORS.not_connected });
    return;
  }
  if (message.content.kind !== 'template' && !isWindowOpen(conversation)) {
    await fail({ code: 'window_closed', title: SEND_ERRORS.window_closed });
    return;
  }
  const payloads = toCloudPayloads(message.content, {
    to: conversation.externalId,
    messageId,
    language: conversation.language,
    baseUrl: deps.env.appUrl,
  });
  if (payloads.length === 0) {
    await fail({ code: 'nothing_to_send', title: SEND_ERRORS.nothing_to_send });
    return;
  }
  const refs = await db
    .select({ part: whatsappMessageRefs.part, wamid: whatsappMessageRefs.wamid })
    .from(whatsappMessageRefs)
    .where(and(eq(whatsappMessageRefs.shopId, shopId), eq(whatsappMessageRefs.messageId, messageId)));
  // A template (a campaign's offer, a reminder: sent by the business, paid per message) is sent at
  // most once: its attempt is written before the call, so a run killed mid-call leaves the mark and
  // the next run does not send it again (a reply the customer waits for is sent again instead).
  const once = message.content.kind === 'template';
  if (once && refs.some((r) => r.wamid.startsWith(ATTEMPT))) {
    await fail({ code: 'interrupted', title: SEND_ERRORS.interrupted });
    return;
  }
  const sent = new Set(refs.map((r) => r.part));
  const accessToken = accessTokenOf(deps.env, account);
  for (const [part, body] of payloads.entries()) {
    if (sent.has(part)) continue;
    await takeSlot(
      db,
      `whatsapp:${account.phoneNumberId}`,
      account.mode === 'coexistence' ? COEXISTENCE_SENDS_PER_SECOND : SENDS_PER_SECOND,
    );
    const attempt = `${ATTEMPT}${messageId}:${part}`;
    if (once) await db.insert(whatsappMessageRefs).values({ shopId, wamid: attempt, messageId, part });
    const res = await graphRequest(deps.env, {
      method: 'POST',
      path: `/${account.phoneNumberId}/messages`,
      accessToken,
      body,
      shopId,
      db,
    });
    const wamid = res.json?.messages?.[0]?.id;
    const attemptRow = and(eq(whatsappMessageRefs.shopId, shopId), eq(whatsappMessageRefs.wamid, attempt));
    if (res.status >= 200 && res.status < 300 && typeof wamid === 'string') {
      if (once) await db.update(whatsappMessageRefs).set({ wamid }).where(attemptRow);
      else await db.insert(whatsappMessageRefs).values({ shopId, wamid, messageId, part }).onConflictDoNothing();
      continue;
    }
    // Meta answered (nothing was sent): the attempt's mark goes. No answer at all: it stays.
    if (once && res.status !== 0) await db.delete(whatsappMessageRefs).where(attemptRow);
    const code = graphErrorCode(res);
    const error: MessageError = {
      code: code ?? (res.status || 'network'),
      title: cutAt(String(res.json?.error?.message ?? `HTTP ${res.status}`), 300),
      ...(res.json?.error?.error_data?.details
        ? { detail: cutAt(String(res.json.error.error_data.details), 500) }
        : {}),
    };
    const retried = res.status === 0 || res.status >= 500 || (code !== null && RETRIED_CODES.has(code));
    if (retried && job.attempts < job.maxAttempts) {
      // Rate limits: wait at least a few seconds whatever the attempt (Meta's pair limit is ~6 s).
      throw new RetryLater(
        `${error.code}: ${error.title}`,
        Math.max(code !== null && RETRIED_CODES.has(code) ? 6_000 : 0, backoffMs(job.attempts)),
      );
    }
    await fail(error);
    return;
  }
  await refreshMessageStatus(db, shopId, messageId, { fromPending: true });
}
