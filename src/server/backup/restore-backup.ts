import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { embeddedClusterDir, runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { BackupRefused, unpackAndCheck, type BackupManifest } from './backup-archive.ts';
import { loadDatabase } from './database-dump.ts';
import { projectRoot } from '../project-root.ts';

// `npm run restore FILE`: a data folder brought back to a backup. Everything is built beside it
// (checked, unpacked, a database made and loaded) and only then swapped in by renames, so a failure
// at any step leaves the folder as it was. docs/decisions/0050.

const migrationsFolder = path.join(projectRoot, 'drizzle');
type Journal = { entries: { idx: number; when: number; tag: string }[] };

async function readJournal(): Promise<Journal & Record<string, unknown>> {
  return JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal &
    Record<string, unknown>;
}

/**
 * The app's migrations up to the backup's level, in a folder of their own: the schema the dumped
 * rows were read from. A backup from a newer version (a level this app does not have) is refused.
 */
async function migrationsUpTo(level: BackupManifest['database'] & object, into: string): Promise<string> {
  const journal = await readJournal();
  const entries = journal.entries.filter((e) => e.when <= level.migrations.last);
  const known = journal.entries.some((e) => e.when === level.migrations.last);
  if ((!known && level.migrations.count > 0) || entries.length !== level.migrations.count)
    throw new BackupRefused(
      'This backup was made by another version of the app (its database is at a migration this version does not have). Restore it with the version that made it, or a newer one.',
    );
  await mkdir(path.join(into, 'meta'), { recursive: true });
  await writeFile(path.join(into, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) await cp(path.join(migrationsFolder, `${e.tag}.sql`), path.join(into, `${e.tag}.sql`));
  return into;
}

async function runMigrations(url: string, folder: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder: folder });
  } finally {
    await pool.end();
  }
}

const isEmptyFolder = async (dir: string) => !existsSync(dir) || (await readdir(dir)).length === 0;

export type RestoreResult = { manifest: BackupManifest; movedAside: string | null; ms: number };

export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  /** Replace a data folder that is not empty (it is kept beside, renamed, not deleted). */
  force?: boolean;
}): Promise<RestoreResult> {
  const started = Date.now();
  const file = path.resolve(options.file);
  const target = path.resolve(options.dataDir);
  if (!existsSync(file)) throw new BackupRefused(`No such backup file: ${file}`);
  if (runningEmbeddedUrl(path.join(target, 'postgres')))
    throw new BackupRefused(`The app is running on ${target}: stop it before restoring.`);
  if (!options.force && !(await isEmptyFolder(target)))
    throw new BackupRefused(
      `${target} is not empty: restore into a fresh folder (set DATA_DIR), or add --force to replace it (the current one is kept beside it, renamed).`,
    );
  await mkdir(path.dirname(target), { recursive: true });
  // Beside the target, so the final step is a rename on one file system.
  const work = await mkdtemp(`${target}.restore-`);
  // Open as a data folder is (the server runs as `postgres` when we are root, and must reach its
  // cluster inside); the unpacked backup beside it stays its owner's only.
  await chmod(work, 0o755);
  const unpacked = path.join(work, 'backup');
  const next = path.join(work, 'data');
  let cluster: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  try {
    await mkdir(unpacked, { mode: 0o700 });
    const manifest = await unpackAndCheck(file, unpacked);
    const schemaFolder = manifest.database
      ? await migrationsUpTo(manifest.database, path.join(work, 'migrations'))
      : null;
    await rename(path.join(unpacked, 'files'), next).catch(async () => mkdir(next));
    if (manifest.database && schemaFolder) {
      cluster = await startEmbeddedPostgres({ dir: path.join(next, 'postgres') });
      await runMigrations(cluster.url(), schemaFolder);
      await loadDatabase(cluster.url(), path.join(unpacked, 'db'), manifest.database);
      // Then the migrations this version has beyond the backup's, as the app's start would.
      await runMigrations(cluster.url(), migrationsFolder);
      await cluster.stop();
      cluster = null;
    }
    const movedAside = await swapIn(next, target);
    return { manifest, movedAside, ms: Date.now() - started };
  } finally {
    await cluster?.stop();
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Puts `next` where `target` is (the old one, if any, renamed beside it). As root, a cluster may
 * live outside the data folder (embedded-postgres.ts, clusterDir): it is moved to the target's place.
 */
async function swapIn(next: string, target: string): Promise<string | null> {
  const aside = `${target}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`;
  const builtCluster = embeddedClusterDir(path.join(next, 'postgres'));
  let movedAside: string | null = null;
  if (existsSync(target)) {
    if (await isEmptyFolder(target)) await rm(target, { recursive: true });
    else {
      await rename(target, aside);
      movedAside = aside;
    }
  }
  await rename(next, target);
  const targetCluster = embeddedClusterDir(path.join(target, 'postgres'));
  if (builtCluster !== path.join(next, 'postgres') && existsSync(builtCluster)) {
    if (existsSync(targetCluster)) await rename(targetCluster, `${targetCluster}${aside.slice(target.length)}`);
    await mkdir(path.dirname(targetCluster), { recursive: true });
    await rename(builtCluster, targetCluster);
    await rm(path.dirname(builtCluster), { recursive: true, force: true });
  }
  return movedAside;
}
