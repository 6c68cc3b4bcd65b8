import type { Call } from '../../test/permission-calls.ts';

export const orderAlertFeedCalls: Record<string, Call> = {
  'GET /api/order-alerts/feed': {
    path: () => `/api/order-alerts/feed?after=${new Date(Date.now() - 3_600_000).toISOString()}`,
  },
};
