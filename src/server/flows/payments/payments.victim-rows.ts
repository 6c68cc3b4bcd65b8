import { payments } from '../../db/schema/payments.ts';
import { webhookLogs } from '../../db/schema/whatsapp.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { creditPayment } from '../../modules/ledger/credit-payment.ts';
import type { VictimRows } from '../../test/victim-rows.ts';
import { reversePayment } from './reverse-payment.ts';

// Payments come from providers, not from a back-office call: written through the ledger's own
// functions. One credited (its exchange carries the marker), one in every reconciliation list
// (mismatched, pending for an hour, paid after cancelling, issue 15), one the provider took back
// after success (issue 25), and a callback for no known payment.
export const paymentVictimRows: VictimRows = {
  needs: ['order', 'account'],
  make: async ({ t, shopId, m, made }) => {
    const insert = async (values: Partial<typeof payments.$inferInsert> & { reference: string; amount: number }) => {
      const [row] = await t.db
        .insert(payments)
        .values({
          shopId,
          id: timeOrderedId(),
          orderId: made.order.id,
          accountId: made.account.id,
          provider: 'clickpesa',
          phone: '+255755000111',
          network: 'mpesa',
          expiresAt: new Date(Date.now() + 600_000),
          ...values,
        })
        .returning();
      return row!;
    };
    const credit = async (paymentId: string, providerReference: string, amount: number, fee?: number) => {
      const credited = await creditPayment(t.db, {
        shopId,
        paymentId,
        provider: 'clickpesa',
        providerReference,
        amount,
        currency: 'TZS',
        ...(fee === undefined ? {} : { fee }),
      });
      if (credited.outcome !== 'credited') throw new Error(`victim shop: payment ${credited.outcome}`);
      return credited;
    };
    const reference = (field: string) =>
      m(field)
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 50);

    const payment = await insert({
      reference: m('ref').slice(0, 60),
      providerReference: m('provider-ref'),
      amount: made.order.total,
      reason: m('reason'),
      raw: [{ request: { note: m('raw') } }],
    });
    const credited = await credit(payment.id, m('provider-ref'), made.order.total, 100);
    const stuck = await insert({
      reference: reference('stuck'),
      amount: made.order.total,
      amountMismatch: true,
      refundDue: true,
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const taken = await insert({ reference: reference('taken'), amount: 700 });
    const takenCredit = await credit(taken.id, m('taken-ref'), 700);
    await reversePayment(t.db, takenCredit.payment, m('reversed'));
    const [paymentLog] = await t.db
      .insert(webhookLogs)
      .values({
        shopId,
        direction: 'in',
        channel: 'payments',
        method: 'POST',
        endpoint: '/webhooks/payments/clickpesa/abcd…',
        statusCode: 200,
        requestBody: { orderReference: m('unmatched') },
        error: { code: 'unknown_payment', title: m('unmatched-title') },
      })
      .returning();
    made.creditedPayment = payment;
    return {
      ledgerEntryId: credited.entryId,
      paymentId: stuck.id,
      creditedPaymentId: payment.id,
      reversedPaymentId: taken.id,
      paymentLogId: paymentLog!.id,
    };
  },
};
