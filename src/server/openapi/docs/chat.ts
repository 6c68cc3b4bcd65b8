import { pluginMessageSchema, pluginMessagesQuerySchema } from '../../../lib/plugin-schemas.ts';
import type { RouteDoc } from '../../http/route-doc.ts';

export const chatDocs: Record<string, RouteDoc> = {
  'POST /plugin/conversation/:botId': {
    tags: ['Bot'],
    summary: "Send a customer's message to the bot and get its reply (spec 3 shape plus a cursor)",
    body: pluginMessageSchema,
    errors: [429],
    description:
      'message_type text (default), interactive (message is a button or row id) or event (message "widget_opened"). A repeated message_id is answered once, with the same reply. ' +
      'input is { kind: "date", min_date?, max_date? } while the bot waits for a date (the widget bounds its picker with it), else null. ' +
      'X-Preview-Token (from the flow builder) runs the draft flow. 404 bot_not_found for an unknown or disabled bot, 413 for a body over 8 KB, 429 when one chat or one address sends too fast.',
  },
  'GET /plugin/conversation/:botId/messages': {
    tags: ['Bot'],
    summary: "A widget chat's messages: after the cursor (oldest first, at most 100), or the latest 50",
    query: pluginMessagesQuerySchema,
    errors: [429],
    description:
      'The widget polls it while open to receive messages that did not answer its own request (order confirmations, replies from the shop).',
  },
};
