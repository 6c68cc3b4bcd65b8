import { logDetailSchema, logPageSchema } from '../../../lib/contracts/webhook-log.ts';
import { webhookLogQuerySchema } from '../../../lib/webhook-log-schemas.ts';
import { rowGet, rowWrite, shopGet } from '../../http/shop-route.ts';
import { MEMBER, perm, type RouteDef } from '../../http/route-table.ts';
import { listWebhookLogs, replayWebhookLog, webhookLogDetail } from './webhook-logs.service.ts';

const tags = ['Webhook logs' as const];

// Spec 2.5: the logs page is open to every member, always of their own shop only.
export const webhookLogRoutes = [
  shopGet({
    path: '/api/webhook-logs',
    access: MEMBER,
    tags,
    summary: "The shop's webhook events and outbound calls, newest first, with filters and a cursor",
    description: 'Pass next_cursor of an answer as cursor to get the next page (null on the last page).',
    query: webhookLogQuerySchema,
    answers: { 200: logPageSchema },
    read: listWebhookLogs,
  }),

  rowGet({
    path: '/api/webhook-logs/:id',
    access: MEMBER,
    tags,
    summary: 'One log entry with its request and response bodies (secrets masked) and its replays',
    answers: { 200: logDetailSchema },
    read: webhookLogDetail,
  }),

  rowWrite({
    method: 'POST',
    path: '/api/webhook-logs/:id/replay',
    access: perm('whatsapp_interactions', 'update'),
    tags,
    summary: 'Process a failed incoming event again (a new entry with replay_of)',
    description:
      'Only failed inbound events. Processing is idempotent per WhatsApp message id, so nothing is answered twice.',
    answers: { 201: logDetailSchema },
    errors: [409],
    write: replayWebhookLog,
  }),
] satisfies RouteDef[];
