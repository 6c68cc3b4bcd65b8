import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/jobs.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { enqueue } from './enqueue.ts';
import {
  backoffMs,
  claimJobs,
  PermanentFailure,
  RetryLater,
  runDueJobs,
  startWorker,
  type Handlers,
} from './worker.ts';
import { wakeWorkers } from './wake.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const jobOf = async (queue: string, key: string) =>
  (
    await t.db
      .select()
      .from(jobs)
      .where(sql`${jobs.queue} = ${queue} and ${jobs.dedupeKey} = ${key}`)
  )[0]!;

describe('job worker', () => {
  it('runs due jobs once, in order, and marks them done', async () => {
    const seen: unknown[] = [];
    const handlers: Handlers = { 'test.a': async (_d, job) => void seen.push(job.payload.n) };
    expect(await enqueue(t.db, { queue: 'test.a', payload: { n: 1 }, dedupeKey: 'a1' })).toBe(true);
    expect(await enqueue(t.db, { queue: 'test.a', payload: { n: 1 }, dedupeKey: 'a1' })).toBe(false);
    await enqueue(t.db, { queue: 'test.a', payload: { n: 2 }, dedupeKey: 'a2' });
    await enqueue(t.db, { queue: 'test.a', payload: { n: 3 }, dedupeKey: 'a3', runAt: new Date(Date.now() + 60_000) });
    expect(await runDueJobs(t.deps, handlers, { queues: ['test.a'] })).toBe(2);
    expect(seen).toEqual([1, 2]);
    expect(await runDueJobs(t.deps, handlers, { queues: ['test.a'] })).toBe(0);
    const done = await jobOf('test.a', 'a1');
    expect(done).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
    expect(done.finishedAt).toBeInstanceOf(Date);
    expect((await jobOf('test.a', 'a3')).status).toBe('queued');
  });

  it('retries a failure with backoff, then fails after max attempts', async () => {
    let calls = 0;
    const handlers: Handlers = {
      'test.b': async () => {
        calls++;
        throw new Error('boom');
      },
    };
    await enqueue(t.db, { queue: 'test.b', payload: {}, dedupeKey: 'b1', maxAttempts: 2 });
    await runDueJobs(t.deps, handlers, { queues: ['test.b'] });
    let job = await jobOf('test.b', 'b1');
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom' });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 500);
    // Make it due again: the second attempt is the last.
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, job.id));
    await runDueJobs(t.deps, handlers, { queues: ['test.b'] });
    job = await jobOf('test.b', 'b1');
    expect(job).toMatchObject({ status: 'failed', attempts: 2, lastError: 'boom' });
    expect(calls).toBe(2);
  });

  it('does not count a RetryLater that did not try (a full paced lane) among the attempts, even the last', async () => {
    let calls = 0;
    const handlers: Handlers = {
      'test.lane': async () => {
        calls++;
        throw new RetryLater('lane busy', 60_000, { attempt: false });
      },
    };
    await enqueue(t.db, { queue: 'test.lane', payload: {}, dedupeKey: 'l1', maxAttempts: 1 });
    for (let i = 0; i < 3; i++) {
      await runDueJobs(t.deps, handlers, { queues: ['test.lane'] });
      await t.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.dedupeKey, 'l1'));
    }
    expect(calls).toBe(3);
    expect(await jobOf('test.lane', 'l1')).toMatchObject({ status: 'queued', attempts: 0, lastError: 'lane busy' });
  });

  it('honours RetryLater delays and PermanentFailure, and fails jobs of an unknown queue', async () => {
    const handlers: Handlers = {
      'test.c': async () => {
        throw new RetryLater('rate limited', 30_000);
      },
      'test.d': async () => {
        throw new PermanentFailure('bad payload');
      },
    };
    await enqueue(t.db, { queue: 'test.c', payload: {}, dedupeKey: 'c1' });
    await enqueue(t.db, { queue: 'test.d', payload: {}, dedupeKey: 'd1' });
    await enqueue(t.db, { queue: 'test.nobody', payload: {}, dedupeKey: 'e1' });
    await runDueJobs(t.deps, handlers, { queues: ['test.c', 'test.d', 'test.nobody'] });
    const c = await jobOf('test.c', 'c1');
    expect(c.status).toBe('queued');
    expect(c.runAt.getTime() - Date.now()).toBeGreaterThan(25_000);
    expect(await jobOf('test.d', 'd1')).toMatchObject({ status: 'failed', attempts: 1, lastError: 'bad payload' });
    expect(await jobOf('test.nobody', 'e1')).toMatchObject({
      status: 'failed',
      lastError: 'no handler for queue test.nobody',
    });
  });

  it('fails at once, with its reason, a job no retry can mend: a bug or a value the database refuses', async () => {
    const handlers: Handlers = {
      'test.bug': async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'id')");
      },
      'test.refused': async () => {
        await t.db.execute(sql`select ${'{"a":"\\ud83d"}'}::jsonb`);
      },
      'test.away': async () => {
        throw Object.assign(new Error('connection terminated'), { code: '57P01' });
      },
    };
    await enqueue(t.db, { queue: 'test.bug', payload: {}, dedupeKey: 'bug1' });
    await enqueue(t.db, { queue: 'test.refused', payload: {}, dedupeKey: 'refused1' });
    await enqueue(t.db, { queue: 'test.away', payload: {}, dedupeKey: 'away1' });
    await runDueJobs(t.deps, handlers, { queues: ['test.bug', 'test.refused', 'test.away'] });
    expect(await jobOf('test.bug', 'bug1')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: "Cannot read properties of undefined (reading 'id')",
    });
    const refused = await jobOf('test.refused', 'refused1');
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused.lastError).toMatch(/json|surrogate|unicode/i);
    // A database that went away may come back: retried.
    expect(await jobOf('test.away', 'away1')).toMatchObject({ status: 'queued', attempts: 1 });
  });

  it('takes back a job whose lock expired (crashed worker), never one still locked', async () => {
    await enqueue(t.db, { queue: 'test.f', payload: {}, dedupeKey: 'f1' });
    const [first] = await claimJobs(t.deps, { limit: 5, queues: ['test.f'] });
    expect(first).toBeDefined();
    expect(await claimJobs(t.deps, { limit: 5, queues: ['test.f'] })).toEqual([]);
    await t.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, first!.id));
    const [again] = await claimJobs(t.deps, { limit: 5, queues: ['test.f'] });
    expect(again).toMatchObject({ id: first!.id, attempts: 2, status: 'running' });
  });

  it('two claimers at once never get the same job', async () => {
    for (let i = 0; i < 30; i++) await enqueue(t.db, { queue: 'test.g', payload: { i }, dedupeKey: `g${i}` });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => claimJobs(t.deps, { limit: 12, queues: ['test.g'] })));
    const ids = [...a!, ...b!, ...c!].map((j) => j.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it('the background worker runs jobs when woken and stops cleanly', async () => {
    const seen: number[] = [];
    const handlers: Handlers = { 'test.h': async (_d, job) => void seen.push(job.payload.i as number) };
    // Clear what earlier tests left due so only this queue's jobs matter here.
    await t.db
      .update(jobs)
      .set({ status: 'done' })
      .where(sql`${jobs.queue} <> 'test.h'`);
    const worker = startWorker(t.deps, handlers, { pollMs: 10_000 });
    await new Promise((r) => setTimeout(r, 50));
    for (let i = 0; i < 5; i++) await enqueue(t.db, { queue: 'test.h', payload: { i }, dedupeKey: `h${i}` });
    wakeWorkers();
    for (let i = 0; i < 100 && seen.length < 5; i++) await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('backoff grows exponentially within jitter bounds and is capped', () => {
    expect(backoffMs(1, () => 0)).toBe(1000);
    expect(backoffMs(1, () => 1)).toBe(2000);
    expect(backoffMs(4, () => 1)).toBe(16_000);
    expect(backoffMs(40, () => 1)).toBe(30 * 60_000);
  });
});
