import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskDocumentStore, kycDir } from './document-store.ts';

// The private store of KYC documents (issue 29): three verbs, keys it made itself only, files
// readable by the app's user alone, outside the media folder /media serves.

const dataDir = mkdtempSync(path.join(tmpdir(), 'kyc-store-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const store = diskDocumentStore(kycDir(dataDir));
const key = '0190d1a0-0000-7000-8000-0000000000aa/0190d1a0-0000-7000-8000-0000000000bb';

describe('disk document store', () => {
  it('puts, gets and deletes, under DATA_DIR/private/kyc', async () => {
    await store.put(key, Buffer.from('%PDF-1.4'));
    expect((await store.get(key))?.toString()).toBe('%PDF-1.4');
    const file = path.join(dataDir, 'private', 'kyc', key);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(kycDir(dataDir).startsWith(path.join(dataDir, 'media'))).toBe(false);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });

  it('refuses a key that could climb out of its folder', async () => {
    for (const bad of ['../../media/x', '0190d1a0-0000-7000-8000-0000000000aa/../../etc', 'a/b', '']) {
      await expect(store.put(bad, Buffer.from('x'))).rejects.toThrow(/not a document key/);
      await expect(store.get(bad)).rejects.toThrow(/not a document key/);
    }
  });
});
