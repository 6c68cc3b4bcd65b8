// ClickPesa's webhook (ClickPesa/developers.docs home/webhooks.mdx): {event, data:{…}} with events
// PAYMENT RECEIVED, PAYMENT FAILED (its sample names the key `eventType`), PAYOUT INITIATED,
// PAYOUT REFUNDED, PAYOUT REVERSED. With a checksum key the checksum must be there and match, by
// the method the payload names in `checksumMethod` (home/checksum.mdx: canonical by default, or
// legacy); over the whole body, or over `data` when only the data carries one (then only `data`
// is read). Without a key ClickPesa signs nothing: the body is read but only the status query
// settles. A legacy checksum cannot cover nested values (clickpesa-checksum.ts), so it too is
// settled by the query.
import type { PaymentStatus } from '../../../../../lib/mobile-money.ts';
import { asRecord, jsonObject, parseAmount, str } from '../../../../providers/http-call.ts';
import { jsonCallbackAnswer, notAuthentic } from '../outcomes.ts';
import type { CallbackAnswer, CallbackInput, CallbackVerdict, ProviderContext } from '../provider.ts';
import { checkClickpesaChecksum, checksumMethodOf } from './clickpesa-checksum.ts';
import { feeReturnedWith, reasonOfPayout } from './clickpesa-query.ts';
import { clickpesaEventStatus, clickpesaStatus } from './clickpesa-statuses.ts';

const refuse = (reason: string, reference: string | null = null) => notAuthentic(reason, 'signature', reference);

export function clickpesaVerifyCallback(ctx: ProviderContext, input: CallbackInput): CallbackVerdict {
  const body = jsonObject(input.rawBody);
  const data = asRecord(body?.data);
  if (!body || !data) return refuse('body is not a ClickPesa webhook');
  const reference = str(data.orderReference);
  const key = ctx.credentials.checksumKey;
  let event = str(body.event) ?? str(body.eventType);
  let signedBy: Record<string, unknown> | null = null;
  if (key) {
    if (checkClickpesaChecksum(key, body)) signedBy = body;
    else if (body.checksum === undefined && checkClickpesaChecksum(key, data)) {
      signedBy = data;
      // Only `data` carries the checksum: the event beside it could be anyone's, so it is not read.
      event = null;
    }
    if (!signedBy) {
      const given = body.checksum ?? data.checksum;
      const method = body.checksum !== undefined ? body.checksumMethod : data.checksumMethod;
      return refuse(
        given === undefined
          ? 'checksum missing'
          : checksumMethodOf({ checksumMethod: method }) === null
            ? `checksumMethod ${String(method)} is not one ClickPesa documents`
            : 'checksum does not match',
        reference,
      );
    }
  }
  if (!reference) return refuse('orderReference missing');
  const payout = (event ?? '').toUpperCase().startsWith('PAYOUT') || data.beneficiary !== undefined;
  const fromData = str(data.status);
  const status: PaymentStatus = fromData
    ? clickpesaStatus(payout ? 'payouts' : 'payments', fromData).status
    : (clickpesaEventStatus(event) ?? 'pending');
  const bySignature = signedBy !== null && checksumMethodOf(signedBy) === 'canonical';
  if (payout) {
    const order = asRecord(data.order);
    return {
      authentic: true,
      kind: 'payout',
      reference,
      providerRef: str(data.id),
      status,
      amount: parseAmount(order?.amount) ?? parseAmount(data.amount),
      currency: str(order?.currency) ?? str(data.currency),
      reason: reasonOfPayout(data),
      fee: parseAmount(data.fee),
      feeReturned: feeReturnedWith(data),
      confirmBy: bySignature ? 'signature' : 'status-query',
    };
  }
  return {
    authentic: true,
    kind: 'collection',
    reference,
    providerRef: str(data.id) ?? str(data.paymentId) ?? str(data.paymentReference),
    status,
    amount: parseAmount(data.collectedAmount ?? data.amount),
    currency: str(data.collectedCurrency) ?? str(data.currency),
    reason: str(data.message),
    confirmBy: bySignature ? 'signature' : 'status-query',
  };
}

/** ClickPesa only needs a 2xx; anything else makes it retry, which a forged call should not cause. */
export function clickpesaCallbackAnswer(verdict: CallbackVerdict): CallbackAnswer {
  return jsonCallbackAnswer(verdict, { received: true }, { status: 401, body: { received: false } });
}
