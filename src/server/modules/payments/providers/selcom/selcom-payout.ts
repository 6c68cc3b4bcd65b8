// Selcom wallet payouts ("Wallet Cashin", developers.selcommobile.com [3P: read in an integrator's
// guide of Selcom's reference, not in protocols.md]): POST /v1/walletcashin/process {transid,
// utilitycode, utilityref, amount, vendor, pin} from the merchant's float, signed like every call;
// GET /v1/walletcashin/query?transid= for its status. 000 is paid; 111/927 in progress; 999 unknown
// (never sent again: query instead). Any other code answering the payout is confirmed by its status
// before it counts as a refusal (confirmRefusal); answering a query it is no verdict (selcom-result-codes.ts: Selcom's own sample
// failure is a transient "No reponse from upstream system"): the payout stays unknown and is
// queried again, never failed and its money put back on a guess. Selcom documents no payout fee.
// Bank payouts (Qwiksend) are not done.
import type { Network } from '../../../../../lib/mobile-money.ts';
import { checkMoneyInput, credential, msisdn } from '../check-input.ts';
import { asRecord, parseAmount, str } from '../../../../providers/http-call.ts';
import type { ProviderContext, StartOutcome, StartPayoutInput, StatusOutcome, StatusQuery } from '../provider.ts';
import { readSelcomAnswer, selcomStatusQuery } from './selcom-answer.ts';
import { selcomCall } from './selcom-call.ts';

/** The wallet's utility code; AzamPesa has none in the reference, so Selcom pays no AzamPesa wallet. */
const UTILITY_CODES: Partial<Record<Network, string>> = {
  mpesa: 'VMCASHIN',
  mixx: 'TPCASHIN',
  airtel: 'AMCASHIN',
  halopesa: 'HPCASHIN',
};
export const SELCOM_PAYOUT_NETWORKS = Object.keys(UTILITY_CODES) as Network[];

export async function selcomStartPayout(ctx: ProviderContext, input: StartPayoutInput): Promise<StartOutcome> {
  checkMoneyInput(input, SELCOM_PAYOUT_NETWORKS, 'Selcom');
  // The float's PIN is optional in the settings (collections do not need it): without it, no payout.
  if (!ctx.credentials.pin)
    return { outcome: 'refused', reason: 'Selcom payouts need the float account PIN', code: 'pin', exchanges: [] };
  const res = await selcomCall(ctx, 'POST', '/walletcashin/process', {
    transid: input.reference,
    utilitycode: UTILITY_CODES[input.network]!,
    utilityref: msisdn(input.phone),
    amount: input.amount,
    vendor: credential(ctx.credentials, 'vendor'),
    pin: ctx.credentials.pin,
  });
  const exchanges = [res.exchange];
  const answer = readSelcomAnswer(res);
  if (answer.kind === 'unknown') return { outcome: 'unknown', code: answer.code, reason: answer.reason, exchanges };
  switch (answer.result) {
    case 'success':
      return { outcome: 'accepted', status: 'succeeded', providerRef: answer.reference, reason: null, exchanges };
    case 'in-progress':
      return {
        outcome: 'accepted',
        status: 'pending',
        providerRef: answer.reference,
        reason: answer.message,
        exchanges,
      };
    case 'ambiguous':
      return { outcome: 'unknown', code: 'unrecognised-status', reason: answer.message, exchanges };
    case 'failed':
      return confirmRefusal(ctx, input.reference, answer, exchanges);
  }
}

/**
 * A FAIL code answering the payout itself is "Transaction failed" in Authentication.md, but the same
 * document's sample of it is a transient "No reponse from upstream system": the money may have gone
 * out. Putting it back on the balance on that word alone would let the merchant's retry pay twice,
 * so the payout's own status is asked first: refused only when Selcom knows no such transaction,
 * paid or under way when it says so, and unknown (queried again, reconciled) otherwise.
 */
async function confirmRefusal(
  ctx: ProviderContext,
  reference: string,
  refusal: { message: string | null; resultcode: string | null },
  exchanges: StartOutcome['exchanges'],
): Promise<StartOutcome> {
  const status = await selcomQueryPayout(ctx, { reference });
  const all = [...exchanges, ...status.exchanges];
  if (status.outcome === 'not-found')
    return { outcome: 'refused', reason: refusal.message, code: refusal.resultcode, exchanges: all };
  if (status.outcome === 'answered')
    return {
      outcome: 'accepted',
      status: status.status,
      providerRef: status.providerRef,
      reason: refusal.message,
      exchanges: all,
    };
  return { outcome: 'unknown', code: 'unrecognised-status', reason: refusal.message, exchanges: all };
}

export async function selcomQueryPayout(ctx: ProviderContext, query: StatusQuery): Promise<StatusOutcome> {
  const read = await selcomStatusQuery(ctx, '/walletcashin/query', { transid: query.reference });
  if (read.outcome !== undefined) return read;
  const { answer, exchanges } = read;
  if (answer.result === 'ambiguous' || answer.result === 'failed')
    return {
      outcome: 'unknown',
      code: 'unrecognised-status',
      reason: answer.message ?? `resultcode ${answer.resultcode}`,
      exchanges,
    };
  const row = Array.isArray(answer.body.data) ? asRecord(answer.body.data[0]) : null;
  // An answer about another transaction is no verdict on ours.
  const transid = str(row?.transid) ?? str(answer.body.transid);
  if (transid !== null && transid !== query.reference)
    return { outcome: 'unknown', code: 'bad-answer', reason: `answer names transaction ${transid}`, exchanges };
  return {
    outcome: 'answered',
    status: answer.result === 'success' ? 'succeeded' : 'pending',
    providerRef: str(row?.reference) ?? answer.reference,
    amount: parseAmount(row?.amount),
    currency: str(row?.currency),
    reason: answer.message,
    exchanges,
  };
}
