import { mask } from '../whatsapp/secret-box.ts';

// The one masking rule for what the platform logged of an exchange with Meta or a payment provider
// (webhook logs, a payment's raw exchange). Keys whose values are secrets wherever they appear, any
// depth, any case: credentials and tokens, Selcom's Digest, ClickPesa's checksum, signatures, PINs,
// an OAuth `code`. Logs are masked when written; reading masks again, so a row written by older
// code, or a field the writer missed, never reaches a screen.
const SECRET_KEY =
  /secret|token|password|passwd|pin$|^code$|api[_-]?key|apikey|authorization|signature|digest|checksum|hash/i;

// Numbers under `code` stay: an error's `code` (131047) is no secret, an OAuth `code` is always a
// string. Any other number or text keeps its last 4 characters; an object under a secret key is hidden whole.
const maskValue = (key: string, value: unknown) => {
  if (value === null || value === undefined) return value;
  if (typeof value === 'object') return '••••';
  if (typeof value === 'number' && /^code$/i.test(key)) return value;
  return mask(String(value));
};

/** A copy of `value` with every secret-named field replaced by its last 4 characters. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20) return '…';
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    out[key] = SECRET_KEY.test(key) ? maskValue(key, item) : maskSecrets(item, depth + 1);
  return out;
}

/** The same rule for query strings of a logged endpoint (`/oauth/access_token?client_secret=…&code=…`). */
export function maskEndpoint(endpoint: string): string {
  const at = endpoint.indexOf('?');
  if (at < 0) return endpoint;
  const params = new URLSearchParams(endpoint.slice(at + 1));
  const masked = [...params].map(
    ([k, v]) => `${encodeURIComponent(k)}=${SECRET_KEY.test(k) ? String(maskValue(k, v)) : encodeURIComponent(v)}`,
  );
  return `${endpoint.slice(0, at)}?${masked.join('&')}`;
}
