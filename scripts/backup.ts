// `npm run backup [-- --out FILE]`: a backup of this install (the embedded database and DATA_DIR's
// files) into one file, while the app runs or not. docs/decisions/0050, README "Backups".
import { parseArgs } from 'node:util';
import { backupInstance } from '../src/server/backup/instance-backup.ts';
import { readStorageEnv } from '../src/server/env.ts';
import { recordBackupRun } from '../src/server/modules/backups/backup-settings.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const { dataDir, databaseUrl } = readStorageEnv();
if (databaseUrl)
  console.log(
    'DATABASE_URL is set: the database lives on that PostgreSQL server, and its own backups cover it\n' +
      "(pg_dump or pg_basebackup on the server, or your provider's automated backups). This file holds DATA_DIR's files only.",
  );
try {
  const result = await backupInstance({ dataDir, databaseUrl, out: values.out });
  // The settings screen's "last backup" counts this one too.
  await recordBackupRun(dataDir, {
    ok: { at: new Date().toISOString(), bytes: result.bytes, seconds: result.ms / 1000, file: result.file },
  });
  const rows = result.manifest.database?.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Backup written: ${result.file}\n` +
      `  ${(result.bytes / 1024 / 1024).toFixed(2)} MB in ${(result.ms / 1000).toFixed(1)} s; ` +
      (rows === undefined ? 'no database; ' : `${rows} rows in ${result.manifest.database!.tables.length} tables; `) +
      `${result.manifest.files.filter((f) => f.path.startsWith('files/')).length} files from ${dataDir}\n` +
      "  It holds the secret key and customers' data: keep it somewhere safe, off this machine.",
  );
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
