import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { checkKey, type ObjectStore } from './object-store.ts';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The default store: files under the data directory, at the key's path (`media/…` is what
 * /media has always served, `private/…` is readable by the app's user alone). A write goes to a
 * temporary name first and is renamed into place, so a reader or a copy never sees half a file.
 */
export function folderStore(root: string): ObjectStore {
  const file = (key: string) => path.join(root, checkKey(key));
  const size = async (key: string): Promise<number | null> => {
    return stat(file(key)).then(
      (s) => (s.isFile() ? s.size : null),
      (error: unknown) => (missing(error) ? null : Promise.reject(error)),
    );
  };
  return {
    kind: 'folder',
    async put(key, bytes) {
      const target = file(key);
      const secret = key.startsWith('private/');
      await mkdir(path.dirname(target), { recursive: true, ...(secret ? { mode: 0o700 } : {}) });
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, secret ? { mode: 0o600 } : {});
      await rename(temporary, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async stream(key) {
      const handle = await open(file(key)).catch((error: unknown) => (missing(error) ? null : Promise.reject(error)));
      if (!handle) return null;
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>, size: info.size };
    },
    exists: async (key) => (await size(key)) !== null,
    size,
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}
