import type { Env } from '../env.ts';
import { folderStore } from './folder-store.ts';
import { s3Store } from './s3-store.ts';

/**
 * Where uploaded files' bytes live (issue 31, decision 0049): the data directory's folder by
 * default, or a bucket of any S3-compatible storage when S3_BUCKET is set, so that several app
 * machines share them. Keys are paths made by the app (`media/products/<name>.webp`,
 * `private/kyc/<shop>/<document>`); a key that could climb out of its folder is refused.
 * Nothing here decides who may read a file: the app's routes do, and the bucket stays private.
 */
export type ObjectStore = {
  kind: 'folder' | 's3';
  /** Writes the whole object (a reader never sees half of it). */
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get: (key: string) => Promise<Buffer | null>;
  /** The bytes as a stream for an answer, with their length when known; null when missing. */
  stream: (key: string) => Promise<StoredStream | null>;
  exists: (key: string) => Promise<boolean>;
  /** The object's length in bytes, or null when missing (the migration compares it). */
  size: (key: string) => Promise<number | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete: (key: string) => Promise<void>;
};

export type StoredStream = { body: ReadableStream<Uint8Array>; size: number | undefined };

/** Segments of letters, digits, `_`, `-` and dots (never `.` or `..` alone), joined by `/`. */
const SAFE_KEY = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.length > 512) throw new Error(`not a storage key: ${key}`);
  return key;
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};
/** The content type a key's extension names (what the bucket records; the app sets its own on answers). */
export const contentTypeOf = (key: string) => TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** The store an app's configuration names: S3 when S3_BUCKET is set, else DATA_DIR's folder. */
export function objectStoreOf(env: Env): ObjectStore {
  if (!env.S3_BUCKET) return folderStore(env.dataDir);
  return s3Store({
    bucket: env.S3_BUCKET,
    prefix: env.S3_PREFIX,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
