import { and, eq, sql } from 'drizzle-orm';
import { deliver } from '../../chatbot/deliver.ts';
import type { Db } from '../../db/client.ts';
import { conversations, type MessageContent } from '../../db/schema/chat.ts';
import type { Env } from '../../env.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { isWindowOpen } from '../../whatsapp/window.ts';
import type { ReplyInput } from '../../../lib/conversation-schemas.ts';
import type { ReplyAnswer } from '../../../lib/contracts/conversation.ts';
import { conversationSummary, getConversation } from './conversation-query.service.ts';
import { findTemplate, renderTemplateText } from './whatsapp-templates.ts';

/**
 * A person's reply. Free text goes out as the same send_message action the bot uses (the widget
 * reads it on its next poll; WhatsApp gets a 'whatsapp.send' job from deliver()); outside the
 * WhatsApp window only an approved template may go (Meta would refuse free text with 131047).
 * Replying takes the chat over from the bot, so the bot does not answer over the person.
 */
export async function reply(
  db: Db,
  env: Env,
  shopId: string,
  conversationId: string,
  userId: string,
  input: ReplyInput,
): Promise<ReplyAnswer> {
  const conversation = await getConversation(db, shopId, conversationId);
  let content: MessageContent;
  if (input.template) {
    if (conversation.channel !== 'whatsapp') throw badRequest('template_whatsapp_only', {}, 'template');
    const template = await findTemplate(db, env, shopId, input.template.name, input.template.language);
    const text = renderTemplateText(template, input.template.params);
    content = {
      kind: 'template',
      name: template.name,
      language: template.language,
      text,
      params: input.template.params,
    };
  } else {
    if (conversation.channel === 'whatsapp' && !isWindowOpen(conversation)) throw conflict('window_closed', {}, 'text');
    content = { kind: 'action', action: { send_message: { text: input.text! } } };
  }
  const [message] = await db.transaction(async (tx) => {
    await tx
      .update(conversations)
      .set({
        botPaused: true,
        assignedTo: sql`coalesce(${conversations.assignedTo}, ${userId}::uuid)`,
        status: 'open',
        updatedAt: new Date(),
      })
      .where(and(eq(conversations.shopId, shopId), eq(conversations.id, conversationId)));
    return deliver(tx as unknown as Db, {
      shopId,
      conversation,
      contents: [content],
      author: 'agent',
      authorUserId: userId,
    });
  });
  return { message_id: message!.id, conversation: await conversationSummary(db, shopId, conversationId) };
}
