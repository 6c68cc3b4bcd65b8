import type { Tx } from '../../db/client.ts';
import type { Order } from '../../db/schema/orders.ts';
import type { PAYMENT_METHODS } from '../../../lib/options.ts';

/** An order as it was just written by createOrder, with the customer it was made for. */
export type CreatedOrder = {
  shopId: string;
  id: string;
  status: string;
  paymentMethod: (typeof PAYMENT_METHODS)[number];
  total: number;
  customer: { id: string; name: string; phone: string; language: string } | null;
};

/**
 * What an order's money does as the order is made and moved along: a cash sale into the drawer, a
 * credit sale's debt, the payments of a cancelled order. The ledger and the debt book sit beside
 * orders, not below them, so orders reach them through this port (decision 0035), filled in by the
 * composition root (src/server/create-order-hooks.ts) the way create-shop-ports.ts fills the bot's.
 * Both run inside the caller's transaction, so an order and its money commit together.
 */
export type OrderHooks = {
  created(tx: Tx, order: CreatedOrder, actorId: string | null): Promise<void>;
  /** `order` is the row before the move (its status is the one it leaves). */
  moved(tx: Tx, order: Order, to: string, actorId: string | null): Promise<void>;
};

let installed: OrderHooks | null = null;

/** Called once at start-up (runtime.ts, the tests' harness, a benchmark that writes orders). */
export function installOrderHooks(hooks: OrderHooks): void {
  installed = hooks;
}

/** Refuses to run without them: an order written without its money would be a silent loss. */
export function orderHooks(): OrderHooks {
  if (!installed) throw new Error('order hooks are not installed: call installOrderHooks at start-up');
  return installed;
}
