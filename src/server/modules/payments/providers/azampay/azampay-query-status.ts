// GET /api/v1/partner/gettransactionstatus?transactionId=&provider= (in AzamPay's sandbox swagger;
// protocols.md §2 [3P]). It is keyed on AzamPay's transactionId from the push, so a push whose
// answer was lost cannot be queried. The answer's `data` is a status word in the SDK and an object
// in the swagger; both are read.
import { asRecord, isServerError, parseAmount, str } from '../http-call.ts';
import type { ProviderContext, StatusOutcome, StatusQuery } from '../provider.ts';
import { azampayCall } from './azampay-call.ts';
import { AZAMPAY_PROVIDER_NAMES } from './azampay-networks.ts';
import { azampayStatus } from './azampay-statuses.ts';

export async function azampayQueryStatus(ctx: ProviderContext, query: StatusQuery): Promise<StatusOutcome> {
  if (!query.providerRef)
    return {
      outcome: 'unknown',
      code: 'unqueryable',
      reason: 'AzamPay is queried by its transactionId',
      exchanges: [],
    };
  const params = new URLSearchParams({ transactionId: query.providerRef });
  if (query.network) params.set('provider', AZAMPAY_PROVIDER_NAMES[query.network]);
  const call = await azampayCall(ctx, 'GET', `/api/v1/partner/gettransactionstatus?${params}`);
  if (call.kind === 'unknown')
    return { outcome: 'unknown', code: call.code, reason: call.reason, exchanges: call.exchanges };
  if (call.kind === 'refused')
    return { outcome: 'unknown', code: 'refused', reason: call.reason, exchanges: call.exchanges };
  const { res, exchanges } = call;
  const body = asRecord(res.json);
  const message = str(body?.message);
  if (isServerError(res.status)) return { outcome: 'unknown', code: 'server-error', reason: message, exchanges };
  if (res.status === 404) return { outcome: 'not-found', reason: message, exchanges };
  if (res.status >= 400 || !body || body.success === false)
    return { outcome: 'unknown', code: 'refused', reason: message ?? `HTTP ${res.status}`, exchanges };
  const data = asRecord(body.data);
  const word = data ? (str(data.status) ?? str(data.transactionStatus) ?? str(data.transactionstatus)) : str(body.data);
  const status = azampayStatus(word);
  return {
    outcome: 'answered',
    status: status.status,
    providerRef: str(data?.transactionId) ?? query.providerRef,
    amount: parseAmount(data?.amount),
    currency: str(data?.currency),
    reason: status.known ? (str(data?.message) ?? message) : `unrecognised status ${word}`,
    exchanges,
  };
}
