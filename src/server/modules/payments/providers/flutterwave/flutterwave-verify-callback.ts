// Flutterwave's webhook (developer.flutterwave.com/docs/events): {event:"charge.completed",
// data:{id, tx_ref, flw_ref, amount, currency, charged_amount, app_fee, status, …}} with the header
// `verif-hash` set to the secret hash the merchant chose in the dashboard. That hash is a static
// shared secret, not a signature over the body: anyone who once saw it can send any body with it.
// So it only tells Flutterwave's webhooks from strangers' (compared in constant time), and
// confirmBy is always 'status-query': Flutterwave itself says to verify the transaction first.
import { asRecord, parseAmount, str } from '../http-call.ts';
import type { CallbackAnswer, CallbackInput, CallbackVerdict, ProviderContext } from '../provider.ts';
import { sameText } from '../same-text.ts';
import { flutterwaveStatus } from './flutterwave-statuses.ts';

const refused = (reason: string, reference: string | null = null): CallbackVerdict => ({
  authentic: false,
  kind: 'collection',
  reference,
  providerRef: null,
  status: 'pending',
  amount: null,
  currency: null,
  reason,
  confirmBy: 'status-query',
});

export function flutterwaveVerifyCallback(ctx: ProviderContext, input: CallbackInput): CallbackVerdict {
  const expected = ctx.credentials.secretHash;
  const given = input.headers['verif-hash'];
  if (!expected) return refused('no secret hash is set for this account');
  if (!given || !sameText(given, expected)) return refused('verif-hash does not match the secret hash');
  let body: Record<string, unknown> | null;
  try {
    body = asRecord(JSON.parse(input.rawBody));
  } catch {
    body = null;
  }
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
    confirmBy: 'status-query',
  };
}

/**
 * Flutterwave retries a webhook not answered 200; a forged one is answered 401 (its docs' own
 * example), which only a forger sees.
 */
export function flutterwaveCallbackAnswer(verdict: CallbackVerdict): CallbackAnswer {
  return verdict.authentic
    ? { status: 200, contentType: 'application/json', body: JSON.stringify({ received: true }) }
    : { status: 401, contentType: 'application/json', body: JSON.stringify({ received: false }) };
}
