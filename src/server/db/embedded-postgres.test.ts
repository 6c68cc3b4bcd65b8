import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

// The embedded PostgreSQL that `npm start` runs (docs/decisions/0010): what it must survive.
const root = mkdtempSync(path.join(tmpdir(), 'duka-embedded-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function query<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const descendants = (pid: number): number[] => {
  const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout.trim();
  return out
    ? out
        .split(/\s+/)
        .map(Number)
        .flatMap((child) => [child, ...descendants(child)])
    : [];
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('embedded PostgreSQL', () => {
  const dir = path.join(root, 'a', 'postgres');

  it('keeps every acknowledged write when the server and its database are killed with SIGKILL', async () => {
    const writer = spawn(process.execPath, ['tests/fixtures/embedded-writer.ts', dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let acked = 0;
    let postmaster = 0;
    let buffer = '';
    writer.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('ready ')) postmaster = Number(line.slice(6));
        if (line.startsWith('acked ')) acked = Number(line.slice(6));
      }
    });
    while (acked < 300) await sleep(20);
    // Power cut, as far as a process can tell: everything at once, no chance to flush or shut down.
    const victims = [writer.pid!, postmaster, ...descendants(postmaster)];
    for (const pid of victims) process.kill(pid, 'SIGKILL');
    while (victims.some(alive)) await sleep(20);
    const lastAcked = acked;

    const cluster = await startEmbeddedPostgres({ dir });
    try {
      const [row] = await query<{ n: number; max: number }>(
        cluster.url(),
        'select count(*)::int as n, max(id) as max from acked',
      );
      expect(row!.max).toBeGreaterThanOrEqual(lastAcked);
      expect(row!.n).toBe(row!.max); // no hole: every insert before the last acknowledged one is there
      expect(
        (
          await query<{ fsync: string; synchronous_commit: string }>(
            cluster.url(),
            'select current_setting($1) as fsync, current_setting($2) as synchronous_commit',
            ['fsync', 'synchronous_commit'],
          )
        )[0],
      ).toEqual({ fsync: 'on', synchronous_commit: 'on' });
    } finally {
      await cluster.stop();
    }
  });

  it('shuts down a database left running by a killed server before starting again', async () => {
    const writer = spawn(process.execPath, ['tests/fixtures/embedded-writer.ts', dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const postmaster = await new Promise<number>((resolve) =>
      writer.stdout.on(
        'data',
        (d: Buffer) => /ready (\d+)/.test(d.toString()) && resolve(Number(/ready (\d+)/.exec(d.toString())![1])),
      ),
    );
    writer.kill('SIGKILL'); // kill -9 of Node alone leaves its database behind
    await sleep(200);
    expect(alive(postmaster)).toBe(true);
    const cluster = await startEmbeddedPostgres({ dir });
    try {
      expect(alive(postmaster)).toBe(false);
      expect(cluster.pid).not.toBe(postmaster);
      expect((await query(cluster.url(), 'select 1 as one'))[0]).toEqual({ one: 1 });
    } finally {
      await cluster.stop();
    }
  });

  it('refuses a second server on a database folder that a running server uses', async () => {
    const first = await startEmbeddedPostgres({ dir });
    try {
      await expect(startEmbeddedPostgres({ dir })).rejects.toThrow(/in use by a running server/);
      expect((await query(first.url(), 'select 1 as one'))[0]).toEqual({ one: 1 });
    } finally {
      await first.stop();
    }
  });

  it('commits a long transaction while autovacuum works on the tables around it', async () => {
    // The old embedded database ran its own upkeep between the statements of open transactions and
    // aborted them (issue 12). PostgreSQL's autovacuum never does: here it wakes every second
    // while a transaction stays open for three, and the busy table beside it needs vacuuming.
    const cluster = await startEmbeddedPostgres({
      dir: path.join(root, 'b', 'postgres'),
      settings: { autovacuum_naptime: '1', autovacuum_vacuum_threshold: '10', autovacuum_vacuum_scale_factor: '0' },
    });
    const client = new pg.Client({ connectionString: cluster.url() });
    try {
      await query(
        cluster.url(),
        'create table busy (id int primary key, n int not null); create table imported (id int primary key)',
      );
      await query(cluster.url(), 'insert into busy select g, 0 from generate_series(1, 500) g');
      await client.connect();
      await client.query('begin');
      const churn = (async () => {
        for (let i = 0; i < 30; i++) {
          await query(cluster.url(), 'update busy set n = n + 1');
          await sleep(100);
        }
      })();
      for (let i = 0; i < 30; i++) {
        await client.query('insert into imported values ($1)', [i]);
        await sleep(100);
      }
      await client.query('commit');
      await churn;
      expect((await query<{ n: number }>(cluster.url(), 'select count(*)::int as n from imported'))[0]!.n).toBe(30);
      const [vacuumed] = await query<{ count: number }>(
        cluster.url(),
        "select autovacuum_count::int as count from pg_stat_user_tables where relname = 'busy'",
      );
      expect(vacuumed!.count).toBeGreaterThan(0);
    } finally {
      await client.end().catch(() => undefined);
      await cluster.stop();
    }
  });
});
