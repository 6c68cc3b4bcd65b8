import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/**
 * A local S3-compatible server for the tests (issue 31): @20minutes/s3rver, the maintained fork of
 * s3rver, an npm package that speaks the S3 API over HTTP and checks each request's AWS signature
 * against its own keys (S3RVER/S3RVER), on a port the system picks and a fresh folder, with one
 * empty bucket. No Docker, nothing downloaded. `env` is what an app needs to use it (decision 0049).
 */
export async function startLocalS3(bucket = 'duka-media') {
  const directory = mkdtempSync(path.join(tmpdir(), 'duka-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    /** Where s3rver keeps the bucket's objects (`<directory>/<bucket>/<key>._S3rver_object`). */
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type LocalS3 = Awaited<ReturnType<typeof startLocalS3>>;
