// DELETE /checkout/cancel-order?order_id=… (selcom-developers/node-selcom docs/cancel-order.md),
// signed over its query like every call: when we stop waiting for a payment, the order can no
// longer be paid. 000 ("Order cancellation successful") is the only word that it is cancelled; a
// refusal (an order already paid cannot be) and no answer leave the payment to its status queries.
import type { CancelOutcome, ProviderContext, StatusQuery } from '../provider.ts';
import { readSelcomAnswer } from './selcom-answer.ts';
import { selcomCall } from './selcom-call.ts';

export async function selcomCancelCollection(ctx: ProviderContext, query: StatusQuery): Promise<CancelOutcome> {
  const res = await selcomCall(ctx, 'DELETE', '/checkout/cancel-order', { order_id: query.reference });
  const exchanges = [res.exchange];
  const answer = readSelcomAnswer(res);
  if (answer.kind === 'unknown') return { outcome: 'unknown', code: answer.code, reason: answer.reason, exchanges };
  switch (answer.result) {
    case 'success':
      return { outcome: 'cancelled', exchanges };
    case 'failed':
      return { outcome: 'refused', reason: answer.message, code: answer.resultcode, exchanges };
    default:
      return { outcome: 'unknown', code: 'unrecognised-status', reason: answer.message, exchanges };
  }
}
