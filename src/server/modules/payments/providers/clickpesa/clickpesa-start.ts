// Starting a USSD push and a mobile-money payout. The two bodies differ as ClickPesa's documents
// say (ClickPesa/developers.docs): the push's `amount` is a string
// (api-reference/collection/ussd-push-requests/openapi.json), the payout's a number with
// `currency` required (api-reference/disbursement/mno-payout/openapi.json). Both carry our
// reference as orderReference, the number without "+", and the checksum when the shop has a key.
import { checkMoneyInput, msisdn } from '../check-input.ts';
import { asRecord, isServerError, parseAmount, str } from '../../../../providers/http-call.ts';
import type { ProviderContext, StartCollectionInput, StartOutcome, StartPayoutInput } from '../provider.ts';
import { startNotAnswered } from '../outcomes.ts';
import { clickpesaCall, withChecksum } from './clickpesa-call.ts';
import { clickpesaChecksum } from './clickpesa-checksum.ts';
import { CLICKPESA_NETWORKS } from './clickpesa-networks.ts';
import { clickpesaStatus, type ClickpesaKind } from './clickpesa-statuses.ts';

export const CLICKPESA_PUSH_PATH = '/third-parties/payments/initiate-ussd-push-request';
export const CLICKPESA_PAYOUT_PATH = '/third-parties/payouts/create-mobile-money-payout';
export const CLICKPESA_PAYOUT_PREVIEW_PATH = '/third-parties/payouts/preview-mobile-money-payout';

export async function clickpesaStartCollection(
  ctx: ProviderContext,
  input: StartCollectionInput,
): Promise<StartOutcome> {
  checkMoneyInput(input, CLICKPESA_NETWORKS, 'ClickPesa');
  const body = withChecksum(
    ctx,
    {
      amount: String(input.amount),
      currency: 'TZS',
      orderReference: input.reference,
      phoneNumber: msisdn(input.phone),
    },
    clickpesaChecksum,
  );
  return clickpesaPostStart(ctx, 'payments', CLICKPESA_PUSH_PATH, body);
}

/** The payout body, shared by the preview and the payout itself (same schema in the openapi). */
export function clickpesaPayoutBody(ctx: ProviderContext, input: StartPayoutInput): Record<string, unknown> {
  checkMoneyInput(input, CLICKPESA_NETWORKS, 'ClickPesa');
  return withChecksum(
    ctx,
    { amount: input.amount, currency: 'TZS', orderReference: input.reference, phoneNumber: msisdn(input.phone) },
    clickpesaChecksum,
  );
}

export async function clickpesaStartPayout(ctx: ProviderContext, input: StartPayoutInput): Promise<StartOutcome> {
  return clickpesaPostStart(ctx, 'payouts', CLICKPESA_PAYOUT_PATH, clickpesaPayoutBody(ctx, input));
}

/**
 * Posts a request that starts something (or previews it) and reads what every answer to one means:
 * no answer or a 5xx is 'unknown', a 4xx a refusal, a body that is no JSON object 'unknown'; else
 * the body is the caller's to read.
 */
export async function clickpesaPost(ctx: ProviderContext, path: string, body: Record<string, unknown>) {
  const call = await clickpesaCall(ctx, 'POST', path, body);
  if (call.kind !== 'answer') return startNotAnswered(call);
  const { res, exchanges } = call;
  const answer = asRecord(res.json);
  const message = str(answer?.message);
  if (isServerError(res.status))
    return { outcome: 'unknown' as const, code: 'server-error' as const, reason: message, exchanges };
  if (res.status >= 400)
    return {
      outcome: 'refused' as const,
      reason: message ?? `HTTP ${res.status}`,
      code: `HTTP ${res.status}`,
      exchanges,
    };
  if (!answer) return { outcome: 'unknown' as const, code: 'bad-answer' as const, reason: null, exchanges };
  return { answer, message, exchanges };
}

/**
 * Sends a request that starts something (push, wallet or bank payout) and reads the answer
 * ({id, status, orderReference, fee?, …}). FAILED, a payout REVERSED / REFUNDED at once (nothing went
 * out, the funds are back) or a 4xx is a refusal; a status word not documented is 'unknown'.
 */
export async function clickpesaPostStart(
  ctx: ProviderContext,
  kind: ClickpesaKind,
  path: string,
  body: Record<string, unknown>,
): Promise<StartOutcome> {
  const read = await clickpesaPost(ctx, path, body);
  if (read.outcome !== undefined) return read;
  const { answer, message, exchanges } = read;
  const word = str(answer.status);
  const status = clickpesaStatus(kind, word);
  if (!status.known) return { outcome: 'unknown', code: 'unrecognised-status', reason: `status ${word}`, exchanges };
  if (status.status === 'failed' || status.status === 'reversed')
    return { outcome: 'refused', reason: message ?? word, code: word, exchanges };
  return {
    outcome: 'accepted',
    status: status.status,
    providerRef: str(answer.id),
    reason: message,
    // Payout answers state ClickPesa's fee ("included in amount"); the push answer states none.
    ...(kind === 'payouts' ? { fee: parseAmount(answer.fee) } : {}),
    exchanges,
  };
}
