// GET dlrapi…/public/v1/delivery-reports?dest_addr&request_id (delivery-reports/nodejs/dlr.js), polled.
import { asRecord, str } from '../../../../providers/http-call.ts';
import {
  ambiguous,
  msisdn,
  type DeliveryOutcome,
  type DeliveryQuery,
  type DeliveryStatus,
  type SmsContext,
} from '../sms-provider.ts';
import { base, beemCall, beemWords } from './beem-call.ts';

/** Beem's report words [3P]; any other word is still pending, kept as the reason. */
export function beemStatus(word: string | null): { status: DeliveryStatus; known: boolean } {
  const w = (word ?? '').toUpperCase();
  if (w === 'DELIVERED') return { status: 'delivered', known: true };
  if (['UNDELIVERED', 'FAILED', 'REJECTED', 'EXPIRED'].includes(w)) return { status: 'failed', known: true };
  if (['PENDING', 'SENT', 'SUBMITTED', 'ACCEPTED'].includes(w)) return { status: 'accepted', known: true };
  return { status: 'accepted', known: false };
}

export async function beemDelivery(ctx: SmsContext, query: DeliveryQuery): Promise<DeliveryOutcome> {
  if (!query.providerMessageId) return { outcome: 'not-found', reason: 'no request_id', exchanges: [] };
  const q = new URLSearchParams({ dest_addr: msisdn(query.to), request_id: query.providerMessageId });
  const res = await beemCall(ctx, 'GET', `${base(ctx.urls.beemDlr)}/public/v1/delivery-reports?${q}`);
  const unclear = ambiguous(res);
  if (unclear || res.kind !== 'answer') return unclear!;
  const exchanges = [res.exchange];
  if (res.status === 401 || res.status === 403)
    return { outcome: 'unknown', code: 'refused', reason: beemWords(res.json).message, exchanges };
  if (res.status === 404) return { outcome: 'not-found', reason: beemWords(res.json).message, exchanges };
  const list = Array.isArray(res.json) ? res.json : (asRecord(res.json)?.data ?? null);
  const report = Array.isArray(list)
    ? list.map(asRecord).find((r) => r && (str(r.dest_addr) === null || str(r.dest_addr) === msisdn(query.to)))
    : null;
  if (!report) return { outcome: 'not-found', reason: 'no report yet', exchanges };
  const word = str(report.status) ?? str(report.Status);
  const read = beemStatus(word);
  return {
    outcome: 'answered',
    status: read.status,
    reason: read.known && read.status !== 'failed' ? null : word,
    exchanges,
  };
}
