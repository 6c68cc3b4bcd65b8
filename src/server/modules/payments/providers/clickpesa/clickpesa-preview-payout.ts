// POST /third-parties/payouts/preview-mobile-money-payout (ClickPesa/developers.docs
// api-reference/disbursement/mno-payout/openapi.json): the same body as the payout itself; the
// answer names the wallet's registered owner (`receiver.accountName`, "fetched from MNO; if
// unavailable, falls back to phone number") and ClickPesa's `fee` ("included in amount"). Nothing
// is paid out; the merchant sees both before confirming.
import { asRecord, isServerError, parseAmount, str } from '../../../../providers/http-call.ts';
import type { PayoutPreview, ProviderContext, StartPayoutInput } from '../provider.ts';
import { startNotAnswered } from '../outcomes.ts';
import { clickpesaCall } from './clickpesa-call.ts';
import { CLICKPESA_PAYOUT_PREVIEW_PATH, clickpesaPayoutBody } from './clickpesa-start.ts';

export async function clickpesaPreviewPayout(ctx: ProviderContext, input: StartPayoutInput): Promise<PayoutPreview> {
  const call = await clickpesaCall(ctx, 'POST', CLICKPESA_PAYOUT_PREVIEW_PATH, clickpesaPayoutBody(ctx, input));
  if (call.kind !== 'answer') return startNotAnswered(call);
  const { res, exchanges } = call;
  const answer = asRecord(res.json);
  const message = str(answer?.message);
  if (isServerError(res.status)) return { outcome: 'unknown', code: 'server-error', reason: message, exchanges };
  if (res.status >= 400)
    return { outcome: 'refused', reason: message ?? `HTTP ${res.status}`, code: `HTTP ${res.status}`, exchanges };
  if (!answer) return { outcome: 'unknown', code: 'bad-answer', reason: null, exchanges };
  const name = str(asRecord(answer.receiver)?.accountName);
  return {
    outcome: 'ok',
    // The documented fallback is the number itself: that is no name, so none is shown.
    receiverName: name && !/^\+?[\d\s]+$/.test(name) ? name : null,
    fee: parseAmount(answer.fee),
    exchanges,
  };
}
