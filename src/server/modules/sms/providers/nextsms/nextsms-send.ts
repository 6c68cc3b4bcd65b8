// POST /api/sms/v1/text/single (src/modules/NextSMS.ts singleDestination).
import { asRecord, str } from '../../../../providers/http-call.ts';
import { ambiguous, msisdn, type SmsContext, type SmsSendInput, type SmsSendOutcome } from '../sms-provider.ts';
import { nextCall, nextStatus, words } from './nextsms-call.ts';

export async function nextSend(ctx: SmsContext, input: SmsSendInput): Promise<SmsSendOutcome> {
  const res = await nextCall(ctx, 'POST', '/api/sms/v1/text/single', {
    from: input.senderName,
    to: msisdn(input.to),
    text: input.text,
    reference: input.reference,
  });
  const unclear = ambiguous(res);
  if (unclear || res.kind !== 'answer') return unclear!;
  const exchanges = [res.exchange];
  if (res.status >= 400)
    return { outcome: 'refused', reason: words(res.json) ?? `HTTP ${res.status}`, code: String(res.status), exchanges };
  const list = asRecord(res.json)?.messages;
  const message = Array.isArray(list) ? asRecord(list[0]) : null;
  if (!message) return { outcome: 'unknown', code: 'bad-answer', reason: words(res.json), exchanges };
  const read = nextStatus(message.status);
  if (read.status === 'rejected' || read.status === 'failed')
    return { outcome: 'refused', reason: read.word, code: str(asRecord(message.status)?.id), exchanges };
  return { outcome: 'accepted', providerMessageId: str(message.messageId), reason: null, exchanges };
}
