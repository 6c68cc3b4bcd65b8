import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../email/mailer.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import {
  addContactReply,
  contactMessageById,
  lockContactMessage,
  markContactHandled,
} from '../../modules/contact/index.ts';
import { recordOperatorAction, type OperatorActor } from '../../modules/operator-audit/index.ts';

// The operators' answers to the contact form (issue 29): marking a message handled, and replying
// by email. Each writes the message and the operator's log line in one transaction.

const snapshot = (m: { status: string; handledAt: Date | null; handledBy: string | null }) => ({
  status: m.status,
  handled_at: m.handledAt?.toISOString() ?? null,
  handled_by: m.handledBy,
});

export async function markHandled(db: Db, actor: OperatorActor, messageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockContactMessage(tx, messageId);
    if (!before) throw notFound('contact_message_not_found');
    if (before.status !== 'new') throw conflict('contact_already_handled');
    const after = await markContactHandled(tx, messageId, actor.email);
    await recordOperatorAction(tx, actor, {
      action: 'contact.handle',
      subjectType: 'contact_message',
      subjectId: messageId,
      before: snapshot(before),
      after: snapshot(after),
    });
  });
}

/**
 * Sends the reply by email, then keeps it (and marks the message handled) with its log line. The
 * mail goes first, outside any transaction (a provider is never called inside one, decision 0022):
 * a mail that fails leaves nothing written and says so (502); a reply is never shown as sent when
 * it was not.
 */
export async function replyByEmail(
  db: Db,
  mailer: Mailer,
  actor: OperatorActor,
  messageId: string,
  reply: { subject: string; body: string },
): Promise<void> {
  const message = await contactMessageById(db, messageId);
  if (!message) throw notFound('contact_message_not_found');
  try {
    await mailer.send({ to: message.email, subject: reply.subject, text: reply.body });
  } catch {
    throw new AppError(502, 'contact_reply_not_sent');
  }
  await db.transaction(async (tx) => {
    const before = (await lockContactMessage(tx, messageId))!;
    const saved = await addContactReply(tx, {
      messageId,
      operatorId: actor.id,
      operatorEmail: actor.email,
      subject: reply.subject,
      body: reply.body,
    });
    const after = before.status === 'new' ? await markContactHandled(tx, messageId, actor.email) : before;
    await recordOperatorAction(tx, actor, {
      action: 'contact.reply',
      subjectType: 'contact_message',
      subjectId: messageId,
      before: snapshot(before),
      after: { ...snapshot(after), reply_id: saved.id, subject: reply.subject, body: reply.body },
    });
  });
}
