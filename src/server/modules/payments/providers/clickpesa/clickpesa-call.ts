// ClickPesa calls carry a bearer token from generate-token (valid 1 h, sent exactly as returned,
// "Bearer …" included). The kit's token call (src/server/providers/token-call.ts) caches it and,
// on a 401, drops it and makes the call once more with a fresh one (a shop that toggles checksums
// invalidates its tokens).
import { httpCall, str } from '../../../../providers/http-call.ts';
import { tokenClient, type TokenSource } from '../../../../providers/token-call.ts';
import { TokenCache } from '../../../../providers/token-cache.ts';
import { checkCredentials, credential, secretValues } from '../check-input.ts';
import type { ProviderContext } from '../provider.ts';
import { CLICKPESA_CREDENTIALS } from './clickpesa-credentials.ts';

const TOKEN_LIFETIME_MS = 3600_000;

const base = (ctx: ProviderContext) => ctx.urls.clickpesa.replace(/\/$/, '');
const secrets = (ctx: ProviderContext, token?: string) => [
  ...secretValues(ctx.credentials, CLICKPESA_CREDENTIALS),
  ...(token ? [token.replace(/^Bearer\s+/i, '')] : []),
];

function tokenSource(ctx: ProviderContext): TokenSource {
  checkCredentials(ctx.credentials, CLICKPESA_CREDENTIALS);
  const clientId = credential(ctx.credentials, 'clientId');
  const apiKey = credential(ctx.credentials, 'apiKey');
  return {
    key: TokenCache.key('clickpesa', base(ctx), clientId, apiKey),
    request: () =>
      httpCall(ctx, {
        method: 'POST',
        url: `${base(ctx)}/third-parties/generate-token`,
        headers: { 'client-id': clientId, 'api-key': apiKey },
        secrets: secrets(ctx),
      }),
    read: (body, now) => {
      const token = str(body?.token);
      return body?.success === false || !token ? null : { token, expiresAt: now + TOKEN_LIFETIME_MS };
    },
    reason: (body) => str(body?.message),
  };
}

const client = tokenClient(tokenSource, (ctx: ProviderContext, token, { method, path, body }) =>
  httpCall(ctx, {
    method,
    url: `${base(ctx)}${path}`,
    headers: { authorization: token },
    body,
    secrets: secrets(ctx, token),
  }),
);

export const clickpesaToken = client.token;

export const clickpesaCall = (
  ctx: ProviderContext,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
) => client.call(ctx, { method, path, body });

/** The request body with its checksum, when the shop has a checksum key. */
export function withChecksum(
  ctx: ProviderContext,
  body: Record<string, unknown>,
  checksum: (key: string, b: Record<string, unknown>) => string,
): Record<string, unknown> {
  const key = ctx.credentials.checksumKey;
  return key ? { ...body, checksum: checksum(key, body) } : body;
}
