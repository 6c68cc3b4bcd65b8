// Flutterwave v3 calls: `Authorization: Bearer <secret key>` on every request, no token to fetch.
// Every answer is {status: "success" | "error", message, data}.
import { checkCredentials, credential, secretValues } from '../check-input.ts';
import { asRecord, httpCall, isServerError, str, type HttpResult } from '../../../../providers/http-call.ts';
import type { ProviderContext } from '../provider.ts';
import { FLUTTERWAVE_CREDENTIALS } from './flutterwave-credentials.ts';

export type FlutterwaveAnswer = {
  res: HttpResult;
  /** The answer's `data` when Flutterwave said "success"; null otherwise. */
  data: Record<string, unknown> | null;
  message: string | null;
  serverError: boolean;
};

export async function flutterwaveCall(
  ctx: ProviderContext,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<FlutterwaveAnswer> {
  checkCredentials(ctx.credentials, FLUTTERWAVE_CREDENTIALS);
  const res = await httpCall(ctx, {
    method,
    url: `${ctx.urls.flutterwave.replace(/\/$/, '')}${path}`,
    headers: { authorization: `Bearer ${credential(ctx.credentials, 'secretKey')}` },
    body,
    secrets: secretValues(ctx.credentials, FLUTTERWAVE_CREDENTIALS),
  });
  if (res.kind === 'no-answer') return { res, data: null, message: null, serverError: false };
  const json = asRecord(res.json);
  const ok = res.status < 400 && json?.status === 'success';
  return {
    res,
    data: ok ? asRecord(json.data) : null,
    message: str(json?.message),
    serverError: isServerError(res.status),
  };
}
