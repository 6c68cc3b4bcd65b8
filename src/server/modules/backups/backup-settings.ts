import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_KEEP_DAYS, type BackupStatus, type BackupSettingsUpdate } from '../../../lib/contracts/backups.ts';
import { backupsDir } from '../../backup/create-backup.ts';

// The daily backup's switch and what it last did, in DATA_DIR/backups/ beside the backups
// themselves (docs/decisions/0050): an instance's setting, not a shop's, on the one machine whose
// folder it backs up; no table, so a restore cannot bring back a switch that disagrees with the folder.

type Settings = { daily: boolean; keep_days: number };
type LastRun = {
  ok: { at: string; bytes: number; seconds: number; file: string } | null;
  error: { at: string; message: string } | null;
};

const settingsFile = (dataDir: string) => path.join(backupsDir(dataDir), 'settings.json');
const lastFile = (dataDir: string) => path.join(backupsDir(dataDir), 'last.json');
export const BACKUP_FILE = /^duka-backup-\d{8}-\d{6}\.tar\.gz$/;

async function readJson<T>(file: string, fallback: T): Promise<T> {
  if (!existsSync(file)) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(await readFile(file, 'utf8')) as T) };
  } catch {
    return fallback;
  }
}

/** Written beside and renamed: a reader never sees half a file. */
async function writeJson(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, JSON.stringify(value), { mode: 0o600 });
  await rename(`${file}.tmp`, file);
}

export const readBackupSettings = (dataDir: string) =>
  readJson<Settings>(settingsFile(dataDir), { daily: false, keep_days: BACKUP_KEEP_DAYS.default });

export const saveBackupSettings = (dataDir: string, settings: BackupSettingsUpdate) =>
  writeJson(settingsFile(dataDir), settings);

const readLastRun = (dataDir: string) => readJson<LastRun>(lastFile(dataDir), { ok: null, error: null });

export async function recordBackupRun(dataDir: string, run: Partial<LastRun>): Promise<void> {
  await writeJson(lastFile(dataDir), { ...(await readLastRun(dataDir)), ...run });
}

/** The backups in the folder (the daily ones and `npm run backup`'s default ones), oldest first. */
export async function listBackups(dataDir: string): Promise<{ file: string; at: Date; bytes: number }[]> {
  const dir = backupsDir(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => BACKUP_FILE.test(n));
  const found = await Promise.all(
    names.map(async (name) => {
      const s = await stat(path.join(dir, name));
      return { file: path.join(dir, name), at: s.mtime, bytes: s.size };
    }),
  );
  return found.sort((a, b) => a.at.getTime() - b.at.getTime());
}

export async function backupStatus(dataDir: string, database: BackupStatus['database']): Promise<BackupStatus> {
  const [settings, last, kept] = await Promise.all([
    readBackupSettings(dataDir),
    readLastRun(dataDir),
    listBackups(dataDir),
  ]);
  const failedSince = last.error && (!last.ok || last.error.at > last.ok.at) ? last.error : null;
  return {
    daily: settings.daily,
    keep_days: settings.keep_days,
    database,
    last: last.ok ? { ...last.ok, file: path.basename(last.ok.file) } : null,
    last_error: failedSince,
    kept: kept.length,
  };
}
