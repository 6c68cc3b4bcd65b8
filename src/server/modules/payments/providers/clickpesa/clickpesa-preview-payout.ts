// POST /third-parties/payouts/preview-mobile-money-payout (ClickPesa/developers.docs
// api-reference/disbursement/mno-payout/openapi.json): the same body as the payout itself; the
// answer names the wallet's registered owner (`receiver.accountName`, "fetched from MNO; if
// unavailable, falls back to phone number") and ClickPesa's `fee` ("included in amount"). Nothing
// is paid out; the merchant sees both before confirming.
import { asRecord, parseAmount, str } from '../../../../providers/http-call.ts';
import type { PayoutPreview, ProviderContext, StartPayoutInput } from '../provider.ts';
import { CLICKPESA_PAYOUT_PREVIEW_PATH, clickpesaPayoutBody, clickpesaPost } from './clickpesa-start.ts';

export async function clickpesaPreviewPayout(ctx: ProviderContext, input: StartPayoutInput): Promise<PayoutPreview> {
  const read = await clickpesaPost(ctx, CLICKPESA_PAYOUT_PREVIEW_PATH, clickpesaPayoutBody(ctx, input));
  if (read.outcome !== undefined) return read;
  const { answer, exchanges } = read;
  const name = str(asRecord(answer.receiver)?.accountName);
  return {
    outcome: 'ok',
    // The documented fallback is the number itself: that is no name, so none is shown.
    receiverName: name && !/^\+?[\d\s]+$/.test(name) ? name : null,
    fee: parseAmount(answer.fee),
    exchanges,
  };
}
