// The status of a checkout, settled from AzamPay's own material (issue 25):
//   - AzamPay's API document (the sandbox OpenAPI file at developerdocs.azampay.co.tz, read in the
//     copy stored as Intruder289/maishaap-backend azampay_sandbox_spec.json) documents one status
//     query, `GET {BaseUrl}/azampay/gettransactionstatus?pgReferenceId=<AzamPay's transaction id>
//     &bankName=<the MNO's name>` with the Bearer alone (its code samples in six languages). It
//     files it under Disbursement and documents no other, none for a checkout.
//   - flexcodelabs/azampay (src/modules/azampay.ts) queries the same path and parameters on the
//     checkout host.
//   - AzamPay's WooCommerce plugin queries nothing: it trusts the callback.
//   - `/api/v1/partner/gettransactionstatus?transactionId=` (what this adapter used) is in none of
//     them; it rested on one third party's reading of an older sandbox page.
// So the adapter asks the documented path on the checkout host, keyed on the transactionId the
// checkout answered and the checkout's own provider name as bankName, and reads its answer
// {data, message, success, statusCode} warily: `data` is an object whose fields the document leaves
// open (its Transaction schema's names are read), and "Transaction status not found" comes back as
// success true with 200.
//
// The answer must be about our payment before it settles anything. The transactionId queried may
// have come from a callback (when the checkout's own answer was lost), and callbacks are unsigned:
// a forged one could name another shop's transaction. So a final verdict needs the answer to name
// our reference (the externalId we sent) and, if it names AzamPay's id, the one we asked about;
// an answer naming another, or none of ours, is 'unknown' and never settles the payment.
//
// Fees: AzamPay states none on a checkout, its callback or its status answer; the amount is the
// transaction's, reported as is.
import { asRecord, isServerError, parseAmount, str } from '../../../../providers/http-call.ts';
import type { ProviderContext, StatusOutcome, StatusQuery } from '../provider.ts';
import { queryNotAnswered } from '../outcomes.ts';
import { azampayCall } from './azampay-call.ts';
import { AZAMPAY_PROVIDER_NAMES } from './azampay-networks.ts';
import { azampayStatus } from './azampay-statuses.ts';

export const AZAMPAY_STATUS_PATH = '/azampay/gettransactionstatus';

/** Where an answer may name our externalId (checkout request, callback, disbursement, Transaction schema). */
const OUR_REFERENCE_FIELDS = [
  'externalId',
  'externalreference',
  'utilityref',
  'initiatorReferenceId',
  'partnerReferenceId',
];
/** Where it may name AzamPay's own id. */
const THEIR_ID_FIELDS = ['pgReferenceId', 'transactionId', 'transid', 'reference'];

const firstOf = (data: Record<string, unknown> | null, fields: string[]) => {
  for (const f of fields) {
    const v = str(data?.[f]);
    if (v !== null) return v;
  }
  return null;
};

export async function azampayQueryStatus(ctx: ProviderContext, query: StatusQuery): Promise<StatusOutcome> {
  if (!query.providerRef)
    return {
      outcome: 'unknown',
      code: 'unqueryable',
      reason: 'AzamPay is queried by its transactionId',
      exchanges: [],
    };
  const params = new URLSearchParams({ pgReferenceId: query.providerRef });
  if (query.network) params.set('bankName', AZAMPAY_PROVIDER_NAMES[query.network]);
  const call = await azampayCall(ctx, 'GET', `${AZAMPAY_STATUS_PATH}?${params}`);
  if (call.kind !== 'answer') return queryNotAnswered(call);
  const { res, exchanges } = call;
  const body = asRecord(res.json);
  const message = str(body?.message);
  if (isServerError(res.status)) return { outcome: 'unknown', code: 'server-error', reason: message, exchanges };
  if (res.status >= 400 || !body || body.success === false)
    return { outcome: 'unknown', code: 'refused', reason: message ?? `HTTP ${res.status}`, exchanges };
  const data = asRecord(body.data);
  const word = data ? (str(data.status) ?? str(data.transactionStatus) ?? str(data.transactionstatus)) : str(body.data);
  // "Transaction status not found" (success true, 200) and any answer without a status: no verdict.
  if (word === null) return { outcome: 'unknown', code: 'bad-answer', reason: message, exchanges };
  const status = azampayStatus(word);
  const theirs = firstOf(data, THEIR_ID_FIELDS);
  if (theirs !== null && theirs !== query.providerRef)
    return { outcome: 'unknown', code: 'bad-answer', reason: `answer names transaction ${theirs}`, exchanges };
  const ours = firstOf(data, OUR_REFERENCE_FIELDS);
  if (ours !== null && ours !== query.reference)
    return { outcome: 'unknown', code: 'bad-answer', reason: `answer names reference ${ours}`, exchanges };
  if (ours === null && status.status !== 'pending')
    return {
      outcome: 'unknown',
      code: 'bad-answer',
      reason: `answer says ${word} without naming our reference`,
      exchanges,
    };
  return {
    outcome: 'answered',
    status: status.status,
    providerRef: theirs ?? query.providerRef,
    amount: parseAmount(data?.amount),
    currency: str(data?.currency),
    reason: status.known ? (str(data?.failedReason) ?? str(data?.message) ?? message) : `unrecognised status ${word}`,
    exchanges,
  };
}
