import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type ObjectStore } from './object-store.ts';

/** What the data directory holds of uploaded files: public media and the private files beside it. */
export const STORED_FOLDERS = ['media', 'private'] as const;

export type CopyReport = {
  /** Files written to the store by this run. */
  copied: number;
  /** Files the store already held with the same length (an earlier run, or the app since). */
  alreadyThere: number;
  /** Files left where they are: a half-written temporary file, or a name no key can take. */
  skipped: string[];
  failed: { key: string; error: string }[];
};

/**
 * Copies DATA_DIR/media and DATA_DIR/private into a store (`npm run media:migrate`, issue 31),
 * each file under its path as its key, so the app finds it at the same name once S3_BUCKET is
 * set. Idempotent and resumable: an object already stored with the file's length is left alone
 * (names are random and never reused, and a PutObject is whole or absent), so a run stopped
 * half-way is simply run again. Nothing is deleted from the folder.
 */
export async function copyFolderToStore(
  dataDir: string,
  target: ObjectStore,
  options: { concurrency?: number; onFile?: (key: string, outcome: 'copied' | 'already' | 'failed') => void } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, alreadyThere: 0, skipped: [], failed: [] };
  const keys: string[] = [];
  for (const folder of STORED_FOLDERS) {
    const root = path.join(dataDir, folder);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) =>
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? [] : Promise.reject(error),
    );
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (entry.name.endsWith('.tmp') || !isKey(key)) report.skipped.push(key);
      else keys.push(key);
    }
  }
  keys.sort();
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      try {
        const file = path.join(dataDir, ...key.split('/'));
        const { size } = await stat(file);
        if ((await target.size(key)) === size) {
          report.alreadyThere++;
          options.onFile?.(key, 'already');
          continue;
        }
        await target.put(key, await readFile(file));
        report.copied++;
        options.onFile?.(key, 'copied');
      } catch (error) {
        report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
        options.onFile?.(key, 'failed');
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return report;
}

function isKey(key: string): boolean {
  try {
    checkKey(key);
    return true;
  } catch {
    return false;
  }
}
