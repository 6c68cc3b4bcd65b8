import type { Context } from 'hono';
import { z } from 'zod';
import {
  chatAnswerSchema,
  chatMessagesSchema,
  type ChatAnswer,
  type ChatReply,
  type MessageContent,
} from '../../../lib/contracts/chat.ts';
import { pluginMessageSchema, pluginMessagesQuerySchema, type PluginMessage } from '../../../lib/plugin-schemas.ts';
import { handleInbound } from '../../chatbot/engine.ts';
import { greetsWhenOpened } from '../../chatbot/flow-store.ts';
import { encodeCursor } from '../../chatbot/message-cursor.ts';
import { verifyPreviewToken } from '../../chatbot/preview-token.ts';
import { findBotCached, notTakingOrdersReply, shopSuspendedCached } from '../../chatbot/shop-info.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { declareRoute, type Input } from '../../http/declare-route.ts';
import { AppError, badRequest, forbidden } from '../../http/errors.ts';
import { PUBLIC, type RouteDef } from '../../http/route-table.ts';
import { widgetMessages } from './plugin.service.ts';
import { perAddress, perChat } from './rate-limiter.ts';
import { dbOf } from '../../http/route-glue.ts';

// The bot API the widget calls from any site (spec 3): the chat hot path. The mount parses the
// body (or the query) before the handler runs; everything else is checked here, in this order:
// the sender's address limit, the bot, the chat's limit, the preview token.

/** A bot id is the widget's data-bot-id: opaque text ('demo' for the demo shop), not a UUID. */
const botParams = z.object({ botId: z.string().meta({ description: "The widget's data-bot-id." }) });

/** The shop behind the path's bot id (404 bot_not_found for an unknown or disabled bot). */
async function botOf(c: Context<AppEnv>, botId: string) {
  const bot = await findBotCached(dbOf(c), botId);
  if (!bot) throw new AppError(404, 'bot_not_found');
  return bot;
}

function limit(wait: number): void {
  if (wait > 0) throw new AppError(429, 'chat_rate_limited', { seconds: wait });
}

/** X-Preview-Token: the builder's preview runs the draft of the bot's own shop; any other token is refused. */
function isPreview(c: Context<AppEnv>, shopId: string): boolean {
  const token = c.req.header('x-preview-token');
  if (!token) return false;
  const verified = verifyPreviewToken(c.get('deps').env.secretKey, token);
  if (!verified || verified.shopId !== shopId) throw forbidden();
  return true;
}

function contentOf(body: PluginMessage): MessageContent {
  if (body.message_type === 'interactive') return { kind: 'interactive', id: body.message, title: body.title ?? '' };
  if (body.message_type === 'event' && body.message !== 'widget_opened')
    throw badRequest('invalid_choice', { field: 'message' }, 'message');
  // Stored and shown as plain text everywhere: "<script>" stays those characters.
  return { kind: 'text', text: body.message };
}

/** The widget's "opened" event on a flow that greets nobody: nothing is said and no conversation is made. */
const NOTHING: ChatAnswer = { actions: [], cursor: '' };

type MessageInput = Input<typeof pluginMessageSchema, undefined, typeof botParams>;

async function postMessage(c: Context<AppEnv>, { body, params }: MessageInput) {
  const deps = c.get('deps');
  limit(perAddress.take(clientIp(c)));
  const bot = await botOf(c, params.botId);
  if (body.bot_id !== undefined && body.bot_id !== bot.id) throw badRequest('chat_bot_id_mismatch', {}, 'bot_id');
  limit(perChat.take(`${bot.id}:${body.chat_id}`));
  const preview = isPreview(c, bot.shopId);
  // A shop the operators suspended (issue 29) says so in en and sw, and nothing is stored: no
  // conversation, no message, no customer, no order; said already when the widget opens. The
  // builder's preview still runs.
  if (!preview && (await shopSuspendedCached(deps.database.db, bot.shopId)))
    return c.json(notTakingOrdersReply(body.language ?? 'en'));
  // The widget tells us it was opened on a new chat; without a greeting for that, nothing happens.
  if (body.message_type === 'event' && !(await greetsWhenOpened(deps.database.db, bot.shopId, preview)))
    return c.json(NOTHING);
  const result = await handleInbound(deps, {
    shopId: bot.shopId,
    channel: 'widget',
    externalId: body.chat_id,
    messageId: body.message_id ?? null,
    content: contentOf(body),
    ...(body.message_type === 'event' && { event: 'widget_opened' as const }),
    ...(body.language && { language: body.language }),
    preview,
  });
  const last = result.messages[result.messages.length - 1] ?? result.inbound;
  const answer: ChatReply = { ...result.reply, cursor: last ? encodeCursor(last) : '' };
  return c.json(answer);
}

type MessagesInput = Input<undefined, typeof pluginMessagesQuerySchema, typeof botParams>;

async function getMessages(c: Context<AppEnv>, { query, params }: MessagesInput) {
  limit(perAddress.take(clientIp(c)));
  const bot = await botOf(c, params.botId);
  const externalId = isPreview(c, bot.shopId) ? `preview:${query.chat_id}` : query.chat_id;
  return c.json(await widgetMessages(dbOf(c), bot.shopId, externalId, query.after));
}

const tags = ['Bot' as const];

export const pluginRoutes: RouteDef[] = [
  declareRoute({
    method: 'POST',
    path: '/plugin/conversation/:botId',
    access: PUBLIC,
    tags,
    summary: "Send a customer's message to the bot and get its reply (spec 3 shape plus a cursor)",
    description:
      'message_type text (default), interactive (message is a button or row id) or event (message "widget_opened"). A repeated message_id is answered once, with the same reply. ' +
      'input is { kind: "date", min_date?, max_date? } while the bot waits for a date (the widget bounds its picker with it), else null. ' +
      'The "widget_opened" event on a flow without a greeting for it answers { actions: [], cursor: "" } and stores nothing. ' +
      'X-Preview-Token (from the flow builder) runs the draft flow. 404 bot_not_found for an unknown or disabled bot, 413 for a body over 8 KB, 429 when one chat or one address sends too fast.',
    params: botParams,
    body: pluginMessageSchema,
    answers: { 200: chatAnswerSchema },
    errors: [403, 429],
    bodyLimitKb: 8,
    tooLarge: 'chat_message_too_large',
    handler: postMessage,
  }),
  declareRoute({
    method: 'GET',
    path: '/plugin/conversation/:botId/messages',
    access: PUBLIC,
    tags,
    summary: "A widget chat's messages: after the cursor (oldest first, at most 100), or the latest 50",
    description:
      'The widget polls it while open to receive messages that did not answer its own request (order confirmations, replies from the shop).',
    params: botParams,
    query: pluginMessagesQuerySchema,
    answers: { 200: chatMessagesSchema },
    errors: [403, 429],
    handler: getMessages,
  }),
];
