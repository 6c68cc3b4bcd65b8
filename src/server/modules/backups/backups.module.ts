import { defineModule } from '../../http/module-manifest.ts';
import { backupsRoutes } from './backups.routes.ts';
import { DAILY_BACKUP_QUEUE, dailyBackupJob } from './daily-backup.ts';

export const backupsModule = defineModule({
  name: 'modules/backups',
  tag: {
    name: 'Backups',
    description:
      "The install's daily backup (the embedded database and DATA_DIR's files), for the install's owner. `npm run backup` and `npm run restore` do it by hand.",
  },
  routes: backupsRoutes,
  jobs: { [DAILY_BACKUP_QUEUE]: dailyBackupJob },
});
