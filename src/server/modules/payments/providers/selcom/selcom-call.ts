// A signed call to Selcom's API gateway: the body (POST) or the query (GET, DELETE) is what the
// Digest signs. Selcom's own client (selcompaytechltd/selcom-apigw-client-php src/apigwClient.php,
// CURLOPT_TIMEOUT 90) waits 90 s for an answer, so ours does too unless the context says otherwise:
// the gateway waits on the wallet's network before it answers, and giving up earlier only turns
// answers into 'unknown'.
import { httpCall, type HttpResult } from '../../../../providers/http-call.ts';
import type { ProviderContext } from '../provider.ts';
import { checkCredentials, credential, secretValues } from '../check-input.ts';
import { selcomHeaders, selcomTimestamp } from './selcom-digest.ts';
import { SELCOM_CREDENTIALS } from './selcom-credentials.ts';

/** Per call, as Selcom's own PHP client waits. */
export const SELCOM_TIMEOUT_MS = 90_000;

export function selcomCall(
  ctx: ProviderContext,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  values: Record<string, string | number>,
): Promise<HttpResult> {
  checkCredentials(ctx.credentials, SELCOM_CREDENTIALS);
  const keys = { apiKey: credential(ctx.credentials, 'apiKey'), apiSecret: credential(ctx.credentials, 'apiSecret') };
  const timestamp = selcomTimestamp(ctx.now?.() ?? new Date());
  const base = ctx.urls.selcom.replace(/\/$/, '');
  const query =
    method !== 'POST' ? `?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]))}` : '';
  return httpCall(
    { ...ctx, timeoutMs: ctx.timeoutMs ?? SELCOM_TIMEOUT_MS },
    {
      method,
      url: `${base}${path}${query}`,
      headers: selcomHeaders(keys, timestamp, values),
      body: method === 'POST' ? values : undefined,
      secrets: secretValues(ctx.credentials, SELCOM_CREDENTIALS),
    },
  );
}
