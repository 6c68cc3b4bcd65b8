// AzamPay calls: a bearer token from the authenticator host (cached until its `expire`), then the
// checkout host with that Bearer. Headers as AzamPay's own material has them: its WooCommerce
// plugin (AZAMPAY-LTD/AzamPayWooCommercePlugin includes/class-woo-azampay-gateway.php) sends the
// app's key as `X-API-KEY` on GenerateToken; its API document lists the Bearer alone as the
// checkout's security while its code samples add `X-API-Key`, so the key goes on both (a header a
// call does not need is ignored, one it needs and lacks is refused). The kit's token call
// (src/server/providers/token-call.ts) caches the token; a 401 drops it and the call is made once more.
import { asRecord, httpCall, str } from '../../../../providers/http-call.ts';
import { tokenClient, type TokenSource } from '../../../../providers/token-call.ts';
import { TokenCache } from '../../../../providers/token-cache.ts';
import { checkCredentials, credential, secretValues } from '../check-input.ts';
import type { ProviderContext } from '../provider.ts';
import { AZAMPAY_CREDENTIALS } from './azampay-credentials.ts';

/** When `expire` cannot be read, the token is kept only this long (a new one costs one call). */
const FALLBACK_LIFETIME_MS = 5 * 60_000;

const trim = (url: string) => url.replace(/\/$/, '');
const secrets = (ctx: ProviderContext, token?: string) => [
  ...secretValues(ctx.credentials, AZAMPAY_CREDENTIALS),
  ...(token ? [token] : []),
];

/** `expire` as an instant: an ISO date, or epoch seconds or milliseconds. */
export function readExpire(expire: unknown, now: number): number {
  if (typeof expire === 'number' && Number.isFinite(expire)) return expire < 1e12 ? expire * 1000 : expire;
  if (typeof expire === 'string') {
    const at = Date.parse(expire);
    if (Number.isFinite(at)) return at;
  }
  return now + FALLBACK_LIFETIME_MS;
}

function tokenSource(ctx: ProviderContext): TokenSource {
  checkCredentials(ctx.credentials, AZAMPAY_CREDENTIALS);
  const app = {
    appName: credential(ctx.credentials, 'appName'),
    clientId: credential(ctx.credentials, 'clientId'),
    clientSecret: credential(ctx.credentials, 'clientSecret'),
  };
  return {
    key: TokenCache.key('azampay', trim(ctx.urls.azampayAuth), app.appName, app.clientId, app.clientSecret),
    request: () =>
      httpCall(ctx, {
        method: 'POST',
        url: `${trim(ctx.urls.azampayAuth)}/AppRegistration/GenerateToken`,
        headers: { 'x-api-key': credential(ctx.credentials, 'apiKey') },
        body: app,
        secrets: secrets(ctx),
      }),
    read: (body, now) => {
      const data = asRecord(body?.data);
      const token = str(data?.accessToken);
      return body?.success === false || !token ? null : { token, expiresAt: readExpire(data?.expire, now) };
    },
    reason: (body) => str(body?.message),
  };
}

const client = tokenClient(tokenSource, (ctx: ProviderContext, token, { method, path, body }) =>
  httpCall(ctx, {
    method,
    url: `${trim(ctx.urls.azampayCheckout)}${path}`,
    headers: { authorization: `Bearer ${token}`, 'x-api-key': credential(ctx.credentials, 'apiKey') },
    body,
    secrets: secrets(ctx, token),
  }),
);

export const azampayToken = client.token;

export const azampayCall = (
  ctx: ProviderContext,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
) => client.call(ctx, { method, path, body });
