// Selcom's webhook (docs/webhook-callback.md): the five request headers, signed with the shop's
// API secret over the Signed-Fields, and {transid, order_id, reference, result, resultcode,
// payment_status}. One doc sample spells resultcode "resulcode"; both are read.
import type { PaymentStatus } from '../../../../../lib/mobile-money.ts';
import { credential } from '../check-input.ts';
import { asRecord, parseAmount, str } from '../http-call.ts';
import type { CallbackAnswer, CallbackInput, CallbackVerdict, ProviderContext } from '../provider.ts';
import { checkSelcomDigest } from './selcom-digest.ts';
import { selcomPaymentStatus, selcomResult } from './selcom-result-codes.ts';

/** Every field the verdict is read from must be under the signature, or it could be swapped. */
const READ_FIELDS = [
  'order_id',
  'transid',
  'reference',
  'result',
  'resultcode',
  'resulcode',
  'payment_status',
  'amount',
];

const refuse = (reason: string, reference: string | null = null): CallbackVerdict => ({
  authentic: false,
  kind: 'collection',
  reference,
  providerRef: null,
  status: 'pending',
  amount: null,
  currency: null,
  reason,
  confirmBy: 'signature',
});

export function selcomVerifyCallback(ctx: ProviderContext, input: CallbackInput): CallbackVerdict {
  let body: Record<string, unknown> | null;
  try {
    body = asRecord(JSON.parse(input.rawBody));
  } catch {
    body = null;
  }
  if (!body) return refuse('body is not a JSON object');
  const keys = { apiKey: credential(ctx.credentials, 'apiKey'), apiSecret: credential(ctx.credentials, 'apiSecret') };
  const check = checkSelcomDigest(keys, input.headers, body);
  const reference = str(body.order_id);
  if (!check.ok) return refuse(check.reason, reference);
  const unsigned = READ_FIELDS.filter((f) => f in body && !check.signedFields.includes(f));
  if (unsigned.length) return refuse(`fields outside the signature: ${unsigned.join(', ')}`, reference);
  if (!reference) return refuse('order_id missing');

  const code = str(body.resultcode) ?? str(body.resulcode);
  const paymentStatus = str(body.payment_status);
  let status: PaymentStatus;
  switch (selcomResult(code)) {
    case 'success':
      status = paymentStatus === null ? 'succeeded' : selcomPaymentStatus(paymentStatus).status;
      break;
    case 'failed':
      status = 'failed';
      break;
    default:
      status = 'pending';
  }
  const amount = parseAmount(body.amount);
  return {
    authentic: true,
    kind: 'collection',
    reference,
    providerRef: str(body.reference) ?? str(body.transid),
    status,
    amount,
    currency: str(body.currency),
    reason: str(body.message) ?? str(body.result),
    // The documented webhook carries no amount: a success is settled from the order status, which does.
    confirmBy: status === 'succeeded' && amount === null ? 'status-query' : 'signature',
  };
}

/** Selcom reads a JSON acknowledgement (the sample answer in docs/webhook-callback.md). */
export function selcomCallbackAnswer(verdict: CallbackVerdict): CallbackAnswer {
  return verdict.authentic
    ? {
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          reference: verdict.reference,
          resultcode: '000',
          result: 'SUCCESS',
          message: 'Received',
          data: [],
        }),
      }
    : {
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ resultcode: '401', result: 'FAIL', message: 'Signature not valid', data: [] }),
      };
}
