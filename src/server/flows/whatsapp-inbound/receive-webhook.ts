import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { handleInbound } from '../../chatbot/engine.ts';
import { deliver } from '../../chatbot/deliver.ts';
import { notTakingOrdersText, shopSuspendedCached } from '../../chatbot/shop-info.ts';
import { contentPreview } from '../../chatbot/content-preview.ts';
import { conversationMessages, conversations } from '../../db/schema/chat.ts';
import type { Job } from '../../db/schema/jobs.ts';
import { webhookLogs, type WhatsappAccount } from '../../db/schema/whatsapp.ts';
import type { Deps } from '../../http/context.ts';
import { PermanentFailure } from '../../jobs/worker.ts';
import { accessTokenOf, accountOfNumber } from '../../whatsapp/account.ts';
import { graphRequest } from '../../whatsapp/graph-client.ts';
import { applyStatus } from '../../whatsapp/message-status.ts';
import { parseWebhook, type InboundMessage } from '../../whatsapp/parse-webhook.ts';
import { MORE_ROW_PREFIX, remainingRows } from '../../whatsapp/to-cloud-payloads.ts';
import { deliveryItems } from '../../whatsapp/delivery-items.ts';
import { applyTemplateStatus, templateStatusEvent } from '../../modules/whatsapp-templates/index.ts';

/**
 * The 'whatsapp.inbound' job (payload { logId }): processes a stored webhook body. Every message
 * goes to the engine with its wamid as message id (the engine answers a repeated id once, so a
 * webhook Meta sends twice, a replay, or a retried job never duplicates a message), every status
 * updates its message. The number (metadata.phone_number_id) names the shop; a number no shop owns,
 * or another shop's, is skipped.
 */
const payloadSchema = z.object({ logId: z.uuid() });

export async function receiveWebhookJob(deps: Deps, job: Job): Promise<void> {
  const parsed = payloadSchema.safeParse(job.payload);
  if (!parsed.success) throw new PermanentFailure('bad payload');
  const { db } = deps.database;
  const [log] = await db
    .select({ body: webhookLogs.requestBody })
    .from(webhookLogs)
    .where(eq(webhookLogs.id, parsed.data.logId));
  if (!log) throw new PermanentFailure('webhook log not found');
  const { changes } = parseWebhook(log.body);
  // One message that fails (a bug, the database away) must not hold up the others of the batch:
  // each is tried, and the job is retried once for the failures (the done ones answer as repeats).
  let firstError: unknown = null;
  const attempt = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      firstError ??= error;
    }
  };
  for (const change of changes) {
    const account = await accountOfNumber(db, change.phoneNumberId);
    // Only the job's own shop: its log holds that shop's share of a delivery, and even a body
    // stored otherwise (an older log, a replay) never acts for another shop.
    if (!account || account.shopId !== job.shopId) continue;
    for (const message of change.messages) await attempt(() => receiveMessage(deps, account, message));
    for (const status of change.statuses) await attempt(() => applyStatus(db, account.shopId, status));
  }
  // Template review states name the business account (entry.id), not a number: the job's shop's
  // template of that account is updated (whatsapp-templates face), nobody else's.
  for (const item of deliveryItems(log.body) ?? []) {
    if (item.field !== 'message_template_status_update' || !job.shopId) continue;
    const event = templateStatusEvent(item.entryId, item.entryTime, item.change);
    const shopId = job.shopId;
    if (event) await attempt(() => applyTemplateStatus(db, shopId, event));
  }
  if (firstError) throw firstError;
}

async function receiveMessage(deps: Deps, account: WhatsappAccount, message: InboundMessage): Promise<void> {
  if (await shopSuspendedCached(deps.database.db, account.shopId)) {
    await refuseWhileSuspended(deps, account, message);
    return;
  }
  if (message.content.kind === 'interactive' && message.content.id.startsWith(MORE_ROW_PREFIX)) {
    await answerMoreRow(deps, account, message);
    return;
  }
  await handleInbound(deps, {
    shopId: account.shopId,
    channel: 'whatsapp',
    externalId: message.from,
    messageId: message.wamid,
    content: message.content,
    profile: { ...(message.name ? { name: message.name } : {}), phone: `+${message.from}` },
  });
}

/**
 * A shop the operators suspended (issue 29): the customer is told in en and sw that it is not
 * taking orders, sent straight to Meta and logged nowhere (no conversation, message, customer or
 * order, and no webhook log of the reply). Best effort: a reply Meta refuses is not retried, as
 * nothing waits on it. The webhook's own log (what Meta sent us) stays, as for every delivery.
 */
async function refuseWhileSuspended(deps: Deps, account: WhatsappAccount, message: InboundMessage): Promise<void> {
  await graphRequest(deps.env, {
    method: 'POST',
    path: `/${account.phoneNumberId}/messages`,
    accessToken: accessTokenOf(deps.env, account),
    body: {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.from,
      type: 'text',
      text: { body: notTakingOrdersText('sw') },
    },
  });
}

/**
 * The "more" row of a list cut at 10 rows (to-cloud-payloads.ts) names the message it belongs to:
 * the customer's tap is stored like any message and the rest of that list is sent, without
 * disturbing the flow, which still waits on the same question.
 */
async function answerMoreRow(deps: Deps, account: WhatsappAccount, message: InboundMessage): Promise<void> {
  const { db } = deps.database;
  const sourceId = message.content.kind === 'interactive' ? message.content.id.slice(MORE_ROW_PREFIX.length) : '';
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.shopId, account.shopId),
        eq(conversations.channel, 'whatsapp'),
        eq(conversations.externalId, message.from),
      ),
    );
  if (!conversation || !z.uuid().safeParse(sourceId).success) return;
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(conversationMessages)
      .values({
        shopId: account.shopId,
        conversationId: conversation.id,
        direction: 'in',
        author: 'customer',
        externalId: message.wamid,
        content: message.content,
        preview: contentPreview(message.content),
        status: 'received',
      })
      .onConflictDoNothing()
      .returning({ id: conversationMessages.id, createdAt: conversationMessages.createdAt });
    if (!stored) return;
    await tx
      .update(conversations)
      .set({
        lastInboundAt: stored.createdAt,
        unreadCount: sql`${conversations.unreadCount} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(conversations.shopId, account.shopId), eq(conversations.id, conversation.id)));
    const [source] = await tx
      .select({ content: conversationMessages.content })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.shopId, account.shopId),
          eq(conversationMessages.id, sourceId),
          eq(conversationMessages.conversationId, conversation.id),
        ),
      );
    const next = source?.content.kind === 'action' ? remainingRows(source.content.action) : null;
    if (next)
      await deliver(tx, {
        shopId: account.shopId,
        conversation: { ...conversation, lastInboundAt: stored.createdAt },
        contents: [{ kind: 'action', action: next }],
        author: 'bot',
        replyTo: stored.id,
      });
  });
}
