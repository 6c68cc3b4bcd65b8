// Every request to an outside provider goes through here: the injected fetch, a timeout, the raw
// exchange (masked) and one rule for what an answer means. A timeout or a network error is never a
// failure: the provider may have acted on the request, so the caller reads it as 'unknown' (a
// payment is queried later, an SMS looked up by its id).
import { maskExchange, type RawExchange } from './raw-exchange.ts';

/** Per HTTP call, unless the provider or the configuration says otherwise. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** What a call takes from its caller's context: every provider context has these. */
export type CallContext = {
  /** Injectable for tests; the global fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  /** Per HTTP call; past it the outcome is 'timeout' (the request may still have been acted on). */
  timeoutMs?: number;
  /** Clock, for the exchange's time and token expiry. */
  now?: () => Date;
};

/** Why no answer came: the request may or may not have been acted on. */
export type NoAnswerCode = 'timeout' | 'network';

export type HttpRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON, or as is when a string (when the exact bytes were signed). */
  body?: unknown;
  /** Values to hide wherever they appear in the stored exchange: the secret credentials, a token. */
  secrets: readonly string[];
};

export type HttpResult =
  | { kind: 'answer'; status: number; json: unknown; exchange: RawExchange }
  | { kind: 'no-answer'; code: NoAnswerCode; reason: string; exchange: RawExchange };

export async function httpCall(ctx: CallContext, req: HttpRequest): Promise<HttpResult> {
  const doFetch = ctx.fetch ?? globalThis.fetch;
  const timeoutMs = ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  let bodyText: string | undefined;
  if (req.body !== undefined) {
    bodyText = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
    headers['content-type'] ??= 'application/json';
  }
  const at = (ctx.now?.() ?? new Date()).toISOString();
  const started = performance.now();
  const record = (status: number, responseBody: unknown, error: string | null): RawExchange =>
    maskExchange(
      {
        at,
        method: req.method,
        url: req.url,
        requestHeaders: headers,
        requestBody: bodyText === undefined ? null : parseOrText(bodyText),
        status,
        responseBody,
        error,
        ms: Math.round(performance.now() - started),
      },
      req.secrets,
    );
  try {
    const res = await doFetch(req.url, {
      method: req.method,
      headers,
      body: bodyText,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    const json = text ? parseOrText(text) : null;
    return { kind: 'answer', status: res.status, json, exchange: record(res.status, json, null) };
  } catch (error) {
    const name = (error as Error)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    const reason = timedOut ? `no answer within ${timeoutMs} ms` : String((error as Error)?.message ?? error);
    return {
      kind: 'no-answer',
      code: timedOut ? 'timeout' : 'network',
      reason,
      exchange: record(0, null, reason),
    };
  }
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Kept as text, cut: an HTML error page from a proxy is evidence, not something to store whole.
    return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
  }
}

/** A 5xx means the provider broke mid-way: like no answer, it may have acted. */
export const isServerError = (status: number) => status >= 500;

export const asRecord = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** A body text read as a JSON object; null when it is not one (or not JSON at all). */
export function jsonObject(text: string): Record<string, unknown> | null {
  try {
    return asRecord(JSON.parse(text));
  } catch {
    return null;
  }
}

export const str = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;

/** An amount as providers write it (5000, "5000", "5000.00"); null when absent or not a number. */
export function parseAmount(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(v)) return null;
  return Number(v);
}
