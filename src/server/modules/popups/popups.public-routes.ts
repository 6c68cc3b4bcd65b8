import type { Context } from 'hono';
import { z } from 'zod';
import { popupConfigSchema } from '../../../lib/contracts/popup.ts';
import { popupEventSchema, popupPhoneSchema } from '../../../lib/popup-schemas.ts';
import { findBotCached } from '../../chatbot/shop-info.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { AppError } from '../../http/errors.ts';
import { dbOf } from '../../http/route-glue.ts';
import { PUBLIC, type RouteDef } from '../../http/route-table.ts';
import { perAddress, RateLimiter } from '../plugin/index.ts';
import { capturePhone, livePopups, recordPopupEvent } from './popup.service.ts';

// What widget.js calls from the shop's own site (issue 28), under /plugin/ like the bot API: open
// CORS, no cookie, the shop known by the widget's data-bot-id. The sender's address shares the bot
// API's budget; a visitor's events and an address's phone numbers have their own, smaller ones.

const botParams = z.object({ botId: z.string().meta({ description: "The widget's data-bot-id." }) });

/** A page view makes a few events (shown, then clicked or closed): a burst of 30, then one every 2 s. */
export const perVisitor = new RateLimiter({ capacity: 30, perSecond: 0.5 });
/** Each number left makes or touches a customer: 5 from one address, then one a minute. */
export const phonesPerAddress = new RateLimiter({ capacity: 5, perSecond: 1 / 60 });

function limit(wait: number): void {
  if (wait > 0) throw new AppError(429, 'popup_rate_limited', { seconds: wait });
}

async function shopOfBot(c: Context<AppEnv>, botId: string): Promise<string> {
  limit(perAddress.take(clientIp(c)));
  const bot = await findBotCached(dbOf(c), botId);
  if (!bot) throw new AppError(404, 'bot_not_found');
  return bot.shopId;
}

const tags = ['Popups' as const];

export const popupPublicRoutes = [
  declareRoute({
    method: 'GET',
    path: '/plugin/popups/:botId',
    access: PUBLIC,
    tags,
    summary: "The shop's live pop-ups, for widget.js on the shop's site",
    description:
      'Active and within their dates; the page decides the rest (its path, the visit, the frequency). Cached for a minute.',
    params: botParams,
    answers: { 200: popupConfigSchema },
    errors: [429],
    handler: async (c, { params }) => {
      const shopId = await shopOfBot(c, params.botId);
      c.header('cache-control', 'public, max-age=60');
      return c.json(await livePopups(dbOf(c), shopId));
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/plugin/popups/:botId/events',
    access: PUBLIC,
    tags,
    summary: 'Count a pop-up shown, closed or clicked',
    description: 'A click that opened the chat carries its chat_id, which ties a later order to the pop-up.',
    params: botParams,
    body: popupEventSchema,
    answers: { 204: null },
    errors: [429],
    bodyLimitKb: 2,
    handler: async (c, { params, body }) => {
      const shopId = await shopOfBot(c, params.botId);
      limit(perVisitor.take(`${shopId}:${body.visitor_id}`));
      await recordPopupEvent(dbOf(c), shopId, body);
      return c.body(null, 204);
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/plugin/popups/:botId/phone',
    access: PUBLIC,
    tags,
    summary: "A visitor's phone number, with their agreement to WhatsApp and/or SMS messages",
    description:
      "The shop's customer of that number (made if new) is opted in on each ticked channel with source 'popup' and the words shown.",
    params: botParams,
    body: popupPhoneSchema,
    answers: { 204: null },
    errors: [429],
    bodyLimitKb: 2,
    handler: async (c, { params, body }) => {
      const shopId = await shopOfBot(c, params.botId);
      limit(phonesPerAddress.take(`${shopId}:${clientIp(c)}`));
      await capturePhone(dbOf(c), shopId, body);
      return c.body(null, 204);
    },
  }),
] satisfies RouteDef[];
