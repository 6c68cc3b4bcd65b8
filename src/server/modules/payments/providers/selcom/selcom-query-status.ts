// GET /checkout/order-status?order_id=… (docs/get-order-status.md), signed over its query. Its
// answer carries the order's `amount` and no fee (Selcom documents none on an order): the amount is
// what the order asked and the customer paid, reported as is.
import { asRecord, parseAmount, str } from '../../../../providers/http-call.ts';
import type { ProviderContext, StatusOutcome, StatusQuery } from '../provider.ts';
import { selcomStatusQuery } from './selcom-answer.ts';
import { selcomPaymentStatus } from './selcom-result-codes.ts';

export async function selcomQueryStatus(ctx: ProviderContext, query: StatusQuery): Promise<StatusOutcome> {
  const read = await selcomStatusQuery(ctx, '/checkout/order-status', { order_id: query.reference });
  if (read.outcome !== undefined) return read;
  const { answer, exchanges } = read;
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
