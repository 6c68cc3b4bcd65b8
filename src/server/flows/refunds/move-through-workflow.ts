import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { transitionOrder } from '../../modules/orders/order.service.ts';

/**
 * Moves an order through the shop's workflow (its stock, customer message and timeline), inside
 * the caller's transaction as a savepoint, so that a refused step leaves the rest standing.
 * False where the workflow has no such step from the order's status.
 */
export async function moveThroughWorkflow(
  db: Db | Tx,
  shopId: string,
  orderId: string,
  actorId: string,
  to: string,
  note: string,
): Promise<boolean> {
  try {
    await db.transaction((tx) => transitionOrder(tx as unknown as Db, shopId, orderId, actorId, to, note));
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return false;
    throw error;
  }
}
