import type { Context } from 'hono';
import type { MessageContent } from '../../db/schema/chat.ts';
import { handleInbound } from '../../chatbot/engine.ts';
import { encodeCursor } from '../../chatbot/message-cursor.ts';
import { verifyPreviewToken } from '../../chatbot/preview-token.ts';
import { findBotCached } from '../../chatbot/shop-info.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { AppError, badRequest, forbidden } from '../../http/errors.ts';
import { PUBLIC, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody, queryParams } from '../../http/validate.ts';
import { pluginMessageSchema, pluginMessagesQuerySchema, type PluginMessage } from '../../../lib/plugin-schemas.ts';
import { widgetMessages } from './plugin.service.ts';
import { perAddress, perChat } from './rate-limiter.ts';
import { greetsWhenOpened } from '../../chatbot/flow-store.ts';

/** The shop behind the path's bot id (404 bot_not_found for an unknown or disabled bot). */
async function botOf(c: Context<AppEnv>) {
  const bot = await findBotCached(c.get('deps').database.db, c.req.param('botId') ?? '');
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

async function postMessage(c: Context<AppEnv>) {
  const deps = c.get('deps');
  limit(perAddress.take(clientIp(c)));
  const bot = await botOf(c);
  const body = await jsonBody(c, pluginMessageSchema);
  if (body.bot_id !== undefined && body.bot_id !== bot.id) throw badRequest('chat_bot_id_mismatch', {}, 'bot_id');
  limit(perChat.take(`${bot.id}:${body.chat_id}`));
  const preview = isPreview(c, bot.shopId);
  // The widget tells us it was opened on a new chat; without a greeting for that, nothing happens.
  if (body.message_type === 'event' && !(await greetsWhenOpened(deps.database.db, bot.shopId, preview)))
    return c.json({ actions: [], cursor: '' });
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
  return c.json({ ...result.reply, cursor: last ? encodeCursor(last) : '' });
}

async function getMessages(c: Context<AppEnv>) {
  limit(perAddress.take(clientIp(c)));
  const bot = await botOf(c);
  const q = queryParams(c, pluginMessagesQuerySchema);
  const externalId = isPreview(c, bot.shopId) ? `preview:${q.chat_id}` : q.chat_id;
  return c.json(await widgetMessages(c.get('deps').database.db, bot.shopId, externalId, q.after));
}

export const pluginRoutes: RouteDef[] = [
  route('POST', '/plugin/conversation/:botId', PUBLIC, postMessage, {
    bodyLimitKb: 8,
    tooLarge: 'chat_message_too_large',
  }),
  route('GET', '/plugin/conversation/:botId/messages', PUBLIC, getMessages),
];
