import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments, type Payment } from '../../db/schema/payments.ts';
import { lockDebt, recordDebtPayment } from './debt-ledger.ts';

/**
 * A mobile-money payment for a debt (the statement page) is credited: the debt is lowered by it in
 * the credit's transaction, under the debt's lock. The balance may have fallen since the customer
 * asked (a cash payment meanwhile, or a second phone): what the debt no longer needs is not refused
 * (the money did arrive and is in the ledger) but capped, and the payment flagged refund_due so the
 * merchant hands the rest back from the reconciliation view. Copies of the callback never get here
 * twice (creditPayment answers already_credited), and recordDebtPayment's payment_id check and the
 * unique index on debt_entries.payment_id stand behind that.
 */
export async function applyPaymentToDebt(tx: Tx, payment: Payment, received = payment.amount): Promise<void> {
  if (!payment.debtId) return;
  const debt = await lockDebt(tx, payment.shopId, payment.debtId);
  const applied = Math.min(received, debt.balance);
  if (applied > 0)
    await recordDebtPayment(tx, {
      shopId: payment.shopId,
      debtId: payment.debtId,
      amount: applied,
      method: 'mobile_money',
      paymentId: payment.id,
      note: `${payment.provider} ${payment.network} ${payment.providerReference ?? payment.reference}`,
    });
  if (applied < received)
    await tx
      .update(payments)
      .set({ refundDue: true, excess: received - applied, updatedAt: new Date() })
      .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id)));
}
