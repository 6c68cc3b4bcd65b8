import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, inject, it } from 'vitest';
import { readEnv } from '../env.ts';
import { createDeps } from '../runtime.ts';
import { admin, withDatabase } from '../test/global-setup.ts';

// Several machines started at once on one database (a fresh one, or after an upgrade that brings
// migrations): each process migrates and seeds on start, and they must take turns (client.ts,
// startupTurn), not fail on the tables or the demo owner the other one is creating.
const { adminUrl } = inject('testDatabase');
const name = `t_start_${randomBytes(5).toString('hex')}`;
const dirs: string[] = [];
afterAll(async () => {
  await admin(adminUrl, `drop database if exists ${name} with (force)`);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

it('two processes starting together on an empty database both start, migrated and seeded once', async () => {
  await admin(adminUrl, `create database ${name}`);
  const secret = randomBytes(32).toString('base64url');
  const start = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'duka-start-'));
    dirs.push(dir);
    return createDeps(
      readEnv({
        NODE_ENV: 'test',
        DATABASE_URL: withDatabase(adminUrl, name),
        DATA_DIR: dir,
        SECRET_KEY: secret,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'silent',
      }),
    );
  };
  const [a, b] = await Promise.all([start(), start()]);
  try {
    const rows = async (q: ReturnType<typeof sql>) =>
      ((await a.database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const journal = JSON.parse(readFileSync(path.resolve('drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const [migrations] = await rows(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(migrations!.n).toBe(journal.entries.length);
    const [owners] = await rows(sql`select count(*)::int as n from users where email = 'demo@duka.chat'`);
    expect(owners!.n).toBe(1);
    const [bots] = await rows(sql`select count(*)::int as n from bots where id = 'demo'`);
    expect(bots!.n).toBe(1);
  } finally {
    await a.database.close();
    await b.database.close();
  }
});
