import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payoutAccounts, payouts, type Payout } from '../../../db/schema/payments.ts';
import { timeOrderedId } from '../../../db/time-ordered-id.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { formatMoney } from '../../../../lib/format.ts';
import type { PayoutRequest } from '../../../../lib/transaction-schemas.ts';
import { appendEntry, lockAccount } from './append-entry.ts';
import { availableForPayout } from './balances.ts';

/**
 * Whether the shop may be paid out at all. Spec 1: payouts wait for a verified compliance status
 * once a compliance check exists; until then every shop may. The payout flow replaces this hook.
 */
export type PayoutGate = (shopId: string) => Promise<void>;
const noComplianceCheckYet: PayoutGate = async () => {};

/**
 * Requests a payout of part of a provider account's balance. The account's row lock is held from
 * reading the available balance to writing the debit, so parallel requests queue and the sum of
 * what they take can never exceed what was there. The debit is written now (the money is spoken
 * for); a payout the provider then fails is undone by reversing that entry.
 */
export async function requestPayout(
  db: Db,
  shopId: string,
  actorId: string | null,
  input: PayoutRequest,
  gate: PayoutGate = noComplianceCheckYet,
): Promise<Payout> {
  await gate(shopId);
  return db.transaction(async (tx) => {
    const [destination] = await tx
      .select({ id: payoutAccounts.id })
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.shopId, shopId), eq(payoutAccounts.id, input.payout_account_id)));
    if (!destination) throw notFound('payout_account_not_found');
    await lockAccount(tx, shopId, input.account_id);
    const available = await availableForPayout(tx, shopId, input.account_id);
    if (input.amount > available)
      throw conflict('insufficient_balance', { available: formatMoney(available) }, 'amount');
    const [payout] = await tx
      .insert(payouts)
      .values({
        shopId,
        id: timeOrderedId(),
        accountId: input.account_id,
        payoutAccountId: input.payout_account_id,
        amount: input.amount,
        requestedBy: actorId,
      })
      .returning();
    await appendEntry(tx, {
      shopId,
      kind: 'payout',
      accountId: input.account_id,
      amount: -input.amount,
      payoutId: payout!.id,
      createdBy: actorId,
    });
    return payout!;
  });
}
