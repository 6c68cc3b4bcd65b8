import { shopSummarySchema } from '../../../lib/contracts/dashboard.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { shopSummary } from './dashboard.service.ts';
import { shopOf, dbOf } from '../../http/route-glue.ts';

export const dashboardRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/dashboard/summary',
    access: perm('orders', 'read'),
    tags: ['Dashboard'],
    summary: "Today's orders and sales (East Africa Time) and the latest orders",
    answers: { 200: shopSummarySchema },
    handler: async (c) => c.json(await shopSummary(dbOf(c), shopOf(c))),
  }),
] satisfies RouteDef[];
