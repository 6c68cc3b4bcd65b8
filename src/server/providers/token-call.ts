// The token → call → retry loop of a provider whose calls carry an access token (ClickPesa,
// AzamPay; an SMS gateway's OAuth next): the token from the cache or one (single-flight) token
// request, the call with it, and the retry policy; every exchange made on the way is returned in
// order, masked.
import { asRecord, isServerError, type CallContext, type HttpResult, type NoAnswerCode } from './http-call.ts';
import type { RawExchange } from './raw-exchange.ts';
import { idempotentByDefault, ONCE_MORE_ON_REFUSED_TOKEN, shouldRetry, type RetryPolicy } from './retry.ts';
import { sharedTokenCache, type TokenContext } from './token-cache.ts';

export type HttpAnswer = Extract<HttpResult, { kind: 'answer' }>;

export type TokenResult =
  | { kind: 'token'; token: string; exchanges: RawExchange[] }
  /** The provider said no to the credentials (fix them): nothing else was sent. */
  | { kind: 'refused'; reason: string | null; exchanges: RawExchange[] }
  | { kind: 'unknown'; code: NoAnswerCode | 'server-error'; reason: string | null; exchanges: RawExchange[] };

/** How one provider issues tokens, for one account. */
export type TokenSource = {
  /** The account's key in the cache: TokenCache.key(provider, host, ...credentials). */
  key: string;
  /** The token request (through httpCall, with the account's secrets to mask). */
  request: () => Promise<HttpResult>;
  /** The token and its expiry (ms) in a 2xx-4xx answer's body, or null when it has none. */
  read: (body: Record<string, unknown> | null, now: number) => { token: string; expiresAt: number } | null;
  /** The provider's words in an answer's body, for a refusal's reason. */
  reason: (body: Record<string, unknown> | null) => string | null;
};

type Ctx = CallContext & TokenContext;

/**
 * The account's token: the cached one unless `fresh`, else one token request (callers that arrive
 * while it is under way share it, and carry no exchange of their own).
 */
export async function obtainToken(ctx: Ctx, source: TokenSource, fresh = false): Promise<TokenResult> {
  const cache = ctx.tokens ?? sharedTokenCache;
  const now = (ctx.now?.() ?? new Date()).getTime();
  const cached = fresh ? null : cache.get(source.key, now);
  if (cached) return { kind: 'token', token: cached, exchanges: [] };
  let joined = true;
  const result = await cache.issueOnce(
    source.key,
    async () => {
      joined = false;
      return readTokenAnswer(source, await source.request(), now);
    },
    (r) => (r.kind === 'token' ? { token: r.token, expiresAt: r.expiresAt } : null),
  );
  const exchanges = joined ? [] : result.exchanges;
  return result.kind === 'token' ? { kind: 'token', token: result.token, exchanges } : { ...result, exchanges };
}

function readTokenAnswer(
  source: TokenSource,
  res: HttpResult,
  now: number,
):
  | Exclude<TokenResult, { kind: 'token' }>
  | { kind: 'token'; token: string; expiresAt: number; exchanges: RawExchange[] } {
  const exchanges = [res.exchange];
  if (res.kind === 'no-answer') return { kind: 'unknown', code: res.code, reason: res.reason, exchanges };
  const body = asRecord(res.json);
  if (isServerError(res.status))
    return { kind: 'unknown', code: 'server-error', reason: source.reason(body), exchanges };
  const issued = res.status >= 400 ? null : source.read(body, now);
  if (!issued) return { kind: 'refused', reason: source.reason(body) ?? `HTTP ${res.status}`, exchanges };
  return { kind: 'token', ...issued, exchanges };
}

export type TokenCall =
  | { kind: 'answer'; res: HttpAnswer; exchanges: RawExchange[] }
  | { kind: 'refused'; reason: string | null; exchanges: RawExchange[] }
  | { kind: 'unknown'; code: NoAnswerCode | 'server-error'; reason: string | null; exchanges: RawExchange[] };

/**
 * `send` with the account's token, again as `policy` says (by default once more with a fresh token
 * after a 401). A call whose token cannot be had is 'refused' or 'unknown' as the token request was;
 * a call that got no answer is 'unknown'; any answer is the caller's to read.
 */
export async function callWithToken(
  ctx: Ctx,
  source: TokenSource,
  send: (token: string) => Promise<HttpResult>,
  options: { method: string; idempotent?: boolean; policy?: RetryPolicy },
): Promise<TokenCall> {
  const policy = options.policy ?? ONCE_MORE_ON_REFUSED_TOKEN;
  const idempotent = options.idempotent ?? idempotentByDefault(options.method);
  const exchanges: RawExchange[] = [];
  let fresh = false;
  for (let attempt = 1; ; attempt++) {
    const token = await obtainToken(ctx, source, fresh);
    exchanges.push(...token.exchanges);
    if (token.kind !== 'token') return { ...token, exchanges };
    const res = await send(token.token);
    exchanges.push(res.exchange);
    if (!shouldRetry(policy, attempt, res, idempotent)) {
      if (res.kind === 'no-answer') return { kind: 'unknown', code: res.code, reason: res.reason, exchanges };
      return { kind: 'answer', res, exchanges };
    }
    // A token refused although the cache thought it valid: drop it and ask for a new one.
    fresh = res.kind === 'answer' && res.status === 401;
    if (fresh) (ctx.tokens ?? sharedTokenCache).forget(source.key);
  }
}

/** One call as an adapter asks for it: the kit adds the token (through `request`) and the retry. */
export type TokenRequest = { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: Record<string, unknown> };

/**
 * A provider's token and call functions, from how it issues tokens for an account and how it
 * builds a request with one: `token(ctx, fresh)` for a connection test, `call(ctx, request)` for
 * the rest.
 */
export function tokenClient<C extends Ctx>(
  sourceOf: (ctx: C) => TokenSource,
  send: (ctx: C, token: string, request: TokenRequest) => Promise<HttpResult>,
) {
  return {
    token: (ctx: C, fresh = false): Promise<TokenResult> => obtainToken(ctx, sourceOf(ctx), fresh),
    call: (ctx: C, request: TokenRequest): Promise<TokenCall> =>
      callWithToken(ctx, sourceOf(ctx), (token) => send(ctx, token, request), { method: request.method }),
  };
}
