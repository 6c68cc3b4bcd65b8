// Selcom's request signature (protocols.md §2; selcom-developers/node-selcom docs/Authentication.md):
// Digest = base64(HMAC-SHA256(apiSecret, "timestamp=<Timestamp>&f1=v1&f2=v2…")) with the fields in
// the order of the Signed-Fields header. The same five headers come back on the webhook, signed the
// same way with the same secret, so one function makes and checks both.
import { createHmac } from 'node:crypto';
import { sameText } from '../same-text.ts';

/** `2019-02-26T09:30:46+03:00`: Selcom's examples are in East Africa Time, which has no summer time. */
export function selcomTimestamp(date: Date): string {
  const eat = new Date(date.getTime() + 3 * 3600_000);
  return `${eat.toISOString().slice(0, 19)}+03:00`;
}

/** A missing or null value signs as an empty string, as PHP (Selcom's side) would print it. */
const asSigned = (v: unknown) =>
  v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

export function selcomSigningString(
  timestamp: string,
  fields: readonly string[],
  values: Record<string, unknown>,
): string {
  return [`timestamp=${timestamp}`, ...fields.map((f) => `${f}=${asSigned(values[f])}`)].join('&');
}

export function selcomDigest(
  apiSecret: string,
  timestamp: string,
  fields: readonly string[],
  values: Record<string, unknown>,
): string {
  return createHmac('sha256', apiSecret)
    .update(selcomSigningString(timestamp, fields, values))
    .digest('base64');
}

export const selcomAuthorization = (apiKey: string) => `SELCOM ${Buffer.from(apiKey).toString('base64')}`;

/** The five headers of a signed request over `values` (the JSON body, or the query of a GET). */
export function selcomHeaders(
  keys: { apiKey: string; apiSecret: string },
  timestamp: string,
  values: Record<string, unknown>,
): Record<string, string> {
  const fields = Object.keys(values);
  return {
    authorization: selcomAuthorization(keys.apiKey),
    timestamp,
    'digest-method': 'HS256',
    'signed-fields': fields.join(','),
    digest: selcomDigest(keys.apiSecret, timestamp, fields, values),
  };
}

/** One spelling of a field for another: webhook-callback.md's sample signs `resultcode` and spells it `resulcode`. */
const ALIASES: Readonly<Record<string, string>> = { resultcode: 'resulcode', resulcode: 'resultcode' };

/**
 * Whether `headers` sign `values` with this secret: the Digest recomputes over the Signed-Fields.
 * The Authorization header is not checked: the webhook document shows `SELCOM {authorization-token}`
 * without saying whose token, and only the secret proves anything. Only HS256 is accepted (we hold
 * no Selcom public key for RS256). A signed field the body spells another way (`resultcode` signed,
 * `resulcode` sent) is signed with the value under that spelling, or as missing: whichever the
 * Digest proves, and `signed` holds exactly what it proves.
 */
export function checkSelcomDigest(
  apiSecret: string,
  headers: Readonly<Record<string, string | undefined>>,
  values: Record<string, unknown>,
): { ok: true; signed: Record<string, unknown> } | { ok: false; reason: string } {
  const timestamp = headers['timestamp'];
  const signedHeader = headers['signed-fields'];
  const digest = headers['digest'];
  if (!timestamp || !signedHeader || !digest) return { ok: false, reason: 'signature headers missing' };
  if ((headers['digest-method'] ?? 'HS256').toUpperCase() !== 'HS256')
    return { ok: false, reason: 'unsupported Digest-Method' };
  const fields = signedHeader
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const literal = Object.fromEntries(fields.map((f) => [f, values[f]]));
  const aliased = Object.fromEntries(
    fields.map((f) => [f, f in values || !ALIASES[f] ? values[f] : values[ALIASES[f]!]]),
  );
  for (const signed of [literal, aliased])
    if (sameText(digest, selcomDigest(apiSecret, timestamp, fields, signed))) return { ok: true, signed };
  return { ok: false, reason: 'Digest does not match' };
}
