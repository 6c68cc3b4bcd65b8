import { orderPageCartSchema, orderPageSubmittedSchema } from '../../../lib/contracts/order-page.ts';
import {
  orderPageQuerySchema,
  orderPageSubmitQuerySchema,
  orderPageSubmitSchema,
} from '../../../lib/order-page-schema.ts';
import { notifyOrderPlaced } from '../../chatbot/order-events.ts';
import { clientIp } from '../../http/client-ip.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { AppError } from '../../http/errors.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { answerOnce } from '../../http/idempotent-write.ts';
import { PUBLIC, type RouteDef } from '../../http/route-table.ts';
import { hit } from '../rate-limit/index.ts';
import { cartOf } from './order-cart.service.ts';
import { assertOpen, findLink, linkIdOf } from './order-link-token.ts';
import { submitOrderPage } from './order-submit.service.ts';
import { previewOrderPageCode } from './order-discount.service.ts';
import { orderPageDiscountAnswerSchema } from '../../../lib/contracts/discount.ts';
import { orderPageDiscountSchema } from '../../../lib/discount-schemas.ts';
import { dbOf } from '../../http/route-glue.ts';

type C = Parameters<RouteDef['handler']>[0];

// A customer opens the page a few times and submits once; a script cycling through addresses'
// worth of requests gets 429. Counted only after the token's signature holds, so a forged token
// costs no database write at all.
export const ORDER_PAGE_WINDOW_MS = 10 * 60 * 1000;
export const ORDER_PAGE_MAX_READS = 120;
export const ORDER_PAGE_MAX_SUBMITS = 20;
// Codes are short words: a script trying them one after another gets 429 long before it finds one.
export const ORDER_PAGE_MAX_DISCOUNT_TRIES = 20;

export async function limit(c: C, kind: 'read' | 'submit' | 'pay' | 'pay-poll' | 'discount', max: number) {
  const counter = await hit(dbOf(c), `order-page:${kind}:${clientIp(c)}`, ORDER_PAGE_WINDOW_MS);
  if (counter.count > max) {
    throw new AppError(429, 'too_many_requests', {
      seconds: Math.max(1, Math.ceil((counter.resetAt.getTime() - Date.now()) / 1000)),
    });
  }
}

const tags = ['Order page' as const];

export const orderLinkRoutes: RouteDef[] = [
  // The cart of spec 3 (public: the signed token is the key).
  declareRoute({
    method: 'GET',
    path: '/api/v1/order',
    access: PUBLIC,
    tags,
    summary: 'The draft order behind an order link (cart response)',
    description:
      'Shop name and logo, currency, language, the customer if the chat knows them, and every basket line with its variants and add-ons (only lines with at least one are customisable; all count in the total). 400 without or with a malformed token, 404 for a forged one, 410 when expired, 409 when already submitted.',
    query: orderPageQuerySchema,
    answers: { 200: orderPageCartSchema },
    errors: [404, 409, 410, 429],
    cache: 'no-store',
    handler: async (c, { query }) => {
      const { env, database } = c.get('deps');
      const linkId = linkIdOf(env.secretKey, query.token);
      await limit(c, 'read', ORDER_PAGE_MAX_READS);
      const link = await findLink(database.db, linkId);
      await assertOpen(database.db, link, new Date());
      c.header('cache-control', 'no-store');
      return c.json(await cartOf(database.db, link));
    },
  }),

  // The channel of the order is the link's; the query's `channel` (spec 7 sends whatsapp) is not trusted.
  declareRoute({
    method: 'POST',
    path: '/api/v1/order',
    access: PUBLIC,
    tags,
    summary: 'Submit the order page: creates the order once',
    description:
      'Prices, stock and numbering as for every order. Only the link’s products may be ordered. A second submit of the same link, even concurrent, gets 409 naming the order number. The bot confirms the order in the chat.',
    query: orderPageSubmitQuerySchema,
    body: orderPageSubmitSchema,
    idempotent: 'by-handler',
    answers: { 201: orderPageSubmittedSchema },
    errors: [404, 409, 410, 422, 429],
    bodyLimitKb: 32,
    handler: async (c, { query, body: input }) => {
      const { env, database } = c.get('deps');
      const linkId = linkIdOf(env.secretKey, query.token);
      const key = idempotencyKeyOf(c);
      await limit(c, 'submit', ORDER_PAGE_MAX_SUBMITS);
      // A link orders once anyway; with a key, a retry whose first answer was lost gets that
      // answer (the order's number) instead of "already submitted".
      const link = key === undefined ? null : await findLink(database.db, linkId);
      const where = {
        shopId: link?.shopId ?? '',
        scope: `order-page:${linkId}`,
        key: link ? key : undefined,
        request: input,
      };
      return answerOnce(c, where, 201, (tx) => submitOrderPage(tx, linkId, input, notifyOrderPlaced));
    },
  }),

  // Issue 28: the page's "Apply" for a discount code, before the order is sent. Nothing is used
  // or written here; the submit checks the code again in the order's transaction.
  declareRoute({
    method: 'POST',
    path: '/api/v1/order/discount',
    access: PUBLIC,
    tags,
    summary: 'Check a discount code on the order page: what it takes off these goods',
    description:
      'Codes are case-insensitive. 400 in words when the code is unknown, disabled, expired, used up, below its minimum order or used up by this customer (the customer the chat knows). Nothing is written: the code is used only when the order is submitted with it.',
    query: orderPageQuerySchema,
    body: orderPageDiscountSchema,
    answers: { 200: orderPageDiscountAnswerSchema },
    errors: [404, 409, 410, 429],
    cache: 'no-store',
    handler: async (c, { query, body }) => {
      const { env, database } = c.get('deps');
      const linkId = linkIdOf(env.secretKey, query.token);
      await limit(c, 'discount', ORDER_PAGE_MAX_DISCOUNT_TRIES);
      const link = await findLink(database.db, linkId);
      await assertOpen(database.db, link, new Date());
      c.header('cache-control', 'no-store');
      return c.json(await previewOrderPageCode(database.db, link, body));
    },
  }),
];
