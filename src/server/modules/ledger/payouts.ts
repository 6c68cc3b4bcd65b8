import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ledgerEntries, payoutAccounts, payouts, type Payout } from '../../db/schema/payments.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import type { PayoutRequest } from '../../../lib/transaction-schemas.ts';
import { appendEntry, lockAccount, lockBalance } from './append-entry.ts';
import { availableForPayout } from './balances.ts';

/**
 * Whether the shop may be paid out at all. Spec 1: payouts wait for a verified compliance status
 * once a compliance check exists; until then every shop may. The payout flow replaces this hook.
 */
export type PayoutGate = (shopId: string, accountId: string) => Promise<void>;
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
  await gate(shopId, input.account_id);
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

/**
 * A payout's fee as its provider states it, booked once as its own entry beside the payout's
 * debit: the payout entry is what the recipient gets (net), the fee what the provider kept, and
 * their sum what left the account (gross). A repeat (callback and sweep both stating it) is skipped
 * by ledger_entries_payout_fee_uq.
 */
export async function bookPayoutFee(tx: Tx, payout: Payout, fee: number): Promise<void> {
  await appendEntry(
    tx,
    {
      shopId: payout.shopId,
      kind: 'fee',
      accountId: payout.accountId,
      amount: -fee,
      payoutId: payout.id,
      note: `payout fee ${formatMoney(fee)}`,
    },
    { onConflict: 'skip' },
  );
}

/**
 * Puts a payout's money back on its account, once: its debit (and with `withFee` its fee) is
 * reversed, never edited. The caller moved the payout out of its open or paid status in the same
 * transaction, so this runs once per payout; ledger_entries_reverses_uq holds it should a path skip that.
 */
export async function givePayoutBack(
  tx: Tx,
  payout: Payout,
  note: string,
  { withFee }: { withFee: boolean },
): Promise<void> {
  const kinds = withFee ? (['payout', 'fee'] as const) : (['payout'] as const);
  const entries = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.shopId, payout.shopId),
        eq(ledgerEntries.payoutId, payout.id),
        inArray(ledgerEntries.kind, [...kinds]),
      ),
    );
  for (const entry of entries) {
    await lockBalance(tx, payout.shopId, entry.accountId);
    await appendEntry(
      tx,
      {
        shopId: payout.shopId,
        kind: 'reversal',
        accountId: entry.accountId,
        amount: -entry.amount,
        payoutId: payout.id,
        reversesId: entry.id,
        note,
      },
      { onConflict: 'skip' },
    );
  }
}
