import { workflowSchema } from '../../../lib/order-schemas.ts';
import { ADMIN, perm, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody } from '../../http/validate.ts';
import { getWorkflow, saveWorkflow } from './workflow.service.ts';

// Anyone who sees orders needs the workflow to know the next steps; changing it is shop setup (admin).
export const workflowRoutes: RouteDef[] = [
  route('GET', '/api/order-workflow', perm('orders', 'read'), async (c) => {
    return c.json(await getWorkflow(c.get('deps').database.db, requireMembership(c).shop.id));
  }),
  route('PUT', '/api/order-workflow', ADMIN, async (c) => {
    const input = await jsonBody(c, workflowSchema);
    return c.json(await saveWorkflow(c.get('deps').database.db, requireMembership(c).shop.id, input));
  }),
];
