// GET /third-parties/payments/{orderReference} and /payouts/{orderReference}
// (ClickPesa/developers.docs api-reference/collection/querying-for-payments/openapi.json,
// api-reference/disbursement/querying-for-payouts/openapi.json). The answer is a list (one order
// reference may have several attempts) or, in some versions, one object: a row that moved money
// (succeeded, else reversed) wins, else the latest.
//
// Amounts: a payment states `collectedAmount` ("Amount collected") and no fee; it is reported as
// stated, and the caller compares it with what it asked. A payout states `amount` ("total amount
// deducted from your account balance (includes fee)" on its create answer), `fee` and, on newer
// answers, `order.amount` (what was asked): the amount reported is what was asked, the fee apart.
import type { PaymentStatus } from '../../../../../lib/mobile-money.ts';
import { asRecord, isServerError, parseAmount, str } from '../../../../providers/http-call.ts';
import type { ProviderContext, StatusOutcome, StatusQuery } from '../provider.ts';
import { queryNotAnswered } from '../outcomes.ts';
import { clickpesaCall } from './clickpesa-call.ts';
import { clickpesaStatus, type ClickpesaKind } from './clickpesa-statuses.ts';

const MOVED: readonly PaymentStatus[] = ['succeeded', 'reversed'];

export async function clickpesaQuery(
  ctx: ProviderContext,
  kind: ClickpesaKind,
  query: StatusQuery,
): Promise<StatusOutcome> {
  const call = await clickpesaCall(ctx, 'GET', `/third-parties/${kind}/${encodeURIComponent(query.reference)}`);
  if (call.kind !== 'answer') return queryNotAnswered(call);
  const { res, exchanges } = call;
  const message = str(asRecord(res.json)?.message);
  if (isServerError(res.status)) return { outcome: 'unknown', code: 'server-error', reason: message, exchanges };
  if (res.status === 404) return { outcome: 'not-found', reason: message, exchanges };
  if (res.status >= 400)
    return { outcome: 'unknown', code: 'refused', reason: message ?? `HTTP ${res.status}`, exchanges };
  const rows = (Array.isArray(res.json) ? res.json : [res.json]).map(asRecord).filter((r) => r !== null);
  if (!rows.length) return { outcome: 'not-found', reason: null, exchanges };
  const byTime = [...rows].sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')));
  const statusOf = (r: Record<string, unknown>) => clickpesaStatus(kind, str(r.status)).status;
  const row = MOVED.map((s) => byTime.find((r) => statusOf(r) === s)).find((r) => r !== undefined) ?? byTime[0]!;
  const status = clickpesaStatus(kind, str(row.status));
  const reason = status.known ? str(row.message) : `unrecognised status ${str(row.status)}`;
  if (kind === 'payments')
    return {
      outcome: 'answered',
      status: status.status,
      providerRef: str(row.id) ?? str(row.paymentReference),
      amount: parseAmount(row.collectedAmount),
      currency: str(row.collectedCurrency),
      reason,
      exchanges,
    };
  const order = asRecord(row.order);
  const fee = parseAmount(row.fee);
  return {
    outcome: 'answered',
    status: status.status,
    providerRef: str(row.id),
    amount: parseAmount(order?.amount) ?? parseAmount(row.amount),
    currency: str(order?.currency) ?? str(row.currency),
    reason: status.known ? reasonOfPayout(row) : reason,
    fee,
    feeReturned: feeReturnedWith(row),
    exchanges,
  };
}

/** ClickPesa's PAYOUT REVERSED sample (home/webhooks.mdx) says whether its fee was given back too. */
export const feeReturnedWith = (data: Record<string, unknown>): boolean =>
  asRecord(data.reverse)?.reversedWithFee === true || asRecord(data.refund)?.reversedWithFee === true;

/** A reversed or refunded payout says why in `reverse.message` / `refund.message` (home/webhooks.mdx). */
export function reasonOfPayout(data: Record<string, unknown>): string | null {
  return str(asRecord(data.reverse)?.message) ?? str(asRecord(data.refund)?.message) ?? str(data.message);
}
