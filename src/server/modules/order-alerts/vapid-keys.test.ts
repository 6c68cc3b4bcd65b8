import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { readEnv } from '../../env.ts';

// The VAPID pair is kept as SECRET_KEY is: given, or generated once per data dir and kept there.
const dir = mkdtempSync(path.join(tmpdir(), 'duka-vapid-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('VAPID keys', () => {
  it('are generated once per data dir, private to its owner, and usable by web-push', () => {
    const first = readEnv({ DATA_DIR: dir }).vapid;
    const again = readEnv({ DATA_DIR: dir }).vapid;
    expect(again).toEqual(first);
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    expect(first.privateKey).toMatch(/^[\w-]{43}$/);
    expect(statSync(path.join(dir, 'vapid.json')).mode & 0o077).toBe(0);
    expect(first.subject).toBe('mailto:no-reply@localhost');
    // The library accepts the pair (it throws on a malformed key or subject).
    expect(() =>
      webpush.getVapidHeaders(
        'https://fcm.googleapis.com',
        first.subject,
        first.publicKey,
        first.privateKey,
        'aes128gcm',
      ),
    ).not.toThrow();
  });

  it('take the environment’s pair when given, and refuse a malformed one', () => {
    const given = webpush.generateVAPIDKeys();
    const env = readEnv({ DATA_DIR: dir, VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey });
    expect(env.vapid).toMatchObject(given);
    expect(() => readEnv({ DATA_DIR: dir, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: given.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => readEnv({ DATA_DIR: dir, VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT/);
  });
});
