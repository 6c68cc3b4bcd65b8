import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db, Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { AppError, badRequest } from './errors.ts';

/**
 * Idempotency keys (the IETF draft "The Idempotency-Key HTTP Header Field"; DESIGN.md: every write
 * a client may retry takes one). A client sends `Idempotency-Key: <its own unique string>` with a
 * write; when the answer never arrives (a crash after the commit, a dropped connection) it sends
 * the same request with the same key again and gets the first answer, not a second order.
 *
 * The key is stored in the write's own transaction, with the answer: a committed write always has
 * its key, a rolled-back one never. Two requests with one key at once: the second's insert waits
 * for the first's transaction (PostgreSQL's unique index does), then finds its answer and gives it
 * back; if the first rolled back, the second does the write itself. A key reused with a different
 * request is refused (422). Keys are kept for a day.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEEP = sql`interval '24 hours'`;

export type Answer<T> = { status: number; body: T };

/** The request's key: absent (undefined), or printable ASCII of 1 to 255 characters. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw badRequest('idempotency_key_invalid', {}, 'Idempotency-Key');
  return key;
}

/**
 * Runs `write` once per key: inside one transaction with the key's row, or plainly without a key.
 * `request` is what must match for a retry to get the stored answer (the validated input).
 */
export async function once<T>(
  db: Db,
  where: { shopId: string; scope: string; key: string | undefined; request: unknown },
  write: (tx: Tx | Db) => Promise<Answer<T>>,
): Promise<Answer<T> & { replayed: boolean }> {
  if (where.key === undefined) return { ...(await write(db)), replayed: false };
  const requestHash = createHash('sha256').update(JSON.stringify(where.request)).digest('base64url');
  const row = and(
    eq(idempotencyKeys.shopId, where.shopId),
    eq(idempotencyKeys.scope, where.scope),
    eq(idempotencyKeys.key, where.key!),
  );
  return db.transaction(async (tx) => {
    // The shop's keys older than a day go (this one too, so that it can be used afresh).
    await tx
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.shopId, where.shopId), lt(idempotencyKeys.createdAt, sql`now() - ${KEEP}`)));
    // Claims the key for this transaction (a placeholder answer, replaced before the commit).
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ shopId: where.shopId, scope: where.scope, key: where.key!, requestHash, status: 0, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [stored] = await tx.select().from(idempotencyKeys).where(row);
      if (stored!.requestHash !== requestHash) throw new AppError(422, 'idempotency_key_reused', {}, 'Idempotency-Key');
      return { status: stored!.status, body: stored!.response as T, replayed: true };
    }
    const answer = await write(tx as unknown as Tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: answer.status, response: answer.body as object })
      .where(row);
    return { ...answer, replayed: false };
  });
}
