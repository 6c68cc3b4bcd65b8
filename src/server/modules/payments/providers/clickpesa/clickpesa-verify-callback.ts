// ClickPesa's webhook: {event, data:{id, status, orderReference, collectedAmount, …}, checksum?}.
// With a checksum key the checksum must be there and match (over the whole body, or over `data`
// when only the data carries one; then only `data` is read). Without a key ClickPesa signs nothing:
// the body is read but only the status query may settle the payment.
import type { PaymentStatus } from '../../../../../lib/mobile-money.ts';
import { asRecord, parseAmount, str } from '../http-call.ts';
import type { CallbackAnswer, CallbackInput, CallbackVerdict, ProviderContext } from '../provider.ts';
import { checkClickpesaChecksum } from './clickpesa-checksum.ts';
import { clickpesaEventStatus, clickpesaStatus } from './clickpesa-statuses.ts';

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

export function clickpesaVerifyCallback(ctx: ProviderContext, input: CallbackInput): CallbackVerdict {
  let body: Record<string, unknown> | null;
  try {
    body = asRecord(JSON.parse(input.rawBody));
  } catch {
    body = null;
  }
  const data = asRecord(body?.data);
  if (!body || !data) return refuse('body is not a ClickPesa webhook');
  const reference = str(data.orderReference);
  const key = ctx.credentials.checksumKey;
  let event = str(body.event);
  if (key) {
    const whole = checkClickpesaChecksum(key, body);
    const dataOnly = !whole && body.checksum === undefined && checkClickpesaChecksum(key, data);
    if (!whole && !dataOnly)
      return refuse(
        body.checksum === undefined && data.checksum === undefined ? 'checksum missing' : 'checksum does not match',
        reference,
      );
    // Only `data` carries the checksum: the event beside it could be anyone's, so it is not read.
    if (dataOnly) event = null;
  }
  if (!reference) return refuse('orderReference missing');
  const fromData = str(data.status);
  const status: PaymentStatus = fromData
    ? clickpesaStatus(fromData).status
    : (clickpesaEventStatus(event) ?? 'pending');
  return {
    authentic: true,
    kind:
      (event ?? '').toUpperCase().startsWith('PAYOUT') || data.payoutReference !== undefined ? 'payout' : 'collection',
    reference,
    providerRef: str(data.id) ?? str(data.paymentReference),
    status,
    amount: parseAmount(data.collectedAmount ?? data.amount),
    currency: str(data.collectedCurrency) ?? str(data.currency),
    reason: str(data.message),
    confirmBy: key ? 'signature' : 'status-query',
  };
}

/** ClickPesa only needs a 2xx; anything else makes it retry, which a forged call should not cause. */
export function clickpesaCallbackAnswer(verdict: CallbackVerdict): CallbackAnswer {
  return verdict.authentic
    ? { status: 200, contentType: 'application/json', body: JSON.stringify({ received: true }) }
    : { status: 401, contentType: 'application/json', body: JSON.stringify({ received: false }) };
}
