import path from 'node:path';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { createBackup, type BackupResult } from './create-backup.ts';

/**
 * This install's backup: the embedded database of DATA_DIR (the app's running server, reached
 * through its socket, or one started for the dump when the app is stopped) and DATA_DIR's files.
 * With DATABASE_URL the database is the server's to back up (its own tools do it better:
 * pg_dump, pg_basebackup, a managed service's snapshots); the files are still backed up here.
 */
export async function backupInstance(options: {
  dataDir: string;
  databaseUrl?: string;
  out?: string;
}): Promise<BackupResult & { database: 'embedded' | 'server' }> {
  if (options.databaseUrl)
    return {
      ...(await createBackup({ dataDir: options.dataDir, databaseUrl: null, out: options.out })),
      database: 'server',
    };
  const clusterDir = path.join(path.resolve(options.dataDir), 'postgres');
  const running = runningEmbeddedUrl(clusterDir);
  if (running)
    return {
      ...(await createBackup({ dataDir: options.dataDir, databaseUrl: running, out: options.out })),
      database: 'embedded',
    };
  const cluster = await startEmbeddedPostgres({ dir: clusterDir });
  try {
    return {
      ...(await createBackup({ dataDir: options.dataDir, databaseUrl: cluster.url(), out: options.out })),
      database: 'embedded',
    };
  } finally {
    await cluster.stop();
  }
}
