import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { startLocalS3, type LocalS3 } from '../test/local-s3.ts';
import { copyFolderToStore } from './copy-folder-to-store.ts';
import { folderStore } from './folder-store.ts';
import { objectStoreOf, type ObjectStore } from './object-store.ts';

// The store's verbs behave alike on the folder and on S3 (issue 31), and `npm run media:migrate`'s
// copy is idempotent and resumable.

let s3: LocalS3;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'duka-store-'));
  dirs.push(dir);
  return dir;
};
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const s3StoreFor = (env: Record<string, string> = {}) =>
  objectStoreOf(readEnv({ DATA_DIR: tempDir(), SECRET_KEY: 'x'.repeat(32), ...s3.env, ...env }));

describe.each(['folder', 's3'] as const)('the %s store', (kind) => {
  let store: ObjectStore;
  beforeAll(() => {
    store =
      kind === 'folder' ? objectStoreOf(readEnv({ DATA_DIR: tempDir(), SECRET_KEY: 'x'.repeat(32) })) : s3StoreFor();
    expect(store.kind).toBe(kind);
  });

  it('puts, gets, streams, sizes and deletes an object, bytes unchanged', async () => {
    const key = 'media/products/shop-0a1b2c.webp';
    const bytes = Buffer.from([0, 1, 2, 255, 0x52, 0x49, 0x46, 0x46, 0]);
    expect([await store.get(key), await store.exists(key), await store.size(key), await store.stream(key)]).toEqual([
      null,
      false,
      null,
      null,
    ]);
    await store.put(key, bytes);
    expect(await store.get(key)).toEqual(bytes);
    expect([await store.exists(key), await store.size(key)]).toEqual([true, bytes.length]);
    const streamed = (await store.stream(key))!;
    expect(streamed.size).toBe(bytes.length);
    expect(Buffer.from(await new Response(streamed.body).arrayBuffer())).toEqual(bytes);
    await store.put(key, Buffer.from('again'));
    expect((await store.get(key))?.toString()).toBe('again');
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('refuses a key that could climb out of its folder', async () => {
    for (const bad of ['../secret.key', 'media/../../etc/passwd', '/etc/passwd', 'media//x', 'media/./x', '']) {
      await expect(store.put(bad, Buffer.from('x')), bad).rejects.toThrow(/not a storage key/);
      await expect(store.get(bad), bad).rejects.toThrow(/not a storage key/);
    }
  });
});

describe('the folder store', () => {
  it('keeps private files readable by the app alone', async () => {
    const dir = tempDir();
    await folderStore(dir).put('private/kyc/a/b', Buffer.from('%PDF'));
    expect(statSync(path.join(dir, 'private', 'kyc', 'a', 'b')).mode & 0o077).toBe(0);
  });
});

describe('S3_PREFIX', () => {
  it('puts every key under the prefix, so one bucket holds several installs apart', async () => {
    const a = s3StoreFor({ S3_PREFIX: 'shop-a/' });
    const b = s3StoreFor({ S3_PREFIX: 'shop-b/' });
    await a.put('media/logos/x.webp', Buffer.from('a'));
    expect(await b.exists('media/logos/x.webp')).toBe(false);
    expect((await s3StoreFor({ S3_PREFIX: 'shop-a/' }).get('media/logos/x.webp'))?.toString()).toBe('a');
  });
  it('signs each request: a wrong secret key is refused by the server', async () => {
    await expect(
      s3StoreFor({ S3_SECRET_ACCESS_KEY: 'not-the-key' }).put('media/logos/y.webp', Buffer.from('y')),
    ).rejects.toThrow();
    expect(await s3StoreFor().exists('media/logos/y.webp')).toBe(false);
  });
  it('refuses a half-configured or malformed S3 setting at start-up', () => {
    expect(() => readEnv({ DATA_DIR: tempDir(), S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-one' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => readEnv({ DATA_DIR: tempDir(), S3_BUCKET: 'b', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/);
  });
});

describe('copying DATA_DIR into a bucket (npm run media:migrate)', () => {
  it('copies media and private files under their paths, then skips them when run again; a stopped run resumes', async () => {
    const dataDir = tempDir();
    const files: Record<string, string> = {
      'media/products/s1-aaaa.webp': 'product',
      'media/products/s1-aaaa-thumb.webp': 'thumb',
      'media/logos/s1-bbbb.webp': 'logo',
      'media/receipts/s1-cccc.webp': 'receipt',
      'private/kyc/0190d1a0-0000-7000-8000-0000000000aa/0190d1a0-0000-7000-8000-0000000000bb': '%PDF-1.4',
    };
    for (const [key, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dataDir, key)), { recursive: true });
      writeFileSync(path.join(dataDir, key), text);
    }
    writeFileSync(path.join(dataDir, 'media', 'products', 's1-dddd.webp.1a2b3c4d.tmp'), 'half');
    writeFileSync(path.join(dataDir, 'secret.key'), 'never copied');
    const bucket = s3StoreFor({ S3_PREFIX: 'migrate/' });

    const first = await copyFolderToStore(dataDir, bucket);
    expect([first.copied, first.alreadyThere, first.failed]).toEqual([5, 0, []]);
    expect(first.skipped).toEqual(['media/products/s1-dddd.webp.1a2b3c4d.tmp']);
    for (const [key, text] of Object.entries(files)) expect((await bucket.get(key))?.toString(), key).toBe(text);
    expect(await bucket.exists('secret.key')).toBe(false);

    const again = await copyFolderToStore(dataDir, bucket);
    expect([again.copied, again.alreadyThere]).toEqual([0, 5]);

    // As if the first run had stopped before two files, one of them half-sent elsewhere.
    await bucket.delete('media/logos/s1-bbbb.webp');
    await bucket.put('media/receipts/s1-cccc.webp', Buffer.from('rec'));
    const resumed = await copyFolderToStore(dataDir, bucket);
    expect([resumed.copied, resumed.alreadyThere]).toEqual([2, 3]);
    expect((await bucket.get('media/receipts/s1-cccc.webp'))?.toString()).toBe('receipt');
  });

  it('reports a file it could not copy and carries on with the others', async () => {
    const dataDir = tempDir();
    mkdirSync(path.join(dataDir, 'media', 'products'), { recursive: true });
    writeFileSync(path.join(dataDir, 'media', 'products', 'ok.webp'), 'ok');
    writeFileSync(path.join(dataDir, 'media', 'products', 'broken.webp'), 'x');
    const bucket = s3StoreFor({ S3_PREFIX: 'failing/' });
    const flaky: ObjectStore = {
      ...bucket,
      put: (key, bytes) =>
        key.includes('broken') ? Promise.reject(new Error('connection reset')) : bucket.put(key, bytes),
    };
    const report = await copyFolderToStore(dataDir, flaky);
    expect(report.copied).toBe(1);
    expect(report.failed).toEqual([{ key: 'media/products/broken.webp', error: 'connection reset' }]);
  });
});
