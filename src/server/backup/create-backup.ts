import { copyFile, link, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FORMAT, FORMAT_VERSION, listWithChecksums, writeArchive, type BackupManifest } from './backup-archive.ts';
import { dumpDatabase } from './database-dump.ts';
import { projectRoot } from '../project-root.ts';

// `npm run backup` and the daily backup: the database (one snapshot) and DATA_DIR's files into
// one file. docs/decisions/0050.

/** DATA_DIR's entries that are not the shop's files: the cluster, backups themselves, work folders. */
const NOT_BACKED_UP = new Set(['postgres', 'postgres.log', 'postgres.owner', 'backups']);
const isWorkFolder = (name: string) => name.startsWith('.backup-') || name.startsWith('.restore-');

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
export const defaultBackupFile = (dataDir: string, at = new Date()) =>
  path.join(backupsDir(dataDir), `duka-backup-${stamp(at)}.tar.gz`);

let appVersion: string | undefined;
async function readAppVersion(): Promise<string> {
  const file = path.join(projectRoot, 'package.json');
  appVersion ??= (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
  return appVersion;
}

/**
 * DATA_DIR's files, as hard links in `into` (instant, and no second copy on disk; a copy where links
 * are refused). The app never rewrites a stored file in place (new files get new names), so a link
 * keeps the bytes the file had.
 */
async function gatherFiles(dataDir: string, into: string, under = ''): Promise<void> {
  for (const entry of await readdir(path.join(dataDir, under), { withFileTypes: true }).catch(() => [])) {
    if (!under && (NOT_BACKED_UP.has(entry.name) || isWorkFolder(entry.name))) continue;
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) {
      await mkdir(path.join(into, relative), { recursive: true });
      await gatherFiles(dataDir, into, relative);
    } else if (entry.isFile()) {
      const from = path.join(dataDir, relative);
      const to = path.join(into, relative);
      // A file deleted since it was listed was deleted after the snapshot: no row of it names it.
      await link(from, to).catch(() => copyFile(from, to).catch(() => undefined));
    }
  }
}

export type BackupResult = { file: string; bytes: number; ms: number; manifest: BackupManifest };

/**
 * Backs up `databaseUrl`'s database (null: not this one, the server's own backups cover it) and
 * `dataDir`'s files into `out`. The file appears whole or not at all (written beside, then renamed).
 */
export async function createBackup(options: {
  dataDir: string;
  databaseUrl: string | null;
  out?: string;
  now?: Date;
}): Promise<BackupResult> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const dataDir = path.resolve(options.dataDir);
  const out = path.resolve(options.out ?? defaultBackupFile(dataDir, now));
  await mkdir(dataDir, { recursive: true });
  await mkdir(path.dirname(out), { recursive: true });
  // Inside DATA_DIR, so the media can be hard-linked (one file system).
  const staging = await mkdtemp(path.join(dataDir, '.backup-'));
  const partial = `${out}.partial`;
  try {
    await mkdir(path.join(staging, 'files'));
    const gather = () => gatherFiles(dataDir, path.join(staging, 'files'));
    let database: BackupManifest['database'] = null;
    if (options.databaseUrl) {
      await mkdir(path.join(staging, 'db'));
      database = await dumpDatabase(options.databaseUrl, path.join(staging, 'db'), gather);
    } else {
      await gather();
    }
    const manifest: BackupManifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      created_at: now.toISOString(),
      app_version: await readAppVersion(),
      database,
      files: await listWithChecksums(staging),
    };
    await writeArchive(staging, manifest, partial);
    await rename(partial, out);
    return { file: out, bytes: (await stat(out)).size, ms: Date.now() - started, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
