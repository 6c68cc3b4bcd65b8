import type { Call } from '../../test/permission-calls.ts';

// The install's backups (USER access, then the install's owner only): no shop's rows in them.
export const backupsCalls: Record<string, Call> = {
  'GET /api/backups': {},
  'PUT /api/backups': { body: () => ({ daily: true, keep_days: 7 }) },
};
