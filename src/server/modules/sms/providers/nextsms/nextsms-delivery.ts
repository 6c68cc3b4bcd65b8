// GET /api/sms/v1/reports?messageId= (src/modules/NextSMS.ts getDeliveryReportsWithMessageId), polled.
import { asRecord, str } from '../../../../providers/http-call.ts';
import {
  ambiguous,
  type DeliveryOutcome,
  type DeliveryQuery,
  type DeliveryStatus,
  type SmsContext,
} from '../sms-provider.ts';
import { nextCall, nextStatus, words } from './nextsms-call.ts';

export async function nextDelivery(ctx: SmsContext, query: DeliveryQuery): Promise<DeliveryOutcome> {
  if (!query.providerMessageId) return { outcome: 'not-found', reason: 'no messageId', exchanges: [] };
  const res = await nextCall(
    ctx,
    'GET',
    `/api/sms/v1/reports?${new URLSearchParams({ messageId: query.providerMessageId })}`,
  );
  const unclear = ambiguous(res);
  if (unclear || res.kind !== 'answer') return unclear!;
  const exchanges = [res.exchange];
  if (res.status === 401 || res.status === 403)
    return { outcome: 'unknown', code: 'refused', reason: words(res.json), exchanges };
  const list = asRecord(res.json)?.results;
  const report = Array.isArray(list)
    ? list.map(asRecord).find((r) => r && str(r.messageId) === query.providerMessageId)
    : null;
  if (!report) return { outcome: 'not-found', reason: 'no report yet', exchanges };
  const read = nextStatus(report.status);
  const status: DeliveryStatus = read.status === 'rejected' ? 'failed' : read.status;
  return { outcome: 'answered', status, reason: read.known && status !== 'failed' ? null : read.word, exchanges };
}
