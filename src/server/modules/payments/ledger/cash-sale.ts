import type { Tx } from '../../../db/client.ts';
import { appendEntry } from './append-entry.ts';

/**
 * The statuses at which a cash order's money is in the drawer: paid and every step after it in
 * the default workflow (a POS sale is recorded straight as completed; a shop whose workflow skips
 * `paid` still took the cash when the order completed).
 */
const PAID_STATUSES = new Set(['paid', 'picked_up', 'delivered', 'completed']);

export type CashOrder = {
  shopId: string;
  id: string;
  paymentMethod: 'mobile_money' | 'cash';
  total: number;
  customerId: string | null;
};

/**
 * Called by the order service in the transaction that gives an order a status: when a cash order
 * reaches a paid status, its total goes into the cash drawer, once per order
 * (ledger_entries_cash_sale_uq), however often it is moved along afterwards.
 */
export async function recordCashSaleIfPaid(
  tx: Tx,
  order: CashOrder,
  status: string,
  actorId: string | null,
): Promise<void> {
  if (order.paymentMethod !== 'cash' || !PAID_STATUSES.has(status) || order.total <= 0) return;
  await appendEntry(
    tx,
    {
      shopId: order.shopId,
      kind: 'cash_sale',
      accountId: null,
      amount: order.total,
      orderId: order.id,
      customerId: order.customerId,
      createdBy: actorId,
    },
    { onConflict: 'skip' },
  );
}
