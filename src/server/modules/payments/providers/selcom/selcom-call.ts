// A signed call to Selcom's API gateway: the body (POST) or the query (GET) is what the Digest signs.
import { httpCall, type HttpResult } from '../http-call.ts';
import type { ProviderContext } from '../provider.ts';
import { checkCredentials, credential, secretValues } from '../check-input.ts';
import { selcomHeaders, selcomTimestamp } from './selcom-digest.ts';
import { SELCOM_CREDENTIALS } from './selcom-credentials.ts';

export function selcomCall(
  ctx: ProviderContext,
  method: 'GET' | 'POST',
  path: string,
  values: Record<string, string | number>,
): Promise<HttpResult> {
  checkCredentials(ctx.credentials, SELCOM_CREDENTIALS);
  const keys = { apiKey: credential(ctx.credentials, 'apiKey'), apiSecret: credential(ctx.credentials, 'apiSecret') };
  const timestamp = selcomTimestamp(ctx.now?.() ?? new Date());
  const base = ctx.urls.selcom.replace(/\/$/, '');
  const query =
    method === 'GET' ? `?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]))}` : '';
  return httpCall(ctx, {
    method,
    url: `${base}${path}${query}`,
    headers: selcomHeaders(keys, timestamp, values),
    body: method === 'POST' ? values : undefined,
    secrets: secretValues(ctx.credentials, SELCOM_CREDENTIALS),
  });
}
