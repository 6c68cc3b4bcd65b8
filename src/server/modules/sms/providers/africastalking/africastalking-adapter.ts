// Africa's Talking (protocols.md §3; AfricasTalkingLtd/africastalking-node.js lib/sms.js,
// lib/common.js, lib/customAxios/application.js; docs.africastalking.com/sms/notifications).
// Send: POST /version1/messaging, form {username, to, message, from, bulkSMSMode=1}, header apiKey;
// 201 {SMSMessageData:{Message, Recipients:[{statusCode, number, status, cost, messageId}]}}.
// Balance: GET /version1/user?username= → {UserData:{balance:"TZS 1500.0000"}}.
// Delivery reports are POSTed (form) to the URL set in AT's dashboard: id, status, phoneNumber,
// networkCode, failureReason, retryCount; inbound messages: from, to, text, date, id, linkId.
// Neither is signed, and AT's SDK offers no query of a sent message's status (fetchMessages reads
// inbound messages only), so a report is believed only on the account's unguessable path, for a
// message id AT gave us, to the number we sent to (confirmBy 'records').
import { asRecord, httpCall, str } from '../../../../providers/http-call.ts';
import { secretValues, type CredentialField } from '../../../../providers/registry.ts';
import {
  ambiguous,
  credential,
  e164,
  type BalanceOutcome,
  type DeliveryOutcome,
  type DeliveryStatus,
  type SmsCallbackInput,
  type SmsCallbackVerdict,
  type SmsContext,
  type SmsProvider,
  type SmsSendInput,
  type SmsSendOutcome,
} from '../sms-provider.ts';

export const AFRICASTALKING_CREDENTIALS: readonly CredentialField[] = [
  { name: 'username', secret: false, required: true },
  { name: 'apiKey', secret: true, required: true },
];

const base = (ctx: SmsContext) => ctx.urls.africastalking.replace(/\/$/, '');
const headers = (ctx: SmsContext) => ({ apiKey: credential(ctx.credentials, 'apiKey'), accept: 'application/json' });

async function atSend(ctx: SmsContext, input: SmsSendInput): Promise<SmsSendOutcome> {
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

/** AT's report words (docs.africastalking.com/sms/notifications); others stay pending with the word. */
function atStatus(word: string | null): { status: DeliveryStatus; known: boolean } {
  if (word === 'Success') return { status: 'delivered', known: true };
  if (word === 'Failed' || word === 'Rejected') return { status: 'failed', known: true };
  if (word === 'Sent' || word === 'Submitted' || word === 'Buffered') return { status: 'accepted', known: true };
  return { status: 'accepted', known: false };
}

function atVerifyCallback(_ctx: SmsContext, input: SmsCallbackInput): SmsCallbackVerdict {
  const form = new URLSearchParams(input.rawBody);
  if (input.kind === 'inbound') {
    const from = form.get('from');
    const text = form.get('text');
    if (!from || text === null) return { authentic: false, reason: 'not an inbound message (from, text)' };
    return { authentic: true, kind: 'inbound', phone: e164(from), text, providerMessageId: form.get('id') };
  }
  const id = form.get('id');
  const word = form.get('status');
  if (!id || !word) return { authentic: false, reason: 'not a delivery report (id, status)' };
  const read = atStatus(word);
  const phone = form.get('phoneNumber');
  return {
    authentic: true,
    kind: 'delivery',
    providerMessageId: id,
    phone: phone ? e164(phone) : null,
    status: read.status,
    reason: form.get('failureReason') || (read.known ? null : word),
    confirmBy: 'records',
  };
}

async function atDelivery(): Promise<DeliveryOutcome> {
  // No status query of a sent message exists in AT's API: reports come by callback only.
  return {
    outcome: 'unknown',
    code: 'bad-answer',
    reason: "Africa's Talking has no delivery status query",
    exchanges: [],
  };
}

async function atBalance(ctx: SmsContext): Promise<BalanceOutcome> {
  const q = new URLSearchParams({ username: credential(ctx.credentials, 'username') });
  const res = await httpCall(ctx, {
    method: 'GET',
    url: `${base(ctx)}/version1/user?${q}`,
    headers: headers(ctx),
    secrets: secretValues(ctx.credentials, AFRICASTALKING_CREDENTIALS),
  });
  if (res.kind === 'no-answer' || res.status >= 500)
    return {
      ok: false,
      outcome: 'unknown',
      reason: res.kind === 'no-answer' ? res.reason : `HTTP ${res.status}`,
      exchanges: [res.exchange],
    };
  const exchanges = [res.exchange];
  if (res.status >= 400)
    return {
      ok: false,
      outcome: 'refused',
      reason: typeof res.json === 'string' ? res.json : `HTTP ${res.status}`,
      exchanges,
    };
  return { ok: true, balance: str(asRecord(asRecord(res.json)?.UserData)?.balance), exchanges };
}

export const africastalkingProvider: SmsProvider = {
  id: 'africastalking',
  credentialFields: AFRICASTALKING_CREDENTIALS,
  send: atSend,
  deliveryStatus: atDelivery,
  verifyCallback: atVerifyCallback,
  balance: atBalance,
  reportsBy: 'callback',
};
