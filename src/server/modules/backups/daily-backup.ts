import { rm } from 'node:fs/promises';
import { backupInstance } from '../../backup/instance-backup.ts';
import type { Db } from '../../db/client.ts';
import type { Job } from '../../db/schema/jobs.ts';
import type { Deps } from '../../http/context.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { listBackups, readBackupSettings, recordBackupRun } from './backup-settings.ts';

// The daily backup (issue 31): when the owner turned it on, a backup into DATA_DIR/backups once a
// day, the ones older than the days kept deleted. The job runs hourly, each run queueing the next
// (as recurring expenses do): after downtime the backup is taken within the hour, not a day later.

export const DAILY_BACKUP_QUEUE = 'backups.daily';
const EVERY_MS = 3_600_000;
const DAY_MS = 24 * EVERY_MS;
/** A backup is due when the last is older than this: a day, less the hour's slack of the schedule. */
const DUE_AFTER_MS = DAY_MS - EVERY_MS;

export async function scheduleDailyBackup(db: Db, now = new Date(), at: 'next' | 'now' = 'next'): Promise<void> {
  const hour = Math.floor(now.getTime() / EVERY_MS) + (at === 'next' ? 1 : 0);
  const runAt = at === 'next' ? new Date(hour * EVERY_MS) : now;
  await enqueue(db, { queue: DAILY_BACKUP_QUEUE, payload: {}, dedupeKey: `backups-daily:${hour * EVERY_MS}`, runAt });
}

type Backup = typeof backupInstance;

/** One run: a backup when one is due, then the old ones pruned. Answers whether it backed up. */
export async function runDailyBackup(deps: Deps, now = new Date(), backup: Backup = backupInstance): Promise<boolean> {
  const { dataDir, DATABASE_URL } = deps.env;
  const settings = await readBackupSettings(dataDir);
  if (!settings.daily) return false;
  const kept = await listBackups(dataDir);
  const newest = kept.at(-1);
  if (newest && now.getTime() - newest.at.getTime() < DUE_AFTER_MS) return false;
  try {
    const result = await backup({ dataDir, databaseUrl: DATABASE_URL });
    await recordBackupRun(dataDir, {
      ok: { at: now.toISOString(), bytes: result.bytes, seconds: result.ms / 1000, file: result.file },
    });
    deps.log.info({ file: result.file, bytes: result.bytes, ms: result.ms }, 'daily backup written');
  } catch (error) {
    deps.log.error({ err: error }, 'daily backup failed');
    await recordBackupRun(dataDir, {
      error: { at: now.toISOString(), message: (error as Error).message.slice(0, 500) },
    });
    return false;
  }
  // Older than the days kept goes; the newest always stays, whatever its age.
  const all = await listBackups(dataDir);
  const cutoff = now.getTime() - settings.keep_days * DAY_MS;
  for (const old of all.slice(0, -1)) if (old.at.getTime() < cutoff) await rm(old.file, { force: true });
  return true;
}

/** A backup longer than the job's lock (a minute) is not started twice by a second claim of its job. */
let inProgress = false;

export async function dailyBackupJob(deps: Deps, _job: Job): Promise<void> {
  if (inProgress) return;
  inProgress = true;
  try {
    await runDailyBackup(deps);
  } finally {
    inProgress = false;
    await scheduleDailyBackup(deps.database.db);
  }
}
