import type { OrderAlertEvent } from '../../../lib/order-alert-schemas.ts';
import type { Tx } from '../../db/client.ts';
import { enqueue } from '../../jobs/enqueue.ts';

export const FAN_OUT_QUEUE = 'order-alerts.fan-out';
export const SEND_QUEUE = 'order-alerts.send';

/**
 * Queues the alert of an order or a payment in the transaction that writes it: the alert exists
 * exactly when the order (or credit) commits, and once (the dedupe key is the event and its row).
 */
export async function queueOrderAlert(
  tx: Tx,
  event: OrderAlertEvent,
  shopId: string,
  subjectId: string,
): Promise<void> {
  await enqueue(tx, {
    queue: FAN_OUT_QUEUE,
    payload: { shopId, event, subjectId },
    shopId,
    dedupeKey: `${event}:${subjectId}`,
  });
}
