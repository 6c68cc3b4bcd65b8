// GET /third-parties/payments/{orderReference} (and /payouts/{orderReference}). The answer is a list
// (one order reference may have several attempts) or, in some versions, one object: a success among
// them wins, else the latest.
import { asRecord, isServerError, parseAmount, str } from '../http-call.ts';
import type { ProviderContext, StatusOutcome, StatusQuery } from '../provider.ts';
import { clickpesaCall } from './clickpesa-call.ts';
import { clickpesaStatus } from './clickpesa-statuses.ts';

export async function clickpesaQuery(
  ctx: ProviderContext,
  kind: 'payments' | 'payouts',
  query: StatusQuery,
): Promise<StatusOutcome> {
  const call = await clickpesaCall(ctx, 'GET', `/third-parties/${kind}/${encodeURIComponent(query.reference)}`);
  if (call.kind === 'unknown')
    return { outcome: 'unknown', code: call.code, reason: call.reason, exchanges: call.exchanges };
  if (call.kind === 'refused')
    return { outcome: 'unknown', code: 'refused', reason: call.reason, exchanges: call.exchanges };
  const { res, exchanges } = call;
  const message = str(asRecord(res.json)?.message);
  if (isServerError(res.status)) return { outcome: 'unknown', code: 'server-error', reason: message, exchanges };
  if (res.status === 404) return { outcome: 'not-found', reason: message, exchanges };
  if (res.status >= 400)
    return { outcome: 'unknown', code: 'refused', reason: message ?? `HTTP ${res.status}`, exchanges };
  const rows = (Array.isArray(res.json) ? res.json : [res.json]).map(asRecord).filter((r) => r !== null);
  if (!rows.length) return { outcome: 'not-found', reason: null, exchanges };
  const byTime = [...rows].sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')));
  const row = byTime.find((r) => clickpesaStatus(str(r.status)).status === 'succeeded') ?? byTime[0]!;
  const status = clickpesaStatus(str(row.status));
  return {
    outcome: 'answered',
    status: status.status,
    providerRef: str(row.id) ?? str(row.paymentReference),
    amount: parseAmount(row.collectedAmount ?? row.amount),
    currency: str(row.collectedCurrency) ?? str(row.currency),
    reason: status.known ? str(row.message) : `unrecognised status ${str(row.status)}`,
    exchanges,
  };
}
