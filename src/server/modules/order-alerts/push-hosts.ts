import type { Env } from '../../env.ts';

/**
 * Whether a subscription's endpoint is at a push service we send to (WEB_PUSH_HOSTS). The server
 * POSTs to the endpoint a browser gave it, so without this list anyone signed in could make it
 * call any address (an internal one included). https only, except a loopback host that is listed
 * by name (the tests' fake push service).
 */
export function pushHostAllowed(env: Pick<Env, 'WEB_PUSH_HOSTS'>, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const loopback = host === '127.0.0.1' || host === 'localhost';
  if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:')) return false;
  if (url.username || url.password) return false;
  return env.WEB_PUSH_HOSTS.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
    .some((allowed) => (allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed));
}
