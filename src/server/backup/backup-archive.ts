import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseDump } from './database-dump.ts';

// One backup is one .tar.gz: manifest.json (what, when, from which version, every file's size and
// SHA-256), db/ (the tables as COPY text, when the database is in it) and files/ (DATA_DIR's
// files as they were: media, private documents, the secret key). Restore reads nothing of it before
// every checksum has been checked.

export const FORMAT = 'duka-chat-backup';
export const FORMAT_VERSION = 1;

export type BackupManifest = {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  created_at: string;
  app_version: string;
  /** Null: the database was not in it (DATABASE_URL: the server's own backups cover it). */
  database: DatabaseDump | null;
  files: { path: string; bytes: number; sha256: string }[];
};

export class BackupRefused extends Error {}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function walk(root: string, under = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(root, under), { withFileTypes: true })) {
    const relative = path.posix.join(under, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(root, relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

/** Every file of `staging` (db/ and files/) with its size and checksum, in a stable order. */
export async function listWithChecksums(staging: string): Promise<BackupManifest['files']> {
  const files = (await walk(staging)).filter((f) => f !== 'manifest.json').sort();
  return Promise.all(
    files.map(async (f) => {
      const full = path.join(staging, f);
      return { path: f, bytes: (await stat(full)).size, sha256: await sha256Of(full) };
    }),
  );
}

/** Packs `staging` (with its manifest written first) into `file`, readable by its owner only. */
export async function writeArchive(staging: string, manifest: BackupManifest, file: string): Promise<void> {
  await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 1));
  const top = (await readdir(staging)).filter((n) => n !== 'manifest.json').sort();
  // Loaded when a backup is written or read, not at start-up (docs/decisions/0051).
  const tar = await import('tar');
  await tar.create({ gzip: true, file, cwd: staging, portable: true, mode: 0o600 }, ['manifest.json', ...top]);
}

/**
 * Unpacks `file` into the empty folder `into` and checks it whole: the format, every file the
 * manifest lists (size and SHA-256) and no file it does not list. Throws BackupRefused, saying why.
 */
export async function unpackAndCheck(file: string, into: string): Promise<BackupManifest> {
  try {
    const tar = await import('tar');
    await tar.extract({ file, cwd: into, strict: true, preservePaths: false });
  } catch (error) {
    throw new BackupRefused(`${file} is not a readable backup (damaged or not a backup): ${(error as Error).message}`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(into, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupRefused(`${file} has no readable manifest.json: it is damaged or not a backup of this app.`);
  }
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION || !Array.isArray(manifest.files))
    throw new BackupRefused(
      `${file} is not a backup this version can read (format ${manifest.format} v${manifest.version}).`,
    );
  const listed = new Map(manifest.files.map((f) => [f.path, f]));
  const present = (await walk(into)).filter((f) => f !== 'manifest.json');
  const unlisted = present.filter((f) => !listed.has(f));
  if (unlisted.length > 0)
    throw new BackupRefused(`${file} holds files its manifest does not list: ${unlisted.slice(0, 3).join(', ')}.`);
  for (const expected of manifest.files) {
    const full = path.join(into, expected.path);
    const size = await stat(full).then(
      (s) => s.size,
      () => null,
    );
    if (size === null) throw new BackupRefused(`${file} is missing ${expected.path}, which its manifest lists.`);
    if (size !== expected.bytes || (await sha256Of(full)) !== expected.sha256)
      throw new BackupRefused(
        `${file} is damaged: ${expected.path} does not match its checksum. Nothing was restored.`,
      );
  }
  return manifest;
}
