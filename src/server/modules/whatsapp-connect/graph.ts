import type { Deps } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { graphRequest, type GraphRequest, type GraphResponse } from '../../whatsapp/graph-client.ts';

export type GraphCall = Omit<GraphRequest, 'db'>;
export type GraphAnswer = GraphResponse;

/**
 * One Graph API call of the connect screens through the shared client, logged in the shop's
 * webhook_logs. No answer at all (Meta unreachable, timeout) is a 502 the merchant can retry.
 */
export async function callGraph(deps: Deps, call: GraphCall): Promise<GraphAnswer> {
  const answer = await graphRequest(deps.env, { ...call, db: deps.database.db });
  if (answer.status === 0) throw new AppError(502, 'connect_graph_unreachable');
  return answer;
}

/** Meta's error body `{error:{message, type, code, error_data:{details}}}` (protocols.md §1), tolerant of others. */
export function errorOf(answer: GraphAnswer): { code: number | null; message: string } {
  const error = answer.json?.error;
  const details = typeof error?.error_data?.details === 'string' ? error.error_data.details : '';
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${answer.status}`;
  return {
    code: typeof error?.code === 'number' ? error.code : null,
    message: details && !message.includes(details) ? `${message} (${details})` : message,
  };
}

export const isOk = (answer: GraphAnswer) => answer.status >= 200 && answer.status < 300 && !answer.json?.error;
