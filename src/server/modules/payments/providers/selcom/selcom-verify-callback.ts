// Selcom's webhook (selcom-developers/node-selcom docs/webhook-callback.md): the five request
// headers, signed with the shop's API secret over the Signed-Fields, and {transid, order_id,
// reference, result, resultcode, payment_status}. What proves it is Selcom's is the Digest alone:
// the document shows `Authorization: SELCOM {authorization-token}` without saying whose token, so
// the header is not required to carry our API key. Its sample body spells the code `resulcode`
// while Signed-Fields names `resultcode`: both spellings are read (selcom-digest.ts).
//
// Only signed fields are read. An unsigned field could have been added or changed by anyone on the
// way, so it is ignored, never an objection: an unsigned `currency` or `amount` beside a signed
// success neither settles nor contradicts anything (the amount then comes from the order status).
import type { PaymentStatus } from '../../../../../lib/mobile-money.ts';
import { credential } from '../check-input.ts';
import { jsonObject, parseAmount, str } from '../../../../providers/http-call.ts';
import { jsonCallbackAnswer, notAuthentic } from '../outcomes.ts';
import type { CallbackAnswer, CallbackInput, CallbackVerdict, ProviderContext } from '../provider.ts';
import { checkSelcomDigest } from './selcom-digest.ts';
import { selcomPaymentStatus, selcomResult } from './selcom-result-codes.ts';

const refuse = (reason: string, reference: string | null = null) => notAuthentic(reason, 'signature', reference);

/**
 * What the signed fields say: a signed payment_status of the order if it has one we know; else a
 * signed 000; else nothing final (a FAIL code in a webhook may be the gateway's own trouble, as in
 * Authentication.md's sample failure), so the order status decides.
 */
function signedStatus(signed: Record<string, unknown>): { status: PaymentStatus; final: boolean } {
  const word = selcomPaymentStatus(str(signed.payment_status));
  if (str(signed.payment_status) !== null && word.known && word.status !== 'pending')
    return { status: word.status, final: true };
  const code = str(signed.resultcode) ?? str(signed.resulcode);
  if (selcomResult(code) === 'success' && str(signed.payment_status) === null)
    return { status: 'succeeded', final: true };
  return { status: 'pending', final: false };
}

export function selcomVerifyCallback(ctx: ProviderContext, input: CallbackInput): CallbackVerdict {
  const body = jsonObject(input.rawBody);
  if (!body) return refuse('body is not a JSON object');
  const check = checkSelcomDigest(credential(ctx.credentials, 'apiSecret'), input.headers, body);
  if (!check.ok) return refuse(check.reason, str(body.order_id));
  const { signed } = check;
  // The order is what the verdict is about: unsigned, the webhook could be replayed for another one.
  const reference = str(signed.order_id);
  if (!reference) return refuse('order_id is not signed', str(body.order_id));

  const { status, final } = signedStatus(signed);
  const amount = parseAmount(signed.amount);
  return {
    authentic: true,
    kind: 'collection',
    reference,
    providerRef: str(signed.reference) ?? str(signed.transid),
    status,
    amount,
    currency: str(signed.currency),
    reason: str(signed.message) ?? str(signed.result),
    // The documented webhook signs no amount: a success is settled from the order status, which has it.
    confirmBy: final && (status !== 'succeeded' || amount !== null) ? 'signature' : 'status-query',
  };
}

/** Selcom reads a JSON acknowledgement (the sample answer in docs/webhook-callback.md). */
export function selcomCallbackAnswer(verdict: CallbackVerdict): CallbackAnswer {
  return jsonCallbackAnswer(
    verdict,
    { reference: verdict.reference, resultcode: '000', result: 'SUCCESS', message: 'Received', data: [] },
    { status: 401, body: { resultcode: '401', result: 'FAIL', message: 'Signature not valid', data: [] } },
  );
}
