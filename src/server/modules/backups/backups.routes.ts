import { backupSettingsUpdateSchema, backupStatusSchema } from '../../../lib/contracts/backups.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { USER, type RouteDef } from '../../http/route-table.ts';
import type { RouteContext } from '../../http/route-glue.ts';
import { backupStatus, saveBackupSettings } from './backup-settings.ts';
import { requireInstanceOwner } from './instance-owner.ts';

// The install's backups in the dashboard's settings (issue 31): the daily switch, the days kept,
// the last backup. Instance owners only (instance-owner.ts); others get a 404.

const tags = ['Backups' as const];
const statusOf = (c: RouteContext) =>
  backupStatus(c.get('deps').env.dataDir, c.get('deps').database.kind === 'embedded' ? 'embedded' : 'server');

export const backupsRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/backups',
    access: USER,
    tags,
    summary:
      "The install's backups: the daily switch, the days kept, the last backup (time, size) and its last failure",
    description: "The install's owner only: an operator, or the owner of the only shop. Anyone else: 404.",
    answers: { 200: backupStatusSchema },
    errors: [404],
    handler: async (c) => {
      await requireInstanceOwner(c);
      return c.json(await statusOf(c));
    },
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/backups',
    access: USER,
    tags,
    summary: 'Turn the daily backup on or off and set how many days of backups are kept',
    description: "The install's owner only, as GET. Answers the same shape as GET.",
    body: backupSettingsUpdateSchema,
    answers: { 200: backupStatusSchema },
    errors: [404],
    handler: async (c, { body }) => {
      await requireInstanceOwner(c);
      await saveBackupSettings(c.get('deps').env.dataDir, body);
      return c.json(await statusOf(c));
    },
  }),
] satisfies RouteDef[];
