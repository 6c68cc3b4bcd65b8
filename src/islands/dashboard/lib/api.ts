import { $language } from '../../../i18n/language.ts';
import type { ErrorBody } from '../../../lib/contracts/error.ts';

// The one way the back-office talks to the API: same origin, cookie session, JSON, and the
// behaviours of spec 7 and 8 (timeouts, 401 ends the session and goes to the root). Features do not
// call api() with a hand-written path: they name a declared route to call() in ./client.ts, which
// types it and comes here (decision 0017). The untyped get/send went once the last feature moved.
export const API_BASE = '/api';
const TIMEOUT_MS = 150_000;
const MEDIA_TIMEOUT_MS = 300_000;

/**
 * A refusal of the API. Its body is the server's error contract (src/lib/contracts/error.ts), as far
 * as it came: null for what was not JSON (a proxy's error page), and a route that extends the
 * contract (a refused CSV import's report) leaves its extra fields in `body` too.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  readonly body: Partial<ErrorBody> | null;
  constructor(status: number, body: Partial<ErrorBody> | null, fallback: string) {
    super(body?.message || fallback);
    this.status = status;
    this.code = body?.code ?? 'http_' + status;
    this.field = body?.field;
    this.body = body;
  }
}

export function timeoutFor(url: string): number {
  return url.includes('media') ? MEDIA_TIMEOUT_MS : TIMEOUT_MS;
}

let onUnauthorized: () => void = () => window.location.assign('/');
/** Tests replace what a 401 does; the app keeps the spec's "go to the root". */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The server's answer when there is no valid session (not when a typed password is wrong). */
export const endsSession = (error: ApiError) =>
  error.status === 401 && (error.code === 'unauthorized' || error.code === 'http_401');

type Options = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  allow401?: boolean;
  headers?: Record<string, string>;
};

export async function api<T>(path: string, options: Options = {}): Promise<T> {
  const url = API_BASE + path;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': $language.get(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const timeout = AbortSignal.timeout(timeoutFor(url));
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const res = await fetch(url, { method: options.method ?? 'GET', headers, body, signal, credentials: 'same-origin' });
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null; // a proxy's HTML error page, say: the status still tells what happened
  }
  if (!res.ok) {
    const body = parsed !== null && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : null;
    const error = new ApiError(res.status, body, res.statusText || 'Request failed');
    // Spec 4: a 401 for a session that ended (expired, signed out elsewhere) ends it here too and
    // goes to the root. A 401 for what the person typed (a wrong password at sign-in) is the form's
    // to show, with what they typed kept.
    if (endsSession(error) && !options.allow401) onUnauthorized();
    throw error;
  }
  return parsed as T;
}
