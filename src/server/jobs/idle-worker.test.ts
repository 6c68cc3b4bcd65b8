import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { jobs } from '../db/schema/jobs.ts';
import { withDatabase } from '../test/global-setup.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { enqueue } from './enqueue.ts';
import { JOBS_CHANNEL } from './wake.ts';
import { startWorker, type Handlers } from './worker.ts';

// An idle worker polls ever less often, so that a quiet server's database connections close
// (issue 31's idle memory); work added anywhere must still be found at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (done: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await sleep(10);
  return done();
};
/** Counts the worker's claims: each one is an UPDATE of jobs that the statement log shows. */
const countingClaims = () => {
  const db = t.deps.database.db;
  let claims = 0;
  const original = db.update.bind(db);
  (db as { update: typeof db.update }).update = ((table: typeof jobs) => {
    if (table === jobs) claims++;
    return original(table);
  }) as typeof db.update;
  return { count: () => claims, restore: () => ((db as { update: typeof db.update }).update = original) };
};
const clearOthers = (queue: string) =>
  t.db
    .update(jobs)
    .set({ status: 'done' })
    .where(sql`${jobs.queue} <> ${queue} and ${jobs.status} in ('queued', 'running')`);

describe('an idle job worker', () => {
  it('slows its poll down while nothing comes, up to its ceiling', async () => {
    await clearOthers('idle.none');
    const claims = countingClaims();
    const worker = startWorker(t.deps, {}, { queues: ['idle.none'], pollMs: 20, idleMaxMs: 320 });
    await sleep(1500);
    await worker.stop();
    claims.restore();
    // 20 ms for ever would be ~75 claims; doubling (20, 20, 40, 80, 160, 320, 320 …) is about 9.
    expect(claims.count()).toBeGreaterThanOrEqual(5);
    expect(claims.count()).toBeLessThanOrEqual(14);
  });

  it('finds a job added in this process at once, even after a long idle spell', async () => {
    await clearOthers('idle.local');
    const seen: number[] = [];
    const handlers: Handlers = { 'idle.local': async (_d, job) => void seen.push(job.payload.n as number) };
    const worker = startWorker(t.deps, handlers, { queues: ['idle.local'], pollMs: 50, idleMaxMs: 60_000 });
    // Polls at 0, 50, 100, 200, 400, 800 and 1600 ms: the next one is at 3200 ms.
    await sleep(1700);
    const added = Date.now();
    // Inside a transaction: the nudge comes before the commit, and the short poll finds it after.
    await t.db.transaction(async (tx) => {
      await enqueue(tx as never, { queue: 'idle.local', payload: { n: 1 }, dedupeKey: `l${added}` });
      await sleep(30);
    });
    expect(await until(() => seen.length === 1, 2000)).toBe(true);
    expect(Date.now() - added).toBeLessThan(600);
    await worker.stop();
  });

  it('claims a job set for later at its time, not at the slow poll', async () => {
    await clearOthers('idle.later');
    const ran: number[] = [];
    const handlers: Handlers = { 'idle.later': async () => void ran.push(Date.now()) };
    const worker = startWorker(t.deps, handlers, { queues: ['idle.later'], pollMs: 50, idleMaxMs: 60_000 });
    await sleep(300);
    const due = Date.now() + 2500;
    await enqueue(t.db, { queue: 'idle.later', payload: {}, dedupeKey: `d${due}`, runAt: new Date(due) });
    // Doubling alone from the nudge would poll at +1.6 s and +3.2 s: 700 ms late.
    expect(await until(() => ran.length === 1, 5000)).toBe(true);
    expect(ran[0]! - due).toBeLessThan(300);
    await worker.stop();
  });

  it('is woken by a job that a process without a worker added (NOTIFY at its commit)', async () => {
    await clearOthers('idle.remote');
    const seen: number[] = [];
    const handlers: Handlers = { 'idle.remote': async (_d, job) => void seen.push(job.payload.n as number) };
    const worker = startWorker(t.deps, handlers, { queues: ['idle.remote'], pollMs: 50, idleMaxMs: 60_000 });
    await sleep(1700); // as above: the next poll is 1.5 s away
    // Another process: its own connection, and no worker, so it adds the row and NOTIFYs in one
    // transaction, as jobsAdded does there.
    const other = new pg.Client({ connectionString: withDatabase(inject('testDatabase').adminUrl, t.databaseName) });
    await other.connect();
    try {
      const added = Date.now();
      await other.query('begin');
      await other.query(`insert into jobs (queue, payload, dedupe_key) values ('idle.remote', '{"n":7}', $1)`, [
        `r${added}`,
      ]);
      await other.query(`select pg_notify($1, '')`, [JOBS_CHANNEL]);
      await sleep(100);
      expect(seen).toEqual([]); // not visible before the commit
      await other.query('commit');
      expect(await until(() => seen.length === 1, 2000)).toBe(true);
      expect(Date.now() - added).toBeLessThan(800);
    } finally {
      await other.end();
      await worker.stop();
    }
  });
});

describe("a process's notifications", () => {
  it('share one connection, whatever the number of channels', async () => {
    // The test app listens for cache changes and live sales; a worker adds the jobs channel.
    const worker = startWorker(t.deps, {}, { queues: ['idle.none'], pollMs: 1000 });
    await sleep(200);
    const result = await t.db.execute(sql`select pid from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend' and query ilike 'listen %'`);
    const rows = (result as unknown as { rows: { pid: number }[] }).rows;
    await worker.stop();
    expect(rows).toHaveLength(1);
  });
});
