import { existsSync, readdirSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBackup } from '../../backup/create-backup.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { runDailyBackup } from './daily-backup.ts';

// The install's backups in the dashboard (issue 31, decision 0050): the owner of a single-shop
// install and the operators see and change them, nobody else; the daily run backs up once a day
// when turned on and keeps the days asked for.

const OPERATOR = 'backups-ops@example.com';
let t: TestApp, owner: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR } });
  owner = await signUpUser(t, { shop: true });
});
afterAll(() => t.close());

const backupsDir = () => path.join(t.deps.env.dataDir, 'backups');
const backupOfTestDatabase = (options: { dataDir: string; out?: string }) =>
  createBackup({
    ...options,
    databaseUrl: withDatabase(inject('testDatabase').adminUrl, t.databaseName),
  }).then((r) => ({ ...r, database: 'embedded' as const }));

describe('who sees the backups', () => {
  it('the owner of the only shop: off by default, a week kept, none yet', async () => {
    const res = await owner.client.get('/api/backups');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      daily: false,
      keep_days: 7,
      database: 'server',
      last: null,
      last_error: null,
      kept: 0,
    });
  });

  it('turns the daily backup on, and refuses days out of range with nothing saved', async () => {
    const on = await owner.client.put('/api/backups', { daily: true, keep_days: 3 });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ daily: true, keep_days: 3 });
    for (const keep_days of [0, 91, 2.5]) {
      const bad = await owner.client.put('/api/backups', { daily: false, keep_days });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBeTruthy();
    }
    expect((await owner.client.get('/api/backups')).body).toMatchObject({ daily: true, keep_days: 3 });
  });

  it('a staff member, a visitor, and once there are two shops the owner too, are told it does not exist', async () => {
    const person = await signUpUser(t);
    const invite = (
      await owner.client.post('/api/staff/invitations', {
        email: person.email,
        permissions: [{ resource: 'orders', action: ['read'] }],
      })
    ).body;
    await person.client.post(`/api/invitations/${new URL(invite.link).pathname.split('/').pop()}/accept`);
    expect((await person.client.get('/api/backups')).status).toBe(404);
    expect((await t.client().get('/api/backups')).status).toBe(401);
    await signUpUser(t, { shop: true });
    expect((await owner.client.get('/api/backups')).status).toBe(404);
    expect((await owner.client.put('/api/backups', { daily: false, keep_days: 3 })).status).toBe(404);
    const operator = await signUpUser(t, { email: OPERATOR });
    expect((await operator.client.get('/api/backups')).status).toBe(200);
  });
});

describe('the daily backup', () => {
  it('backs up once a day, keeps the days asked for, and shows the last one', async () => {
    const day = 24 * 3_600_000;
    const start = new Date();
    expect(await runDailyBackup(t.deps, start, backupOfTestDatabase)).toBe(true);
    // Later the same day: not due.
    expect(await runDailyBackup(t.deps, new Date(start.getTime() + 3_600_000), backupOfTestDatabase)).toBe(false);
    const first = readdirSync(backupsDir()).filter((n) => n.endsWith('.tar.gz'));
    expect(first).toHaveLength(1);
    // Made to look 5 days old: the next run backs up and deletes it (3 days kept).
    const old = path.join(backupsDir(), first[0]!);
    const fiveDaysAgo = new Date(start.getTime() - 5 * day);
    await utimes(old, fiveDaysAgo, fiveDaysAgo);
    await new Promise((r) => setTimeout(r, 1100)); // the next file's name is by the second
    expect(await runDailyBackup(t.deps, new Date(), backupOfTestDatabase)).toBe(true);
    expect(existsSync(old)).toBe(false);
    const status = (await t.client().get('/api/backups')).status;
    expect(status).toBe(401);
    const operator = t.client();
    await operator.post('/api/auth/login', { email: OPERATOR, password: 'correct horse' });
    const shown = (await operator.get('/api/backups')).body;
    expect(shown).toMatchObject({ daily: true, keep_days: 3, kept: 1, last_error: null });
    expect(shown.last.bytes).toBeGreaterThan(1000);
  });

  it('a failure is shown until the next success', async () => {
    const failing = async () => {
      throw new Error('disk full');
    };
    const later = new Date(Date.now() + 2 * 24 * 3_600_000);
    expect(await runDailyBackup(t.deps, later, failing)).toBe(false);
    const operator = t.client();
    await operator.post('/api/auth/login', { email: OPERATOR, password: 'correct horse' });
    expect((await operator.get('/api/backups')).body.last_error).toMatchObject({ message: 'disk full' });
  });
});
