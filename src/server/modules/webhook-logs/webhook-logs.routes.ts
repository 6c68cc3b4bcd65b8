import { MEMBER, perm, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { queryParams, uuidParam } from '../../http/validate.ts';
import { webhookLogQuerySchema } from '../../../lib/webhook-log-schemas.ts';
import { listWebhookLogs, replayWebhookLog, webhookLogDetail } from './webhook-logs.service.ts';

type C = Parameters<RouteDef['handler']>[0];
const shopOf = (c: C) => requireMembership(c).shop.id;
const dbOf = (c: C) => c.get('deps').database.db;

// Spec 2.5: the logs page is open to every member, always of their own shop only.
export const webhookLogRoutes: RouteDef[] = [
  route('GET', '/api/webhook-logs', MEMBER, async (c) => c.json(await listWebhookLogs(dbOf(c), shopOf(c), queryParams(c, webhookLogQuerySchema)))),

  route('GET', '/api/webhook-logs/:id', MEMBER, async (c) => c.json(await webhookLogDetail(dbOf(c), shopOf(c), uuidParam(c, 'id')))),

  route('POST', '/api/webhook-logs/:id/replay', perm('whatsapp_interactions', 'update'), async (c) =>
    c.json(await replayWebhookLog(dbOf(c), shopOf(c), uuidParam(c, 'id')), 201),
  ),
];
