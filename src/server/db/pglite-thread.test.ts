import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from './pglite-thread.ts';

type Rows<T> = { rows: T[] };
let db: PGliteThread;
beforeAll(async () => {
  db = await PGliteThread.open(null);
});
afterAll(() => db.close());

describe('PGlite on its own thread', () => {
  it('answers queries in order, rows and errors with their Postgres fields', async () => {
    await db.query('create table t (id int primary key, v int not null default 0)');
    const results = await Promise.all([1, 2, 3].map((i) => db.query('insert into t (id) values ($1) returning id', [i])));
    expect(results.map((r) => (r as Rows<{ id: number }>).rows[0]!.id)).toEqual([1, 2, 3]);
    const error = await db.query('insert into t (id) values ($1)', [1]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('runs a transaction alone: a query sent meanwhile waits for it, a failed one leaves nothing', async () => {
    let later: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('update t set v = 10 where id = 1');
      later = db.query('select v from t where id = 1');
      await tx.query('update t set v = 20 where id = 1');
    });
    expect(((await later) as Rows<{ v: number }>).rows[0]!.v).toBe(20);
    await expect(db.transaction(async (tx) => {
      await tx.query('update t set v = 99 where id = 2');
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect(((await db.query('select v from t where id = 2')) as Rows<{ v: number }>).rows[0]!.v).toBe(0);
  });

  it('vacuums and analyses a table full of dead rows (PGlite has no autovacuum)', async () => {
    await db.query('create table busy (id int primary key, v int not null)');
    await db.query('insert into busy select g, 0 from generate_series(1, 2000) g');
    await db.query('update busy set v = v + 1');
    expect(await db.maintain()).toContain('busy');
    const [stats] = ((await db.query(`select n_dead_tup, last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'busy'`)) as Rows<{ n_dead_tup: number; vacuumed: boolean }>).rows;
    expect(stats).toMatchObject({ n_dead_tup: 0, vacuumed: true });
  });

  it('only analyses a table that has new rows but nothing to vacuum yet', async () => {
    await db.query('create table appended (id int primary key)');
    await db.query('insert into appended select generate_series(1, 900)');
    expect(await db.maintain()).toEqual(['appended']);
    const [stats] = ((await db.query(`select last_vacuum is not null as vacuumed, last_analyze is not null as analysed from pg_stat_user_tables where relname = 'appended'`)) as Rows<{ vacuumed: boolean; analysed: boolean }>).rows;
    expect(stats).toEqual({ vacuumed: false, analysed: true });
    expect(await db.maintain()).toEqual([]);
  });
});

describe('PGlite maintenance schedule', () => {
  type Stats = { vacuumed: boolean; analysed: boolean };
  const stats = async (thread: PGliteThread, table: string) =>
    ((await thread.query(`select last_vacuum is not null as vacuumed, last_analyze is not null as analysed from pg_stat_user_tables where relname = $1`, [table])) as Rows<Stats>).rows[0]!;
  const tables = async (thread: PGliteThread) => {
    await thread.query('create table churn (id int primary key, v int not null)');
    await thread.query('insert into churn select g, 0 from generate_series(1, 500) g');
    await thread.query('update churn set v = v + 1');
    // Only new rows: due for ANALYZE (the kind of work that waits) and for VACUUM.
    await thread.query('create table big (id int primary key)');
    await thread.query('insert into big select generate_series(1, 25000)');
  };

  it('leaves ANALYZE out of a light turn', async () => {
    await db.query('create table big_alone (id int primary key)');
    await db.query('insert into big_alone select generate_series(1, 25000)');
    // Light turns vacuum it (and anything else due), then have nothing left to do.
    for (let i = 0; i < 10 && (await db.maintain({ light: true })).length > 0; i++);
    expect(await stats(db, 'big_alone')).toEqual({ vacuumed: true, analysed: false });
    expect(await db.maintain()).toEqual(['big_alone']);
    expect(await stats(db, 'big_alone')).toEqual({ vacuumed: true, analysed: true });
  });

  it('vacuums while queries keep coming, and analyses once they pause', async () => {
    // Quiet means nothing asked for 400 ms: a loaded test machine does not pause this test that long.
    const thread = await PGliteThread.open(null, { checkMs: 20, quietMs: 400, atLeastMs: 60_000 });
    try {
      await tables(thread);
      // Busy: a query every 10 ms for 800 ms.
      for (const end = Date.now() + 800; Date.now() < end; ) {
        await thread.query('select 1');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await stats(thread, 'churn')).toEqual({ vacuumed: true, analysed: false });
      expect(await stats(thread, 'big')).toEqual({ vacuumed: true, analysed: false });
      // Quiet (the polls below are further apart than 400 ms): both get analysed.
      let analysed = false;
      for (const end = Date.now() + 8_000; Date.now() < end && !analysed; ) {
        await new Promise((resolve) => setTimeout(resolve, 700));
        analysed = (await stats(thread, 'big')).analysed && (await stats(thread, 'churn')).analysed;
      }
      expect(analysed).toBe(true);
    } finally {
      await thread.close();
    }
  });

  it('does not put off ANALYZE for ever under unbroken load', async () => {
    const thread = await PGliteThread.open(null, { checkMs: 20, quietMs: 60_000, atLeastMs: 200 });
    try {
      await tables(thread);
      let done = false;
      for (const end = Date.now() + 3_000; Date.now() < end && !done; ) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        done = (await stats(thread, 'big')).analysed;
      }
      expect(done).toBe(true);
    } finally {
      await thread.close();
    }
  });
});
