import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conversations } from '../db/schema/chat.ts';
import type { Job } from '../db/schema/jobs.ts';
import type { Deps } from '../http/context.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { botTexts } from './bot-texts.ts';
import { deliver } from './deliver.ts';
import { interpolate } from './interpolate.ts';

// The bot's "Pay now" step (issue 15): after the order confirmation, a customer who ordered in
// the chat is sent the order page they ordered on, where they pay by mobile money. It is a job
// queued in the order's own transaction: whether the shop can collect, and the page's signed URL,
// are the modules' to say (ShopPorts), and the order page's submit hands the bot a transaction only.
// A text with the link on both channels: the widget makes it a link, and WhatsApp opens it from a
// text (protocols.md §1 lists no URL button among the messages we may send).

export const PAY_NOW_QUEUE = 'chat.pay-now';

export type PayNowJob = { shopId: string; conversationId: string; orderId: string };

/** Queues the step (call inside the order's transaction: no step without the order). */
export async function queuePayNow(db: Db, job: PayNowJob): Promise<void> {
  await enqueue(db, { queue: PAY_NOW_QUEUE, payload: job, shopId: job.shopId, dedupeKey: `pay-now:${job.orderId}` });
}

/** The "Pay now" message, in the conversation's language, or null when there is nothing to pay here. */
export async function sendPayNow(db: Db, deps: Pick<Deps, 'shopPorts'>, job: PayNowJob, now = new Date()) {
  const url = await deps.shopPorts.payNowLink(db, job.shopId, job.orderId, now);
  if (!url) return null;
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.shopId, job.shopId), eq(conversations.id, job.conversationId)));
  if (!conversation) return null;
  const text = interpolate(botTexts.payNow[conversation.language], { url });
  const [message] = await deliver(db, {
    shopId: job.shopId,
    conversation,
    contents: [{ kind: 'action', action: { send_message: { text } } }],
    author: 'system',
  });
  return message ?? null;
}

export async function payNowJob(deps: Deps, job: Job): Promise<void> {
  await sendPayNow(deps.database.db, deps, job.payload as PayNowJob);
}
