import { orderAlertFeedAnswer } from '../../../lib/contracts/order-alerts.ts';
import { orderAlertFeedQuerySchema } from '../../../lib/order-alert-schemas.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { dbOf, shopOf, userOf } from '../../http/route-glue.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { alertFeed } from './alert-feed.ts';

export const orderAlertFeedRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/order-alerts/feed',
    access: perm('orders', 'read'),
    tags: ['Order alerts' as const],
    summary: 'New orders and payments to alert me of in the open dashboard, since a cursor',
    description:
      'Read after each `change` event of /api/analytics/live. Without `after`: no items, and the cursor to pass next time. Items from a little before `after` are answered again; show each id once.',
    query: orderAlertFeedQuerySchema,
    answers: { 200: orderAlertFeedAnswer },
    handler: async (c, { query }) =>
      c.json(await alertFeed(dbOf(c), shopOf(c), userOf(c), query.after ? new Date(query.after) : null)),
  }),
] satisfies RouteDef[];
