import type { OrderHooks } from '../../modules/orders/order-hooks.ts';
import { cancelOrderDebt, openDebt } from '../../modules/debts/debt-ledger.ts';
import { flagPaymentsOfCancelledOrder } from '../../modules/ledger/cancel-payments.ts';
import { recordCashSaleIfPaid, reverseCashSaleIfCancelled } from '../../modules/ledger/cash-sale.ts';
import { eatDay } from '../../../lib/eat-day.ts';

/** An order's money side effects, run by the order service through its hooks port. */
export const orderMoneyHooks: OrderHooks = {
  async created(tx, order, actorId) {
    const { customer } = order;
    // Sold on credit: the customer owes the total from today, in this transaction (no order
    // without its debt, no debt without its order). No cash moves, so no cash_sale entry below.
    if (order.paymentMethod === 'credit' && customer)
      await openDebt(tx, {
        shopId: order.shopId,
        direction: 'receivable',
        customerId: customer.id,
        orderId: order.id,
        partyName: customer.name,
        partyPhone: customer.phone,
        language: customer.language,
        openedOn: eatDay(),
        amount: order.total,
        createdBy: actorId,
      });
    // A POS cash sale is created already paid (or completed): its cash goes into the ledger now.
    const cash = { ...order, customerId: customer?.id ?? null };
    await recordCashSaleIfPaid(tx, cash, order.status, actorId);
  },
  async moved(tx, order, to, actorId) {
    await recordCashSaleIfPaid(tx, order, to, actorId);
    await reverseCashSaleIfCancelled(tx, order, to, actorId);
    if (to !== 'cancelled') return;
    await flagPaymentsOfCancelledOrder(tx, order.shopId, order.id);
    // Sold on credit: what is still owed is forgiven with the order; payments made stay recorded.
    if (order.paymentMethod === 'credit') await cancelOrderDebt(tx, order.shopId, order.id, actorId);
  },
};
