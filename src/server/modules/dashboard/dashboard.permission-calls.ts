import type { Call } from '../../test/permission-calls.ts';

// The home screen's figures, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
export const dashboardCalls: Record<string, Call> = {
  'GET /api/dashboard/summary': {},
};
