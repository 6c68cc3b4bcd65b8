import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from '../../storage/object-store.ts';

/**
 * Where KYC documents' bytes live (issue 29): private, never under the public media folder that
 * /media serves. Three verbs, so that an object store (S3, issue 31) can take the place of the
 * disk without the module changing: keys are `<shop id>/<document id>`, opaque to the caller.
 */
export type DocumentStore = {
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get: (key: string) => Promise<Buffer | null>;
  delete: (key: string) => Promise<void>;
};

/** The private folder of the data directory: <DATA_DIR>/private/kyc, beside (not inside) <DATA_DIR>/media. */
export const kycDir = (dataDir: string) => path.join(dataDir, 'private', 'kyc');

const SAFE_KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

/** The disk store. Keys are made by the module from two UUIDs; anything else is refused, so no key climbs out. */
export function diskDocumentStore(dir: string): DocumentStore {
  const file = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`not a document key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(path.dirname(file(key)), { recursive: true, mode: 0o700 });
      await writeFile(file(key), bytes, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

/**
 * The documents in the app's object store (an S3 bucket, issue 31) under `private/kyc/<key>`:
 * the same keys refused as on the disk. The bucket is never public; the routes stream them.
 */
export function objectDocumentStore(store: ObjectStore): DocumentStore {
  const objectKey = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`not a document key: ${key}`);
    return `private/kyc/${key}`;
  };
  return {
    put: (key, bytes) => store.put(objectKey(key), bytes),
    get: (key) => store.get(objectKey(key)),
    delete: (key) => store.delete(objectKey(key)),
  };
}

/**
 * The store of an app: the disk under its data directory (as before issue 31) when its files
 * live in the folder, else its bucket.
 */
export const documentStoreOf = (deps: { env: { dataDir: string }; storage: ObjectStore }): DocumentStore =>
  deps.storage.kind === 'folder' ? diskDocumentStore(kycDir(deps.env.dataDir)) : objectDocumentStore(deps.storage);
