import type { Tx } from '../db/client.ts';
import { idempotencyKeyOf, once } from './idempotency.ts';
import { type RouteDef } from './route-table.ts';
import { shopOf, dbOf } from './route-glue.ts';

type C = Parameters<RouteDef['handler']>[0];

/**
 * A write a client may retry, run once per Idempotency-Key (http/idempotency.ts): the retry gets
 * the first answer (and the idempotent-replayed header), never a second entry.
 */
export async function idempotentWrite<T>(
  c: C,
  scope: string,
  request: unknown,
  status: 200 | 201,
  write: (tx: Tx) => Promise<T>,
) {
  const shopId = shopOf(c);
  const where = { shopId, scope: `${scope}:${c.get('user')!.id}`, key: idempotencyKeyOf(c), request };
  const answer = await once(dbOf(c), where, async (tx) => ({
    status,
    body: await write(tx as Tx),
  }));
  if (answer.replayed) c.header('idempotent-replayed', 'true');
  return c.json(answer.body as T, answer.status as typeof status);
}
