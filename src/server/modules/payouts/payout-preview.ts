import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, payoutAccounts } from '../../db/schema/payments.ts';
import type { Env } from '../../env.ts';
import { conflict } from '../../http/errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import type { PayoutPreviewDto } from '../../../lib/contracts/payout.ts';
import type { PayoutPreviewInput } from '../../../lib/payout-schemas.ts';
import { accountContext } from '../payments/index.ts';
import { availableForPayout } from '../ledger/index.ts';
import type { PayoutPreview } from '../payments/index.ts';
import { payoutAccountDto } from './payout-accounts.service.ts';
import { payoutRoute } from './send-payout.ts';

/**
 * Our reference of a preview: its own, never a payout's (a provider may keep the references it
 * has seen, and the payout that follows must not look like a repeat of its preview).
 */
const previewReference = () => `PV${randomBytes(16).toString('hex')}`;

/**
 * What the payout would be, asked before the password step (issue 25): the receiver's registered
 * name and the provider's fee where its adapter previews payouts (ClickPesa, the sandbox), else
 * `checked: false` and the screen says the name is not checked. The same 404/409 as the request
 * itself (the account, the destination, the amount against what is available), so a merchant
 * learns of those before typing the password. A refused or unanswered preview is told in words
 * and decides nothing: the merchant may still send (the payout's own answer is what counts).
 */
export async function previewPayout(
  db: Db,
  env: Env,
  shopId: string,
  input: PayoutPreviewInput,
): Promise<PayoutPreviewDto> {
  const route = await payoutRoute(db, env, shopId, input.account_id, input.payout_account_id);
  const available = await availableForPayout(db, shopId, input.account_id);
  if (input.amount > available) throw conflict('insufficient_balance', { available: formatMoney(available) }, 'amount');
  const [[account], [destination]] = await Promise.all([
    db
      .select()
      .from(paymentAccounts)
      .where(and(eq(paymentAccounts.shopId, shopId), eq(paymentAccounts.id, input.account_id))),
    db
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.shopId, shopId), eq(payoutAccounts.id, input.payout_account_id))),
  ]);
  const d = payoutAccountDto(destination!);
  const base = {
    amount: input.amount,
    currency: 'TZS' as const,
    destination: { id: d.id, kind: d.kind, label: d.label, institution: d.institution, number: d.number },
  };
  const { provider, destination: to } = route;
  // The interface previews wallet payouts only (ClickPesa's mobile-money preview).
  if (!provider.previewPayout || to.kind !== 'wallet')
    return { ...base, checked: false, outcome: null, receiver_name: null, fee: null, reason: null };
  let answer: PayoutPreview;
  try {
    answer = await provider.previewPayout(accountContext(env, account!), {
      reference: previewReference(),
      amount: input.amount,
      phone: to.phone,
      network: to.network,
      description: 'Payout',
    });
  } catch (error) {
    // Credentials that no longer open, or input the adapter refuses: the provider was not asked.
    answer = { outcome: 'unknown', code: 'bad-answer', reason: (error as Error).message, exchanges: [] };
  }
  if (answer.outcome === 'ok')
    return { ...base, checked: true, outcome: 'ok', receiver_name: answer.receiverName, fee: answer.fee, reason: null };
  const reason = answer.reason ?? answer.code;
  return { ...base, checked: true, outcome: answer.outcome, receiver_name: null, fee: null, reason };
}
