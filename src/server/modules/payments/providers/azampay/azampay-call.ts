// AzamPay calls: a bearer token from the authenticator host (cached until its `expire`), then the
// checkout host with that Bearer. Headers as AzamPay's own material has them: its WooCommerce
// plugin (AZAMPAY-LTD/AzamPayWooCommercePlugin includes/class-woo-azampay-gateway.php) sends the
// app's key as `X-API-KEY` on GenerateToken; its API document lists the Bearer alone as the
// checkout's security while its code samples add `X-API-Key`, so the key goes on both (a header a
// call does not need is ignored, one it needs and lacks is refused). A 401 drops the token and the
// call is made once more.
import { checkCredentials, credential, secretValues } from '../check-input.ts';
import { asRecord, httpCall, isServerError, str, type HttpResult } from '../http-call.ts';
import type { ProviderContext, UnknownCode } from '../provider.ts';
import type { RawExchange } from '../raw-exchange.ts';
import { sharedTokenCache, TokenCache } from '../token-cache.ts';
import { AZAMPAY_CREDENTIALS } from './azampay-credentials.ts';

/** When `expire` cannot be read, the token is kept only this long (a new one costs one call). */
const FALLBACK_LIFETIME_MS = 5 * 60_000;

export type TokenResult =
  | { kind: 'token'; token: string; exchanges: RawExchange[] }
  | { kind: 'refused'; reason: string | null; exchanges: RawExchange[] }
  | { kind: 'unknown'; code: UnknownCode; reason: string | null; exchanges: RawExchange[] };

const trim = (url: string) => url.replace(/\/$/, '');
const secrets = (ctx: ProviderContext, token?: string) => [
  ...secretValues(ctx.credentials, AZAMPAY_CREDENTIALS),
  ...(token ? [token] : []),
];
const cacheKey = (ctx: ProviderContext) =>
  TokenCache.key(
    'azampay',
    trim(ctx.urls.azampayAuth),
    credential(ctx.credentials, 'appName'),
    credential(ctx.credentials, 'clientId'),
    credential(ctx.credentials, 'clientSecret'),
  );

/** `expire` as an instant: an ISO date, or epoch seconds or milliseconds. */
export function readExpire(expire: unknown, now: number): number {
  if (typeof expire === 'number' && Number.isFinite(expire)) return expire < 1e12 ? expire * 1000 : expire;
  if (typeof expire === 'string') {
    const at = Date.parse(expire);
    if (Number.isFinite(at)) return at;
  }
  return now + FALLBACK_LIFETIME_MS;
}

export async function azampayToken(ctx: ProviderContext, fresh = false): Promise<TokenResult> {
  checkCredentials(ctx.credentials, AZAMPAY_CREDENTIALS);
  const cache = ctx.tokens ?? sharedTokenCache;
  const key = cacheKey(ctx);
  const now = (ctx.now?.() ?? new Date()).getTime();
  const cached = fresh ? null : cache.get(key, now);
  if (cached) return { kind: 'token', token: cached, exchanges: [] };
  const res = await httpCall(ctx, {
    method: 'POST',
    url: `${trim(ctx.urls.azampayAuth)}/AppRegistration/GenerateToken`,
    headers: { 'x-api-key': credential(ctx.credentials, 'apiKey') },
    body: {
      appName: credential(ctx.credentials, 'appName'),
      clientId: credential(ctx.credentials, 'clientId'),
      clientSecret: credential(ctx.credentials, 'clientSecret'),
    },
    secrets: secrets(ctx),
  });
  const exchanges = [res.exchange];
  if (res.kind === 'no-answer') return { kind: 'unknown', code: res.code, reason: res.reason, exchanges };
  const body = asRecord(res.json);
  if (isServerError(res.status))
    return { kind: 'unknown', code: 'server-error', reason: str(body?.message), exchanges };
  const data = asRecord(body?.data);
  const token = str(data?.accessToken);
  if (res.status >= 400 || body?.success === false || !token)
    return { kind: 'refused', reason: str(body?.message) ?? `HTTP ${res.status}`, exchanges };
  cache.set(key, token, readExpire(data?.expire, now));
  return { kind: 'token', token, exchanges };
}

export type AzampayCall =
  | { kind: 'answer'; res: Extract<HttpResult, { kind: 'answer' }>; exchanges: RawExchange[] }
  | Exclude<TokenResult, { kind: 'token' }>;

export async function azampayCall(
  ctx: ProviderContext,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<AzampayCall> {
  const exchanges: RawExchange[] = [];
  for (const fresh of [false, true]) {
    const token = await azampayToken(ctx, fresh);
    exchanges.push(...token.exchanges);
    if (token.kind !== 'token') return { ...token, exchanges };
    const res = await httpCall(ctx, {
      method,
      url: `${trim(ctx.urls.azampayCheckout)}${path}`,
      headers: { authorization: `Bearer ${token.token}`, 'x-api-key': credential(ctx.credentials, 'apiKey') },
      body,
      secrets: secrets(ctx, token.token),
    });
    exchanges.push(res.exchange);
    if (res.kind === 'no-answer') return { kind: 'unknown', code: res.code, reason: res.reason, exchanges };
    if (res.status === 401 && !fresh) {
      (ctx.tokens ?? sharedTokenCache).forget(cacheKey(ctx));
      continue;
    }
    return { kind: 'answer', res, exchanges };
  }
  throw new Error('unreachable: the loop returns on its second pass');
}
