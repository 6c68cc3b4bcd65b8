import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, contentTypeOf, type ObjectStore } from './object-store.ts';

export type S3Config = {
  bucket: string;
  /** Put before every key, so that one bucket can hold several installs (`shop-a/`). */
  prefix?: string | undefined;
  /** An S3-compatible service's address (MinIO, R2, Spaces…); unset, AWS's for the region. */
  endpoint?: string | undefined;
  region: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`: most self-hosted services want it. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, the machine's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
};

/** The service says nothing is stored under the key (GET answers NoSuchKey, HEAD a bare 404). */
const notThere = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * A bucket of any S3-compatible storage, through AWS's own client (it signs every request; the
 * bucket is never made public). Objects are written whole by PutObject, so a reader never sees
 * half of one.
 */
export function s3Store(config: S3Config): ObjectStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
  });
  const Bucket = config.bucket;
  const Key = (key: string) => `${config.prefix ?? ''}${checkKey(key)}`;
  const get = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
    } catch (error) {
      if (notThere(error)) return null;
      throw error;
    }
  };
  const size = async (key: string): Promise<number | null> => {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }))).ContentLength ?? 0;
    } catch (error) {
      if (notThere(error)) return null;
      throw error;
    }
  };
  return {
    kind: 's3',
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: bytes, ContentType: contentTypeOf(key) }));
    },
    async get(key) {
      const object = await get(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async stream(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength };
    },
    exists: async (key) => (await size(key)) !== null,
    size,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
  };
}
