// GET /v3/transactions/verify_by_reference?tx_ref= (Node-v3 services/transactions/
// rave.verify-by-txref.js): keyed on our own reference, so a charge whose answer was lost can still
// be queried. Flutterwave's verify answers "No transaction was found for this id" (HTTP 400) for
// a reference it does not know.
import { parseAmount, str } from '../../../../providers/http-call.ts';
import type { ProviderContext, StatusOutcome, StatusQuery } from '../provider.ts';
import { flutterwaveCall } from './flutterwave-call.ts';
import { flutterwaveStatus } from './flutterwave-statuses.ts';

const NOT_FOUND = /no transaction (was )?found/i;

export async function flutterwaveQueryStatus(ctx: ProviderContext, query: StatusQuery): Promise<StatusOutcome> {
  const params = new URLSearchParams({ tx_ref: query.reference });
  const call = await flutterwaveCall(ctx, 'GET', `/v3/transactions/verify_by_reference?${params}`);
  const { res, data, message } = call;
  const exchanges = [res.exchange];
  if (res.kind === 'no-answer') return { outcome: 'unknown', code: res.code, reason: res.reason, exchanges };
  if (call.serverError) return { outcome: 'unknown', code: 'server-error', reason: message, exchanges };
  if (res.status === 404 || (message && NOT_FOUND.test(message)))
    return { outcome: 'not-found', reason: message, exchanges };
  if (res.status === 401 || res.status === 403)
    return { outcome: 'unknown', code: 'refused', reason: message ?? `HTTP ${res.status}`, exchanges };
  if (!data) return { outcome: 'unknown', code: 'bad-answer', reason: message ?? `HTTP ${res.status}`, exchanges };
  const word = str(data.status);
  const status = flutterwaveStatus(word);
  return {
    outcome: 'answered',
    status: status.status,
    providerRef: str(data.id),
    // `amount` is what was asked (the gross); `app_fee` Flutterwave's fee (Node-v3
    // documentation/collections.md, Tanzania sample: amount 150, charged_amount 150, app_fee 1000).
    amount: parseAmount(data.amount),
    currency: str(data.currency),
    fee: parseAmount(data.app_fee),
    reason: status.known ? (str(data.processor_response) ?? message) : `unrecognised status ${word}`,
    exchanges,
  };
}
