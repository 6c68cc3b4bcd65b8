import type { Call } from '../../test/permission-calls.ts';

// The shop's order workflow, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
export const workflowCalls: Record<string, Call> = {
  'GET /api/order-workflow': {},
  'PUT /api/order-workflow': { body: () => ({ statuses: ['pending', 'completed'], transitions: [] }) },
};
