import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { operatorActions, type OperatorAction } from '../../db/schema/operator.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';

export type OperatorActor = { id: string; email: string };

export type OperatorActionEntry = {
  action: string;
  subjectType: string;
  subjectId: string;
  shopId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/**
 * Writes one operator action. Call it with the transaction that makes the change, so that the
 * change and its record commit together or not at all.
 */
export async function recordOperatorAction(tx: Db | Tx, actor: OperatorActor, entry: OperatorActionEntry) {
  await tx.insert(operatorActions).values({
    id: timeOrderedId(),
    operatorId: actor.id,
    operatorEmail: actor.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    shopId: entry.shopId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}

/** The log, newest first, a page at a time (`before`: the last id of the previous page). */
export async function listOperatorActions(
  db: Db,
  filter: { shopId?: string; before?: string; limit: number },
): Promise<OperatorAction[]> {
  const where: SQL[] = [];
  if (filter.shopId) where.push(eq(operatorActions.shopId, filter.shopId));
  if (filter.before) where.push(lt(operatorActions.id, filter.before));
  return db
    .select()
    .from(operatorActions)
    .where(and(...where))
    .orderBy(desc(operatorActions.id))
    .limit(filter.limit);
}
