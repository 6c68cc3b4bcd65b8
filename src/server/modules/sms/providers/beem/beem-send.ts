// POST /v1/send (send/node-js/send.js, send/python/send.py): one message, one recipient.
import { asRecord, str } from '../../../../providers/http-call.ts';
import { ambiguous, msisdn, type SmsContext, type SmsSendInput, type SmsSendOutcome } from '../sms-provider.ts';
import { base, beemCall, beemWords } from './beem-call.ts';

export async function beemSend(ctx: SmsContext, input: SmsSendInput): Promise<SmsSendOutcome> {
  const res = await beemCall(ctx, 'POST', `${base(ctx.urls.beem)}/v1/send`, {
    source_addr: input.senderName,
    encoding: 0,
    schedule_time: '',
    message: input.text,
    recipients: [{ recipient_id: '1', dest_addr: msisdn(input.to) }],
  });
  const unclear = ambiguous(res);
  if (unclear || res.kind !== 'answer') return unclear!;
  const exchanges = [res.exchange];
  const body = asRecord(res.json);
  const words = beemWords(res.json);
  if (res.status >= 200 && res.status < 300 && body && (body.successful === true || body.successful === 'true')) {
    const requestId = str(body.request_id);
    if (!requestId) return { outcome: 'unknown', code: 'bad-answer', reason: 'no request_id', exchanges };
    // Submitted but our number was not among the valid ones: Beem will not send it.
    if (body.valid !== undefined && Number(body.valid) === 0)
      return { outcome: 'refused', reason: words.message ?? 'invalid recipient', code: words.code, exchanges };
    return { outcome: 'accepted', providerMessageId: requestId, reason: words.message, exchanges };
  }
  if (res.status >= 400 || body?.successful === false)
    return { outcome: 'refused', reason: words.message ?? `HTTP ${res.status}`, code: words.code, exchanges };
  return { outcome: 'unknown', code: 'bad-answer', reason: words.message, exchanges };
}
