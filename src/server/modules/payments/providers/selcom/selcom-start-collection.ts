// A Selcom USSD push is two calls: create the order (create-order-minimal), then ask Selcom to push
// it to the wallet (wallet-payment). Our reference is Selcom's order_id, so the status query and
// the webhook find it whatever happened between the two. The order carries `expiry` (minutes,
// docs/create-order-minimal-doc.md) when we say how long we wait, so Selcom stops taking it when we
// stop waiting for it.
import { checkMoneyInput, credential, InvalidPaymentInput, msisdn } from '../check-input.ts';
import type { ProviderContext, StartCollectionInput, StartOutcome } from '../provider.ts';
import type { RawExchange } from '../../../../providers/raw-exchange.ts';
import { readSelcomAnswer } from './selcom-answer.ts';
import { selcomCall } from './selcom-call.ts';
import { SELCOM_NETWORKS } from './selcom-networks.ts';

export async function selcomStartCollection(ctx: ProviderContext, input: StartCollectionInput): Promise<StartOutcome> {
  checkMoneyInput(input, SELCOM_NETWORKS, 'Selcom');
  if (
    input.expiresInMinutes !== undefined &&
    !(Number.isSafeInteger(input.expiresInMinutes) && input.expiresInMinutes > 0)
  )
    throw new InvalidPaymentInput('expiresInMinutes', 'expected a positive whole number of minutes');
  const vendor = credential(ctx.credentials, 'vendor');
  const exchanges: RawExchange[] = [];
  const phone = msisdn(input.phone);

  const created = await selcomCall(ctx, 'POST', '/checkout/create-order-minimal', {
    vendor,
    order_id: input.reference,
    // Selcom requires a buyer email; a USSD payer rarely has given one, so an address on our own
    // callback host stands in (it reaches no stranger's inbox).
    buyer_email: input.payerEmail ?? `${phone}@${new URL(input.callbackUrl).hostname}`,
    buyer_name: input.payerName ?? phone,
    buyer_phone: phone,
    amount: input.amount,
    currency: 'TZS',
    webhook: Buffer.from(input.callbackUrl).toString('base64'),
    buyer_remarks: input.description,
    no_of_items: 1,
    ...(input.expiresInMinutes === undefined ? {} : { expiry: input.expiresInMinutes }),
  });
  exchanges.push(created.exchange);
  const order = readSelcomAnswer(created);
  if (order.kind === 'unknown') return { outcome: 'unknown', code: order.code, reason: order.reason, exchanges };
  if (order.result === 'failed')
    return { outcome: 'refused', reason: order.message, code: order.resultcode, exchanges };
  if (order.result !== 'success')
    return { outcome: 'unknown', code: 'unrecognised-status', reason: order.message, exchanges };

  const pushed = await selcomCall(ctx, 'POST', '/checkout/wallet-payment', {
    transid: input.reference,
    order_id: input.reference,
    msisdn: phone,
  });
  exchanges.push(pushed.exchange);
  const push = readSelcomAnswer(pushed);
  if (push.kind === 'unknown') return { outcome: 'unknown', code: push.code, reason: push.reason, exchanges };
  switch (push.result) {
    case 'success':
    case 'in-progress':
      // 000 here means "push sent", not "paid": the payer has yet to enter the PIN.
      return {
        outcome: 'accepted',
        status: 'pending',
        providerRef: push.reference ?? order.reference,
        reason: push.message,
        exchanges,
      };
    case 'ambiguous':
      return { outcome: 'unknown', code: 'unrecognised-status', reason: push.message, exchanges };
    case 'failed':
      return { outcome: 'refused', reason: push.message, code: push.resultcode, exchanges };
  }
}
