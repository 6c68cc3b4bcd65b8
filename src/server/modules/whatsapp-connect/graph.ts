import type { Deps } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { webhookLogs } from '../../db/schema/whatsapp.ts';
import { maskEndpoint, maskSecrets } from '../webhook-logs/mask-secrets.ts';

export type GraphCall = { method: 'GET' | 'POST' | 'DELETE'; path: string; accessToken?: string | null; body?: unknown; shopId?: string | null };
export type GraphAnswer = { status: number; json: any };

const TIMEOUT_MS = 15_000;

/**
 * One Graph API call of the connect screens, logged in webhook_logs (direction out, secrets masked).
 * A network failure (Meta unreachable) is a 502 the merchant can retry; any HTTP answer is returned.
 */
export async function callGraph(deps: Deps, call: GraphCall): Promise<GraphAnswer> {
  const { env, database } = deps;
  const url = `${env.WHATSAPP_GRAPH_URL.replace(/\/$/, '')}/${env.WHATSAPP_API_VERSION}${call.path}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.accessToken) headers.authorization = `Bearer ${call.accessToken}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const started = Date.now();
  let answer: GraphAnswer | null = null;
  let failure: string | null = null;
  try {
    const res = await fetch(url, { method: call.method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body), signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = { raw: text.slice(0, 2000) };
    }
    answer = { status: res.status, json };
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const graphError = answer && answer.status >= 400 ? errorOf(answer) : null;
  await database.db.insert(webhookLogs).values({
    shopId: call.shopId ?? null,
    direction: 'out',
    method: call.method,
    endpoint: maskEndpoint(call.path),
    statusCode: answer?.status ?? null,
    latencyMs: Date.now() - started,
    requestBody: call.body === undefined ? null : maskSecrets(call.body),
    responseBody: answer ? maskSecrets(answer.json) : null,
    error: failure ? { code: 'network', title: failure } : graphError ? { code: graphError.code ?? answer!.status, title: graphError.message } : null,
  });
  if (!answer) throw new AppError(502, 'connect_graph_unreachable');
  return answer;
}

/** Meta's error body `{error:{message, type, code, error_data:{details}}}` (protocols.md §1), tolerant of others. */
export function errorOf(answer: GraphAnswer): { code: number | null; message: string } {
  const error = answer.json?.error;
  const details = typeof error?.error_data?.details === 'string' ? error.error_data.details : '';
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${answer.status}`;
  return { code: typeof error?.code === 'number' ? error.code : null, message: details && !message.includes(details) ? `${message} (${details})` : message };
}

export const isOk = (answer: GraphAnswer) => answer.status >= 200 && answer.status < 300 && !answer.json?.error;
