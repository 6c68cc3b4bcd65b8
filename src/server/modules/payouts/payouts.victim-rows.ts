import { payoutAccounts } from '../../db/schema/payments.ts';
import type { VictimRows } from '../../test/victim-rows.ts';
import { requestPayout } from '../ledger/index.ts';

// A payout account (a wallet) and a payout to it, from the money the credited payment brought.
export const payoutVictimRows: VictimRows = {
  needs: ['account', 'creditedPayment'],
  make: async ({ t, shopId, owner, m, made }) => {
    const [destination] = await t.db
      .insert(payoutAccounts)
      .values({
        shopId,
        kind: 'wallet',
        label: m('payout-label'),
        institution: 'mpesa',
        accountName: m('payout-name'),
        accountNumber: '+255755000222',
      })
      .returning();
    const payout = await requestPayout(t.db, shopId, owner.user.id, {
      account_id: made.account.id,
      payout_account_id: destination!.id,
      amount: 1000,
    });
    made.payoutAccountId = destination!.id;
    return { payoutAccountId: destination!.id, payoutId: payout.id };
  },
};
