// Keys whose values are secrets wherever they appear in a logged payload (any depth, any case).
// Logs are masked when written; reading masks again, so a row written by older code never leaks.
const SECRET_KEY =
  /^(access_?token|app_?secret|client_?secret|authorization|token|verify_?token|hub\.verify_token|password|pin|code|secret|api_?key)$/i;

// Numbers stay: an error's `code` (131047) is no secret, an OAuth `code` is always a string.
const maskValue = (value: unknown) => {
  if (typeof value === 'string') return value.length <= 4 ? '••••' : `••••${value.slice(-4)}`;
  return value !== null && typeof value === 'object' ? '••••' : value;
};

/** A copy of `value` with every secret-named field replaced by its last 4 characters. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    out[key] = SECRET_KEY.test(key) ? maskValue(item) : maskSecrets(item, depth + 1);
  return out;
}

/** The same rule for query strings of a logged endpoint (`/oauth/access_token?client_secret=…&code=…`). */
export function maskEndpoint(endpoint: string): string {
  const at = endpoint.indexOf('?');
  if (at < 0) return endpoint;
  const params = new URLSearchParams(endpoint.slice(at + 1));
  const masked = [...params].map(
    ([k, v]) => `${encodeURIComponent(k)}=${SECRET_KEY.test(k) ? String(maskValue(v)) : encodeURIComponent(v)}`,
  );
  return `${endpoint.slice(0, at)}?${masked.join('&')}`;
}
