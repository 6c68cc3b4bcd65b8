// POST /version1/messaging as a form (lib/sms.js _send): 201 with one recipient per number.
import { asRecord, httpCall, str } from '../../../../providers/http-call.ts';
import { secretValues } from '../../../../providers/registry.ts';
import { ambiguous, credential, type SmsContext, type SmsSendInput, type SmsSendOutcome } from '../sms-provider.ts';
import { AFRICASTALKING_CREDENTIALS, base, headers } from './africastalking-call.ts';

export async function atSend(ctx: SmsContext, input: SmsSendInput): Promise<SmsSendOutcome> {
  const form = new URLSearchParams({
    username: credential(ctx.credentials, 'username'),
    to: input.to,
    message: input.text,
    from: input.senderName,
    bulkSMSMode: '1',
  });
  const res = await httpCall(ctx, {
    method: 'POST',
    url: `${base(ctx)}/version1/messaging`,
    headers: { ...headers(ctx), 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    secrets: secretValues(ctx.credentials, AFRICASTALKING_CREDENTIALS),
  });
  const unclear = ambiguous(res);
  if (unclear || res.kind !== 'answer') return unclear!;
  const exchanges = [res.exchange];
  if (res.status === 401 || res.status === 403 || (res.status >= 400 && res.status < 500))
    return {
      outcome: 'refused',
      reason: typeof res.json === 'string' ? res.json : `HTTP ${res.status}`,
      code: String(res.status),
      exchanges,
    };
  const data = asRecord(asRecord(res.json)?.SMSMessageData);
  const recipient = Array.isArray(data?.Recipients) ? asRecord(data.Recipients[0]) : null;
  if (!recipient) {
    // "InvalidSenderId" and friends come back as a Message with no recipients.
    const message = str(data?.Message);
    return message
      ? { outcome: 'refused', reason: message, code: null, exchanges }
      : { outcome: 'unknown', code: 'bad-answer', reason: 'no recipients in the answer', exchanges };
  }
  const code = Number(recipient.statusCode);
  const words = str(recipient.status);
  // 100 Processed, 101 Sent, 102 Queued; 4xx and 502 (RejectedByGateway) refuse; 500/501 unclear.
  if (code >= 100 && code <= 102)
    return { outcome: 'accepted', providerMessageId: str(recipient.messageId), reason: null, exchanges };
  if ((code >= 400 && code < 500) || code === 502)
    return { outcome: 'refused', reason: words, code: String(code), exchanges };
  return { outcome: 'unknown', code: code >= 500 ? 'server-error' : 'bad-answer', reason: words, exchanges };
}
