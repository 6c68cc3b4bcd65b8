// Flutterwave's webhook (developer.flutterwave.com/docs/webhooks): {event:"charge.completed",
// data:{id, tx_ref, flw_ref, amount, currency, charged_amount, app_fee, status, …}}, told apart from
// strangers' by either header Flutterwave documents for v3 today:
// - `verif-hash`: the secret hash the merchant chose in the dashboard, sent as is. A static shared
//   secret, not a signature over the body: anyone who once saw it can send any body with it.
// - `flutterwave-signature`: base64 of HMAC-SHA256 over the raw body, keyed by the same secret
//   hash. It covers the body, but Flutterwave's own advice is still to verify the transaction.
// Both are compared in constant time. confirmBy is always 'status-query': the verify call settles.
import { createHmac } from 'node:crypto';
import { asRecord, jsonObject, parseAmount, str } from '../../../../providers/http-call.ts';
import { jsonCallbackAnswer, notAuthentic } from '../outcomes.ts';
import type { CallbackAnswer, CallbackInput, CallbackVerdict, ProviderContext } from '../provider.ts';
import { sameText } from '../same-text.ts';
import { flutterwaveStatus } from './flutterwave-statuses.ts';

const refused = (reason: string, reference: string | null = null) => notAuthentic(reason, 'status-query', reference);

/** base64(HMAC-SHA256(secret hash, raw body)): the `flutterwave-signature` header's value. */
export function flutterwaveSignature(secretHash: string, rawBody: string): string {
  return createHmac('sha256', secretHash).update(rawBody, 'utf8').digest('base64');
}

/** Null when a header Flutterwave documents vouches for the webhook, else why not. */
function headerProblem(secretHash: string, input: CallbackInput): string | null {
  const signature = input.headers['flutterwave-signature'];
  const hash = input.headers['verif-hash'];
  if (signature !== undefined)
    return sameText(signature, flutterwaveSignature(secretHash, input.rawBody))
      ? null
      : 'flutterwave-signature is not the HMAC of this body';
  if (hash !== undefined) return sameText(hash, secretHash) ? null : 'verif-hash does not match the secret hash';
  return 'neither flutterwave-signature nor verif-hash is present';
}

export function flutterwaveVerifyCallback(ctx: ProviderContext, input: CallbackInput): CallbackVerdict {
  const expected = ctx.credentials.secretHash;
  if (!expected) return refused('no secret hash is set for this account');
  const problem = headerProblem(expected, input);
  if (problem) return refused(problem);
  const body = jsonObject(input.rawBody);
  const data = asRecord(body?.data);
  const reference = str(data?.tx_ref) ?? str(data?.txRef);
  // v3 names the event `event`; older (v2-style) hooks carry `event.type` beside a flat body.
  const event = str(body?.event) ?? str(body?.['event.type']);
  if (!data || !reference || !event) return refused('body is not a Flutterwave webhook');
  if (event !== 'charge.completed' && event !== 'CHARGE_COMPLETED')
    return { ...refused(`event ${event} is not a collection`, reference), authentic: true, kind: 'payout' };
  return {
    authentic: true,
    kind: 'collection',
    reference,
    providerRef: str(data.id),
    status: flutterwaveStatus(str(data.status)).status,
    amount: parseAmount(data.amount),
    currency: str(data.currency),
    reason: str(data.processor_response),
    fee: parseAmount(data.app_fee),
    confirmBy: 'status-query',
  };
}

/**
 * Flutterwave retries a webhook not answered 200; a forged one is answered 401 (its docs' own
 * example), which only a forger sees.
 */
export function flutterwaveCallbackAnswer(verdict: CallbackVerdict): CallbackAnswer {
  return jsonCallbackAnswer(verdict, { received: true }, { status: 401, body: { received: false } });
}
