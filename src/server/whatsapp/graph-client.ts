import type { Db } from '../db/client.ts';
import { webhookLogs } from '../db/schema/whatsapp.ts';
import type { Env } from '../env.ts';
import { maskEndpoint, maskSecrets } from '../http/mask-secrets.ts';
import { cutAt } from '../../lib/text-cut.ts';

/**
 * Every call to Meta's Graph API goes through here (protocols.md §1): base URL and version from the
 * env (tests point WHATSAPP_GRAPH_URL at tests/fixtures/fake-graph.ts), bearer token, a timeout,
 * and — when given `db` — one webhook_logs row (direction 'out') with secrets masked by the one rule
 * (http/mask-secrets.ts) and the latency,
 * so the merchant's log screen shows what was sent and what Meta answered.
 */
export type GraphRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  /** After the version: '/123/messages'; a leading '/oauth/…' or a full version prefix is kept as is. */
  path: string;
  accessToken?: string | null;
  body?: unknown;
  query?: Record<string, string>;
  shopId?: string | null;
  /** Where the call is logged; without it nothing is written. */
  db?: Db;
  timeoutMs?: number;
};
/** status 0: the request never got an answer (network error, timeout). */
export type GraphResponse = { status: number; json: any; latencyMs: number };

export function graphUrl(
  env: Pick<Env, 'WHATSAPP_GRAPH_URL' | 'WHATSAPP_API_VERSION'>,
  path: string,
  query?: Record<string, string>,
): string {
  const base = env.WHATSAPP_GRAPH_URL.replace(/\/$/, '');
  const clean = path.startsWith('/') ? path : `/${path}`;
  const versioned = /^\/v\d+\.\d+\//.test(clean) ? clean : `/${env.WHATSAPP_API_VERSION}${clean}`;
  const qs = query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : '';
  return `${base}${versioned}${qs}`;
}

export async function graphRequest(
  env: Pick<Env, 'WHATSAPP_GRAPH_URL' | 'WHATSAPP_API_VERSION'>,
  req: GraphRequest,
): Promise<GraphResponse> {
  const url = graphUrl(env, req.path, req.query);
  const started = performance.now();
  let status = 0;
  let json: any;
  let failure: string | null = null;
  try {
    const res = await fetch(url, {
      method: req.method,
      headers: {
        ...(req.accessToken ? { authorization: `Bearer ${req.accessToken}` } : {}),
        ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: req.body !== undefined ? JSON.stringify(req.body) : undefined,
      signal: AbortSignal.timeout(req.timeoutMs ?? 15_000),
    });
    status = res.status;
    const text = await res.text();
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = { raw: cutAt(text, 2000) };
    }
  } catch (error) {
    failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    json = { error: { message: failure } };
  }
  const latencyMs = Math.round(performance.now() - started);
  if (req.db) {
    const endpoint = new URL(url);
    const apiError =
      status >= 400 || failure
        ? {
            code: json?.error?.code ?? (failure ? 'network' : status),
            title: cutAt(String(json?.error?.message ?? failure ?? `HTTP ${status}`), 500),
          }
        : null;
    await req.db.insert(webhookLogs).values({
      shopId: req.shopId ?? null,
      direction: 'out',
      method: req.method,
      endpoint: maskEndpoint(`${endpoint.pathname}${endpoint.search}`).slice(0, 2000),
      statusCode: status || null,
      latencyMs,
      requestBody: req.body === undefined ? null : maskSecrets(req.body),
      responseBody: maskSecrets(json),
      error: apiError,
    });
  }
  return { status, json, latencyMs };
}

/** Meta's error code of an answer ({error:{code}}), if any. */
export const graphErrorCode = (res: GraphResponse): number | null =>
  typeof res.json?.error?.code === 'number' ? res.json.error.code : null;
