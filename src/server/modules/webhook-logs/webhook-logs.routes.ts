import { logDetailSchema, logPageSchema } from '../../../lib/contracts/webhook-log.ts';
import { webhookLogQuerySchema } from '../../../lib/webhook-log-schemas.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { MEMBER, perm, type RouteDef } from '../../http/route-table.ts';
import { listWebhookLogs, replayWebhookLog, webhookLogDetail } from './webhook-logs.service.ts';
import { shopOf, dbOf } from '../../http/route-glue.ts';

const tags = ['Webhook logs' as const];

// Spec 2.5: the logs page is open to every member, always of their own shop only.
export const webhookLogRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/webhook-logs',
    access: MEMBER,
    tags,
    summary: "The shop's webhook events and outbound calls, newest first, with filters and a cursor",
    description: 'Pass next_cursor of an answer as cursor to get the next page (null on the last page).',
    query: webhookLogQuerySchema,
    answers: { 200: logPageSchema },
    handler: async (c, { query }) => c.json(await listWebhookLogs(dbOf(c), shopOf(c), query)),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/webhook-logs/:id',
    access: MEMBER,
    tags,
    summary: 'One log entry with its request and response bodies (secrets masked) and its replays',
    params: idParams,
    answers: { 200: logDetailSchema },
    handler: async (c, { params }) => c.json(await webhookLogDetail(dbOf(c), shopOf(c), params.id)),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/webhook-logs/:id/replay',
    access: perm('whatsapp_interactions', 'update'),
    tags,
    summary: 'Process a failed incoming event again (a new entry with replay_of)',
    description:
      'Only failed inbound events. Processing is idempotent per WhatsApp message id, so nothing is answered twice.',
    params: idParams,
    answers: { 201: logDetailSchema },
    errors: [409],
    handler: async (c, { params }) => c.json(await replayWebhookLog(dbOf(c), shopOf(c), params.id), 201),
  }),
] satisfies RouteDef[];
