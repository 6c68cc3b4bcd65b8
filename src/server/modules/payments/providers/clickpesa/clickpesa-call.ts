// ClickPesa calls carry a bearer token from generate-token (valid 1 h, sent exactly as returned,
// "Bearer …" included). The token is cached; a 401 drops it and the call is made once more with a
// fresh one (a shop that toggles checksums invalidates its tokens).
import { checkCredentials, credential, secretValues } from '../check-input.ts';
import { asRecord, httpCall, isServerError, str, type HttpResult } from '../http-call.ts';
import type { ProviderContext, UnknownCode } from '../provider.ts';
import type { RawExchange } from '../raw-exchange.ts';
import { sharedTokenCache, TokenCache } from '../token-cache.ts';
import { CLICKPESA_CREDENTIALS } from './clickpesa-credentials.ts';

const TOKEN_LIFETIME_MS = 3600_000;

export type TokenResult =
  | { kind: 'token'; token: string; exchanges: RawExchange[] }
  | { kind: 'refused'; reason: string | null; exchanges: RawExchange[] }
  | { kind: 'unknown'; code: UnknownCode; reason: string | null; exchanges: RawExchange[] };

const base = (ctx: ProviderContext) => ctx.urls.clickpesa.replace(/\/$/, '');
const secrets = (ctx: ProviderContext, token?: string) => [
  ...secretValues(ctx.credentials, CLICKPESA_CREDENTIALS),
  ...(token ? [token.replace(/^Bearer\s+/i, '')] : []),
];
const cacheKey = (ctx: ProviderContext) =>
  TokenCache.key(
    'clickpesa',
    base(ctx),
    credential(ctx.credentials, 'clientId'),
    credential(ctx.credentials, 'apiKey'),
  );

export async function clickpesaToken(ctx: ProviderContext, fresh = false): Promise<TokenResult> {
  checkCredentials(ctx.credentials, CLICKPESA_CREDENTIALS);
  const cache = ctx.tokens ?? sharedTokenCache;
  const key = cacheKey(ctx);
  const now = (ctx.now?.() ?? new Date()).getTime();
  const cached = fresh ? null : cache.get(key, now);
  if (cached) return { kind: 'token', token: cached, exchanges: [] };
  const res = await httpCall(ctx, {
    method: 'POST',
    url: `${base(ctx)}/third-parties/generate-token`,
    headers: { 'client-id': credential(ctx.credentials, 'clientId'), 'api-key': credential(ctx.credentials, 'apiKey') },
    secrets: secrets(ctx),
  });
  const exchanges = [res.exchange];
  if (res.kind === 'no-answer') return { kind: 'unknown', code: res.code, reason: res.reason, exchanges };
  const body = asRecord(res.json);
  if (isServerError(res.status))
    return { kind: 'unknown', code: 'server-error', reason: str(body?.message), exchanges };
  const token = str(body?.token);
  if (res.status >= 400 || body?.success === false || !token)
    return { kind: 'refused', reason: str(body?.message) ?? `HTTP ${res.status}`, exchanges };
  cache.set(key, token, now + TOKEN_LIFETIME_MS);
  return { kind: 'token', token, exchanges };
}

export type ClickpesaCall =
  | { kind: 'answer'; res: Extract<HttpResult, { kind: 'answer' }>; exchanges: RawExchange[] }
  | Exclude<TokenResult, { kind: 'token' }>;

export async function clickpesaCall(
  ctx: ProviderContext,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<ClickpesaCall> {
  const exchanges: RawExchange[] = [];
  for (const fresh of [false, true]) {
    const token = await clickpesaToken(ctx, fresh);
    exchanges.push(...token.exchanges);
    if (token.kind !== 'token') return { ...token, exchanges };
    const res = await httpCall(ctx, {
      method,
      url: `${base(ctx)}${path}`,
      headers: { authorization: token.token },
      body,
      secrets: secrets(ctx, token.token),
    });
    exchanges.push(res.exchange);
    if (res.kind === 'no-answer') return { kind: 'unknown', code: res.code, reason: res.reason, exchanges };
    // A token refused although the cache thought it valid: drop it and try once with a new one.
    if (res.status === 401 && !fresh) {
      (ctx.tokens ?? sharedTokenCache).forget(cacheKey(ctx));
      continue;
    }
    return { kind: 'answer', res, exchanges };
  }
  throw new Error('unreachable: the loop returns on its second pass');
}

/** The request body with its checksum, when the shop has a checksum key. */
export function withChecksum(
  ctx: ProviderContext,
  body: Record<string, unknown>,
  checksum: (key: string, b: Record<string, unknown>) => string,
): Record<string, unknown> {
  const key = ctx.credentials.checksumKey;
  return key ? { ...body, checksum: checksum(key, body) } : body;
}
