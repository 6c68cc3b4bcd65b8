// NextSMS (protocols.md §3; nextsms/node-nextsms src/modules/NextSMS.ts, docs/apis/00_singleDestination.md,
// docs/apis/_getSmsBalance.md). Basic auth over username:password. Send: POST
// /api/sms/v1/text/single {from, to, text, reference}; answer {messages:[{to, status, messageId,
// smsCount}]}. The SDK prints `status` as [Object]: its fields (groupId, groupName, id, name,
// description) are read tolerantly [3P: the Infobip status shape NextSMS relays]. Reports: GET
// /api/sms/v1/reports?messageId= (polled); balance: GET /api/sms/v1/balance → {sms_balance}.
import { asRecord, httpCall, str } from '../../../../providers/http-call.ts';
import { secretValues, type CredentialField } from '../../../../providers/registry.ts';
import {
  ambiguous,
  basicAuth,
  credential,
  msisdn,
  type BalanceOutcome,
  type DeliveryOutcome,
  type DeliveryQuery,
  type DeliveryStatus,
  type SmsContext,
  type SmsProvider,
  type SmsSendInput,
  type SmsSendOutcome,
} from '../sms-provider.ts';

export const NEXTSMS_CREDENTIALS: readonly CredentialField[] = [
  { name: 'username', secret: false, required: true },
  { name: 'password', secret: true, required: true },
];

function nextCall(ctx: SmsContext, method: 'GET' | 'POST', path: string, body?: unknown) {
  const auth = basicAuth(credential(ctx.credentials, 'username'), credential(ctx.credentials, 'password'));
  return httpCall(ctx, {
    method,
    url: `${ctx.urls.nextsms.replace(/\/$/, '')}${path}`,
    headers: { authorization: auth },
    body,
    secrets: [...secretValues(ctx.credentials, NEXTSMS_CREDENTIALS), auth.slice(6)],
  });
}

const words = (json: unknown) => {
  const r = asRecord(json) ?? {};
  return str(r.message) ?? str(r.error) ?? str(asRecord(r.requestError)?.message);
};

/** groupName PENDING / DELIVERED / UNDELIVERABLE / EXPIRED / REJECTED; others pending with the word. */
function nextStatus(status: unknown): { status: DeliveryStatus | 'rejected'; word: string | null; known: boolean } {
  const s = asRecord(status);
  const group = (str(s?.groupName) ?? '').toUpperCase();
  const word = str(s?.description) ?? str(s?.name) ?? (group || null);
  if (group === 'DELIVERED') return { status: 'delivered', word, known: true };
  if (group === 'REJECTED') return { status: 'rejected', word, known: true };
  if (group === 'UNDELIVERABLE' || group === 'EXPIRED') return { status: 'failed', word, known: true };
  if (group === 'PENDING') return { status: 'accepted', word, known: true };
  return { status: 'accepted', word, known: false };
}

async function nextSend(ctx: SmsContext, input: SmsSendInput): Promise<SmsSendOutcome> {
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

async function nextDelivery(ctx: SmsContext, query: DeliveryQuery): Promise<DeliveryOutcome> {
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

async function nextBalance(ctx: SmsContext): Promise<BalanceOutcome> {
  const res = await nextCall(ctx, 'GET', '/api/sms/v1/balance');
  if (res.kind === 'no-answer' || res.status >= 500)
    return {
      ok: false,
      outcome: 'unknown',
      reason: res.kind === 'no-answer' ? res.reason : `HTTP ${res.status}`,
      exchanges: [res.exchange],
    };
  const exchanges = [res.exchange];
  if (res.status >= 400)
    return { ok: false, outcome: 'refused', reason: words(res.json) ?? `HTTP ${res.status}`, exchanges };
  return { ok: true, balance: str(asRecord(res.json)?.sms_balance), exchanges };
}

export const nextsmsProvider: SmsProvider = {
  id: 'nextsms',
  credentialFields: NEXTSMS_CREDENTIALS,
  send: nextSend,
  deliveryStatus: nextDelivery,
  balance: nextBalance,
  reportsBy: 'polling',
};
