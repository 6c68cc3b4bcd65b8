// What a Selcom gateway answer means, once for every call: a result code from the table, or no
// usable answer (which is never read as a failure).
import { asRecord, isServerError, str, type HttpResult } from '../../../../providers/http-call.ts';
import type { ProviderContext, UnknownCode } from '../provider.ts';
import { selcomCall } from './selcom-call.ts';
import { selcomResult, type SelcomResult } from './selcom-result-codes.ts';

export type SelcomAnswer =
  | { kind: 'unknown'; code: UnknownCode; reason: string | null }
  | {
      kind: 'result';
      result: SelcomResult;
      resultcode: string | null;
      message: string | null;
      reference: string | null;
      body: Record<string, unknown>;
      httpStatus: number;
    };

export function readSelcomAnswer(res: HttpResult): SelcomAnswer {
  if (res.kind === 'no-answer') return { kind: 'unknown', code: res.code, reason: res.reason };
  const body = asRecord(res.json);
  if (isServerError(res.status)) return { kind: 'unknown', code: 'server-error', reason: httpReason(res.status, body) };
  if (!body) return { kind: 'unknown', code: 'bad-answer', reason: `HTTP ${res.status} without a JSON answer` };
  const resultcode = str(body.resultcode) ?? str(body.resulcode);
  // A 4xx without a result code (a proxy's refusal) is still a refusal: nothing was started.
  return {
    kind: 'result',
    result: resultcode === null && res.status < 400 ? 'ambiguous' : selcomResult(resultcode),
    resultcode: resultcode ?? (res.status >= 400 ? `HTTP ${res.status}` : null),
    message: httpReason(res.status, body),
    reference: str(body.reference),
    body,
    httpStatus: res.status,
  };
}

function httpReason(status: number, body: Record<string, unknown> | null): string | null {
  return str(body?.message) ?? str(body?.result) ?? (status >= 400 ? `HTTP ${status}` : null);
}

/**
 * A signed status query (an order's, a payout's) and what its answer means before its body is
 * read: no usable answer is 'unknown', a 401/403 refused keys (no verdict), the gateway's HTTP 404
 * (docs/error-codes.md) no such order or transaction. Else the answer is the caller's to read.
 */
export async function selcomStatusQuery(ctx: ProviderContext, path: string, values: Record<string, string>) {
  const res = await selcomCall(ctx, 'GET', path, values);
  const exchanges = [res.exchange];
  const answer = readSelcomAnswer(res);
  if (answer.kind === 'unknown')
    return { outcome: 'unknown' as const, code: answer.code, reason: answer.reason, exchanges };
  if (answer.httpStatus === 401 || answer.httpStatus === 403)
    return { outcome: 'unknown' as const, code: 'refused' as const, reason: answer.message, exchanges };
  if (answer.httpStatus === 404) return { outcome: 'not-found' as const, reason: answer.message, exchanges };
  return { answer, exchanges };
}
