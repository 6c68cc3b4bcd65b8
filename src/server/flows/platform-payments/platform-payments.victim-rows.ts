import { randomBytes } from 'node:crypto';
import { paymentAccounts, payments } from '../../db/schema/payments.ts';
import { platformShopSettings } from '../../db/schema/platform-payments.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { creditPayment } from '../../modules/ledger/credit-payment.ts';
import { bookPlatformFee, bookSetupFee } from '../../modules/ledger/index.ts';
import type { VictimRows } from '../../test/victim-rows.ts';
import { reversePayment } from '../payments/reverse-payment.ts';

// Duka Chat Payments' rows of the victim shop (decision 0046): its managed account with a payment
// collected through it (and its platform fee), a setup fee paid and then reversed by the provider,
// and its settings held by an operator with a reason. Written through the ledger's own functions, as the payments' rows are.
export const platformPaymentVictimRows: VictimRows = {
  needs: ['order', 'payoutAccountId'],
  make: async ({ t, shopId, m, made }) => {
    const [account] = await t.db
      .insert(paymentAccounts)
      .values({
        shopId,
        provider: 'sandbox',
        label: m('managed-label'),
        credentialsEnc: '',
        networks: ['mpesa'],
        managed: true,
        enabled: true,
        callbackKey: randomBytes(24).toString('base64url'),
      })
      .returning();
    const insert = async (values: Partial<typeof payments.$inferInsert> & { reference: string; amount: number }) => {
      const [row] = await t.db
        .insert(payments)
        .values({
          shopId,
          id: timeOrderedId(),
          accountId: account!.id,
          provider: 'sandbox',
          phone: '+255755000333',
          network: 'mpesa',
          expiresAt: new Date(Date.now() + 600_000),
          ...values,
        })
        .returning();
      return row!;
    };
    const sale = await insert({
      reference: `PF${randomBytes(6).toString('hex')}`,
      amount: 2000,
      orderId: made.order.id,
      platformFee: 50,
    });
    const fee = await insert({
      reference: `SF${randomBytes(6).toString('hex')}`,
      amount: 25_000,
      purpose: 'setup_fee',
      platformFee: 0,
    });
    for (const [p, ref] of [
      [sale, m('platform-ref')],
      [fee, m('setup-ref')],
    ] as const) {
      const credited = await creditPayment(
        t.db,
        { shopId, paymentId: p.id, provider: 'sandbox', providerReference: ref, amount: p.amount, currency: 'TZS' },
        async (tx, c) =>
          void (c.purpose === 'setup_fee' ? await bookSetupFee(tx, c) : await bookPlatformFee(tx, c, 50, null)),
      );
      if (credited.outcome !== 'credited') throw new Error(`victim shop: platform payment ${credited.outcome}`);
      // The setup fee was taken back by the provider (its entries reversed): the shop may pay it again.
      if (p.purpose === 'setup_fee') await reversePayment(t.db, credited.payment, m('setup-reversed'));
    }
    await t.db.insert(platformShopSettings).values({
      shopId,
      payoutSchedule: 'weekly',
      payoutAccountId: made.payoutAccountId,
      payoutsHeld: true,
      heldReason: m('held-reason'),
      heldAt: new Date(),
    });
    return { shopId };
  },
};
