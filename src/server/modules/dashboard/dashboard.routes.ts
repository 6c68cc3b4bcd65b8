import { perm, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { shopSummary } from './dashboard.service.ts';

export const dashboardRoutes: RouteDef[] = [
  route('GET', '/api/dashboard/summary', perm('orders', 'read'), async (c) =>
    c.json(await shopSummary(c.get('deps').database.db, requireMembership(c).shop.id)),
  ),
];
