import type { Call } from '../../test/permission-calls.ts';

export const webhookLogCalls: Record<string, Call> = {
  'GET /api/webhook-logs': {},
  'GET /api/webhook-logs/:id': { path: (f) => `/api/webhook-logs/${f.webhookLogId}` },
  'POST /api/webhook-logs/:id/replay': { path: (f) => `/api/webhook-logs/${f.webhookLogId}/replay` },
};
