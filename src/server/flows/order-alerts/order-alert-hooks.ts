import type { OrderHooks } from '../../modules/orders/order-hooks.ts';
import { queueOrderAlert } from './queue-order-alert.ts';

/**
 * The orders hooks port with the new-order alert added: an order nobody in the back office made
 * (the widget, the order page, the WhatsApp bot: no actor) queues its alert in the order's own
 * transaction. A POS sale or an order a person typed in alerts nobody: they know already.
 */
export function withOrderAlerts(hooks: OrderHooks): OrderHooks {
  return {
    async created(tx, order, actorId) {
      await hooks.created(tx, order, actorId);
      if (actorId === null) await queueOrderAlert(tx, 'new_order', order.shopId, order.id);
    },
    moved: hooks.moved,
  };
}
