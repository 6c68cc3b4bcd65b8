import { workflowSchema } from '../../../lib/order-schemas.ts';
import { shopGet, shopWrite } from '../../http/shop-route.ts';
import { ADMIN, perm, type RouteDef } from '../../http/route-table.ts';
import { getWorkflow, saveWorkflow } from './workflow.service.ts';

const tags = ['Orders' as const];

// Anyone who sees orders needs the workflow to know the next steps; changing it is shop setup (admin).
// The answer is the workflow as saved, so its contract is the schema it was saved with.
export const workflowRoutes = [
  shopGet({
    path: '/api/order-workflow',
    access: perm('orders', 'read'),
    tags,
    summary: "The shop's order statuses and allowed transitions",
    answers: { 200: workflowSchema },
    read: getWorkflow,
  }),
  shopWrite({
    method: 'PUT',
    path: '/api/order-workflow',
    access: ADMIN,
    tags,
    summary: 'Replace the order workflow and its customer notifications',
    body: workflowSchema,
    answers: { 200: workflowSchema },
    write: saveWorkflow,
  }),
] satisfies RouteDef[];
