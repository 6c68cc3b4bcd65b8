import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Tx } from '../db/client.ts';
import type { Handler, RouteDef } from './route-table.ts';
import { idempotencyKeyOf, once } from './idempotency.ts';
import { dbOf, shopOf, userOf, type RouteContext } from './route-glue.ts';

const REPLAYED = 'idempotent-replayed';

/**
 * The handler of a route declared `idempotent: true`, as mountRoutes runs it: once per
 * Idempotency-Key (http/idempotency.ts), inside the transaction that keeps the key with the answer,
 * so a retry gets the first answer (and the idempotent-replayed header), never a second write.
 * The key is the signed-in person's, for this route (method and path as declared), and the
 * request it must come again with is the parsed input: a key sent again with other params, query
 * or body is refused (422). Without a key the handler simply runs. The handler writes through
 * txOf(c) (http/route-glue.ts), which is that transaction.
 */
export function oncePerKey(route: Pick<RouteDef, 'method' | 'path' | 'handler'>): Handler {
  const operation = `${route.method} ${route.path}`;
  return async (c, input) => {
    const key = idempotencyKeyOf(c);
    if (key === undefined) return route.handler(c, input);
    const where = { shopId: shopOf(c), scope: `${operation}:${userOf(c)}`, key, request: input };
    const answer = await once(dbOf(c), where, async (tx) => {
      c.set('tx', tx as Tx);
      const res = await route.handler(c, input);
      return { status: res.status, body: (await res.json()) as unknown };
    });
    if (answer.replayed) c.header(REPLAYED, 'true');
    return c.json(answer.body, answer.status as ContentfulStatusCode);
  };
}

/**
 * For a route that keeps its key itself (declared `idempotent: 'by-handler'`): a public page's
 * write, keyed by its link rather than a person. Runs `write` once per key; a retry gets its answer.
 */
export async function answerOnce<T>(
  c: RouteContext,
  where: { shopId: string; scope: string; key: string | undefined; request: unknown },
  status: 200 | 201,
  write: (tx: Tx) => Promise<T>,
) {
  const answer = await once(dbOf(c), where, async (tx) => ({ status, body: await write(tx as Tx) }));
  if (answer.replayed) c.header(REPLAYED, 'true');
  return c.json(answer.body as T, status);
}
