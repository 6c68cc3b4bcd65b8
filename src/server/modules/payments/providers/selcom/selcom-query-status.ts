// GET /checkout/order-status?order_id=… (docs/get-order-status.md), signed over its query. Its
// answer carries the order's `amount` and no fee (Selcom documents none on an order): the amount is
// what the order asked and the customer paid, reported as is.
import { asRecord, parseAmount, str } from '../../../../providers/http-call.ts';
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
  // The gateway's HTTP 404 (docs/error-codes.md): no such order.
  if (answer.httpStatus === 404) return { outcome: 'not-found', reason: answer.message, exchanges };
  const order = Array.isArray(answer.body.data) ? asRecord(answer.body.data[0]) : null;
  // Any code but 000 (and 000 without the order) says nothing about the payment: query again.
  if (answer.result !== 'success' || !order)
    return {
      outcome: 'unknown',
      code: 'unrecognised-status',
      reason: answer.message ?? `resultcode ${answer.resultcode}`,
      exchanges,
    };
  // An answer about another order is no verdict on ours.
  const orderId = str(order.order_id);
  if (orderId !== null && orderId !== query.reference)
    return { outcome: 'unknown', code: 'bad-answer', reason: `answer names order ${orderId}`, exchanges };
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
