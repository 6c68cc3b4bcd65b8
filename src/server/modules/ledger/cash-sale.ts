import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { appendEntry, lockCashDrawer } from './append-entry.ts';
import type { PAYMENT_METHODS } from '../../../lib/options.ts';

/**
 * The statuses at which a cash order's money is in the drawer: paid and every step after it in
 * the default workflow (a POS sale is recorded straight as completed; a shop whose workflow skips
 * `paid` still took the cash when the order completed).
 */
const PAID_STATUSES = new Set(['paid', 'picked_up', 'delivered', 'completed']);

export type CashOrder = {
  shopId: string;
  id: string;
  paymentMethod: (typeof PAYMENT_METHODS)[number];
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

/**
 * Called by the order service in the transaction that cancels an order: the cash the order put
 * into the drawer goes back out as the cash-sale entry's reversing entry. Once per order: the
 * order's row lock makes a second cancel wait and then find it cancelled (a 409), and
 * ledger_entries_reverses_uq skips a reversal that exists already.
 */
export async function reverseCashSaleIfCancelled(
  tx: Tx,
  order: Pick<CashOrder, 'shopId' | 'id' | 'paymentMethod' | 'customerId'>,
  status: string,
  actorId: string | null,
): Promise<void> {
  if (status !== 'cancelled') return;
  if (order.paymentMethod === 'credit') return giveBackDebtCash(tx, order, actorId);
  if (order.paymentMethod !== 'cash') return;
  const [sale] = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.shopId, order.shopId),
        eq(ledgerEntries.orderId, order.id),
        eq(ledgerEntries.kind, 'cash_sale'),
      ),
    );
  if (!sale) return;
  // The reversal lowers the drawer's balance: taken under the drawer's lock like every such write.
  await lockCashDrawer(tx, order.shopId);
  // Cash already handed back for this order (refunds from the order screen) is not given back twice:
  // with none, the sale is reversed; with some, only what is left goes back, as a refund.
  const [given] = await tx
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.shopId, order.shopId),
        eq(ledgerEntries.orderId, order.id),
        eq(ledgerEntries.kind, 'refund'),
        isNull(ledgerEntries.paymentId),
      ),
    );
  const refunded = -Number(given?.sum ?? 0);
  if (refunded > 0) {
    const left = sale.amount - refunded;
    if (left > 0)
      await appendEntry(tx, {
        shopId: sale.shopId,
        kind: 'refund',
        accountId: null,
        amount: -left,
        orderId: sale.orderId,
        customerId: sale.customerId,
        note: '',
        createdBy: actorId,
      });
    return;
  }
  await appendEntry(
    tx,
    {
      shopId: sale.shopId,
      kind: 'reversal',
      accountId: null,
      amount: -sale.amount,
      orderId: sale.orderId,
      customerId: sale.customerId,
      reversesId: sale.id,
      // No words of ours (they would be in one language): it links the order and the sale it reverses.
      note: '',
      createdBy: actorId,
    },
    { onConflict: 'skip' },
  );
}

/**
 * An order sold on credit and cancelled: cash the customer paid towards its debt goes back out of
 * the drawer as a cash sale's does (issue 25: money kept for a cancelled order would be booked
 * with nothing to show for it). The debt book keeps those payments in its history; what was handed
 * back already from the order screen is not handed back twice.
 */
async function giveBackDebtCash(
  tx: Tx,
  order: Pick<CashOrder, 'shopId' | 'id' | 'customerId'>,
  actorId: string | null,
): Promise<void> {
  const e = ledgerEntries;
  const sumOf = async (kind: 'debt_payment' | 'refund') => {
    const [row] = await tx
      .select({ sum: sql<string>`coalesce(sum(${e.amount}), 0)` })
      .from(e)
      .where(
        and(
          eq(e.shopId, order.shopId),
          eq(e.orderId, order.id),
          eq(e.kind, kind),
          isNull(e.accountId),
          isNull(e.paymentId),
          sql`not exists (select 1 from ${ledgerEntries} r where r.shop_id = ${e.shopId} and r.reverses_id = ${e.id})`,
        ),
      );
    return Number(row?.sum ?? 0);
  };
  if ((await sumOf('debt_payment')) <= 0) return;
  await lockCashDrawer(tx, order.shopId);
  const left = (await sumOf('debt_payment')) + (await sumOf('refund'));
  if (left > 0)
    await appendEntry(tx, {
      shopId: order.shopId,
      kind: 'refund',
      accountId: null,
      amount: -left,
      orderId: order.id,
      customerId: order.customerId,
      note: '',
      createdBy: actorId,
    });
}
