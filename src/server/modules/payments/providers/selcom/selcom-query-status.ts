// GET /checkout/order-status?order_id=… (docs/get-order-status.md), signed over its query.
import { asRecord, parseAmount, str } from '../http-call.ts';
import type { ProviderContext, StatusOutcome, StatusQuery } from '../provider.ts';
import { readSelcomAnswer } from './selcom-answer.ts';
import { selcomCall } from './selcom-call.ts';
import { selcomPaymentStatus } from './selcom-result-codes.ts';

export async function selcomQueryStatus(ctx: ProviderContext, query: StatusQuery): Promise<StatusOutcome> {
  const res = await selcomCall(ctx, 'GET', '/checkout/order-status', { order_id: query.reference });
  const exchanges = [res.exchange];
  const answer = readSelcomAnswer(res);
  if (answer.kind === 'unknown') return { outcome: 'unknown', code: answer.code, reason: answer.reason, exchanges };
  if (answer.httpStatus === 401 || answer.httpStatus === 403)
    return { outcome: 'unknown', code: 'refused', reason: answer.message, exchanges };
  const order = Array.isArray(answer.body.data) ? asRecord(answer.body.data[0]) : null;
  if (answer.result !== 'success' || !order) return { outcome: 'not-found', reason: answer.message, exchanges };
  const paid = selcomPaymentStatus(str(order.payment_status));
  return {
    outcome: 'answered',
    status: paid.status,
    providerRef: str(order.reference) ?? str(order.transid),
    amount: parseAmount(order.amount),
    currency: str(order.currency),
    reason: paid.known ? answer.message : `unrecognised payment_status ${str(order.payment_status)}`,
    exchanges,
  };
}
