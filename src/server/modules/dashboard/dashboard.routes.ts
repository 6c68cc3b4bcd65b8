import { shopSummarySchema } from '../../../lib/contracts/dashboard.ts';
import { shopGet } from '../../http/shop-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { shopSummary } from './dashboard.service.ts';

export const dashboardRoutes = [
  shopGet({
    path: '/api/dashboard/summary',
    access: perm('orders', 'read'),
    tags: ['Dashboard'],
    summary: "Today's orders and sales (East Africa Time) and the latest orders",
    answers: { 200: shopSummarySchema },
    read: shopSummary,
  }),
] satisfies RouteDef[];
