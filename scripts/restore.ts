// `npm run restore -- FILE [--force]`: brings DATA_DIR back to a backup made by `npm run backup`.
// The app must be stopped. docs/decisions/0050, README "Backups".
import { parseArgs } from 'node:util';
import { restoreBackup } from '../src/server/backup/restore-backup.ts';
import { readStorageEnv } from '../src/server/env.ts';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error(
    'Usage: npm run restore -- FILE [--force]   (restores into DATA_DIR, which must be empty unless --force)',
  );
  process.exit(2);
}
const { dataDir, databaseUrl } = readStorageEnv();
try {
  const result = await restoreBackup({ file: positionals[0]!, dataDir, force: values.force });
  const { manifest } = result;
  console.log(
    `Restored the backup of ${manifest.created_at} (app ${manifest.app_version}) into ${dataDir} in ${(result.ms / 1000).toFixed(1)} s.`,
  );
  if (result.movedAside) console.log(`The folder that was there is kept at ${result.movedAside}.`);
  if (!manifest.database)
    console.log(
      "This backup holds no database (it was taken with DATABASE_URL): restore the database from the server's own backups.",
    );
  else if (databaseUrl)
    console.log(
      'Note: DATABASE_URL is set, so the app will use that server, not the restored embedded database. Unset it to use this one.',
    );
} catch (error) {
  console.error(`Restore refused, nothing was changed: ${(error as Error).message}`);
  process.exit(1);
}
