// Beem (protocols.md §3; beemafrica/beem-sms-api-sample: send/node-js/send.js, send/python/send.py,
// delivery-reports/nodejs/dlr.js, userAccountBalance/node-js/balance.js). Basic auth over
// api_key:secret_key. Send: POST /v1/send; its answer {successful, request_id, code, message, valid,
// invalid, duplicates} (code 100: submitted [3P]). Delivery reports are polled: GET
// dlrapi…/public/v1/delivery-reports?dest_addr&request_id. The sample's callback (callback/node-js)
// posts {request_id, recipient_id, dest_addr, Status} unsigned to a URL set in Beem's portal; we
// poll instead, so nothing trusts it. Balance: GET /public/v1/vendors/balance.
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

export const BEEM_CREDENTIALS: readonly CredentialField[] = [
  { name: 'apiKey', secret: true, required: true },
  { name: 'secretKey', secret: true, required: true },
];

function beemCall(ctx: SmsContext, method: 'GET' | 'POST', url: string, body?: unknown) {
  const auth = basicAuth(credential(ctx.credentials, 'apiKey'), credential(ctx.credentials, 'secretKey'));
  return httpCall(ctx, {
    method,
    url,
    headers: { authorization: auth },
    body,
    secrets: [...secretValues(ctx.credentials, BEEM_CREDENTIALS), auth.slice(6)],
  });
}

const base = (u: string) => u.replace(/\/$/, '');

/** Beem's error answers carry code and message at the top or under `data` [3P]. */
function beemWords(json: unknown): { code: string | null; message: string | null } {
  const top = asRecord(json) ?? {};
  const data = asRecord(top.data) ?? {};
  return { code: str(top.code) ?? str(data.code), message: str(top.message) ?? str(data.message) };
}

async function beemSend(ctx: SmsContext, input: SmsSendInput): Promise<SmsSendOutcome> {
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

/** Beem's report words [3P]; any other word is still pending, kept as the reason. */
function beemStatus(word: string | null): { status: DeliveryStatus; known: boolean } {
  const w = (word ?? '').toUpperCase();
  if (w === 'DELIVERED') return { status: 'delivered', known: true };
  if (['UNDELIVERED', 'FAILED', 'REJECTED', 'EXPIRED'].includes(w)) return { status: 'failed', known: true };
  if (['PENDING', 'SENT', 'SUBMITTED', 'ACCEPTED'].includes(w)) return { status: 'accepted', known: true };
  return { status: 'accepted', known: false };
}

async function beemDelivery(ctx: SmsContext, query: DeliveryQuery): Promise<DeliveryOutcome> {
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

async function beemBalance(ctx: SmsContext): Promise<BalanceOutcome> {
  const res = await beemCall(ctx, 'GET', `${base(ctx.urls.beem)}/public/v1/vendors/balance`);
  if (res.kind === 'no-answer' || res.status >= 500)
    return {
      ok: false,
      outcome: 'unknown',
      reason: res.kind === 'no-answer' ? res.reason : `HTTP ${res.status}`,
      exchanges: [res.exchange],
    };
  const exchanges = [res.exchange];
  if (res.status >= 400)
    return { ok: false, outcome: 'refused', reason: beemWords(res.json).message ?? `HTTP ${res.status}`, exchanges };
  const data = asRecord(asRecord(res.json)?.data);
  return { ok: true, balance: str(data?.credit_balance), exchanges };
}

export const beemProvider: SmsProvider = {
  id: 'beem',
  credentialFields: BEEM_CREDENTIALS,
  send: beemSend,
  deliveryStatus: beemDelivery,
  balance: beemBalance,
  reportsBy: 'polling',
};
