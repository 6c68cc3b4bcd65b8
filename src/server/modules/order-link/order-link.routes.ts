import { orderPageSubmitSchema } from '../../../lib/order-page-schema.ts';
import { clientIp } from '../../http/client-ip.ts';
import { AppError } from '../../http/errors.ts';
import { PUBLIC, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody } from '../../http/validate.ts';
import { hit } from '../rate-limit/rate-limit.service.ts';
import { cartOf } from './order-cart.service.ts';
import { notifyOrderPlaced } from '../../chatbot/order-events.ts';
import { assertOpen, findLink, linkIdOf } from './order-link-token.ts';
import { submitOrderPage } from './order-submit.service.ts';
import { idempotencyKeyOf, once } from '../../http/idempotency.ts';

type C = Parameters<RouteDef['handler']>[0];

// A customer opens the page a few times and submits once; a script cycling through addresses'
// worth of requests gets 429. Counted only after the token's signature holds, so a forged token
// costs no database write at all.
export const ORDER_PAGE_WINDOW_MS = 10 * 60 * 1000;
export const ORDER_PAGE_MAX_READS = 120;
export const ORDER_PAGE_MAX_SUBMITS = 20;

async function limit(c: C, kind: 'read' | 'submit', max: number) {
  const counter = await hit(c.get('deps').database.db, `order-page:${kind}:${clientIp(c)}`, ORDER_PAGE_WINDOW_MS);
  if (counter.count > max) {
    throw new AppError(429, 'too_many_requests', {
      seconds: Math.max(1, Math.ceil((counter.resetAt.getTime() - Date.now()) / 1000)),
    });
  }
}

export const orderLinkRoutes: RouteDef[] = [
  // The cart of spec 3 (public: the signed token is the key).
  route('GET', '/api/v1/order', PUBLIC, async (c) => {
    const { env, database } = c.get('deps');
    const linkId = linkIdOf(env.secretKey, c.req.query('token'));
    await limit(c, 'read', ORDER_PAGE_MAX_READS);
    const link = await findLink(database.db, linkId);
    await assertOpen(database.db, link, new Date());
    c.header('cache-control', 'no-store');
    return c.json(await cartOf(database.db, link));
  }),

  // The channel of the order is the link's; the query's `channel` (spec 7 sends whatsapp) is not trusted.
  route(
    'POST',
    '/api/v1/order',
    PUBLIC,
    async (c) => {
      const { env, database } = c.get('deps');
      const linkId = linkIdOf(env.secretKey, c.req.query('token'));
      const input = await jsonBody(c, orderPageSubmitSchema);
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
      const answer = await once(database.db, where, async (tx) => ({
        status: 201,
        body: await submitOrderPage(tx, linkId, input, notifyOrderPlaced),
      }));
      if (answer.replayed) c.header('idempotent-replayed', 'true');
      return c.json(answer.body, 201);
    },
    { bodyLimitKb: 32 },
  ),
];
