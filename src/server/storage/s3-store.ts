import type { S3Client } from '@aws-sdk/client-s3';
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

// AWS's client is loaded on the first use of a bucket, not at start-up: an install on its folder
// never loads it, and an idle server does not keep it resident (docs/decisions/0051).
let sdk: Promise<typeof import('@aws-sdk/client-s3')> | null = null;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

/** The service says nothing is stored under the key (GET answers NoSuchKey, HEAD a bare 404). */
const notThere = (error: unknown, S3ServiceException: typeof import('@aws-sdk/client-s3').S3ServiceException) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * A bucket of any S3-compatible storage, through AWS's own client (it signs every request; the
 * bucket is never made public). Objects are written whole by PutObject, so a reader never sees
 * half of one.
 */
export function s3Store(config: S3Config): ObjectStore {
  let client: Promise<S3Client> | null = null;
  const s3 = () =>
    (client ??= loadSdk().then(
      ({ S3Client }) =>
        new S3Client({
          region: config.region,
          endpoint: config.endpoint,
          forcePathStyle: config.forcePathStyle,
          credentials: config.credentials,
        }),
    ));
  const Bucket = config.bucket;
  const Key = (key: string) => `${config.prefix ?? ''}${checkKey(key)}`;
  const get = async (key: string) => {
    const { GetObjectCommand, S3ServiceException } = await loadSdk();
    try {
      return await (await s3()).send(new GetObjectCommand({ Bucket, Key: Key(key) }));
    } catch (error) {
      if (notThere(error, S3ServiceException)) return null;
      throw error;
    }
  };
  const size = async (key: string): Promise<number | null> => {
    const { HeadObjectCommand, S3ServiceException } = await loadSdk();
    try {
      return (await (await s3()).send(new HeadObjectCommand({ Bucket, Key: Key(key) }))).ContentLength ?? 0;
    } catch (error) {
      if (notThere(error, S3ServiceException)) return null;
      throw error;
    }
  };
  return {
    kind: 's3',
    async put(key, bytes) {
      const { PutObjectCommand } = await loadSdk();
      await (
        await s3()
      ).send(new PutObjectCommand({ Bucket, Key: Key(key), Body: bytes, ContentType: contentTypeOf(key) }));
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
      const { DeleteObjectCommand } = await loadSdk();
      await (await s3()).send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
  };
}
