import { and, asc, eq, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Deps } from '../http/context.ts';
import { jobs, type Job } from '../db/schema/jobs.ts';
import { backgroundTurn } from './foreground.ts';
import { JOBS_CHANNEL, onWake } from './wake.ts';
import { pgErrorCode } from '../db/pg-errors.ts';
import { cutAt } from '../../lib/text-cut.ts';

/**
 * The durable job queue's worker (schema/jobs.ts). Due rows are claimed with one UPDATE … WHERE id
 * IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING, so workers in any number of processes never take
 * the same job; a claimed job holds a lock until `locked_until`, after which a crashed worker's job
 * is claimed again. A failure is retried with exponential backoff and jitter until max_attempts,
 * then the job is 'failed' with its last error (CONNECT's webhook log screen can replay it).
 */
export type JobHandler = (deps: Deps, job: Job) => Promise<void>;
export type Handlers = Record<string, JobHandler>;

/**
 * Thrown by a handler to be retried after a given delay (e.g. a rate limit) instead of the backoff.
 * `attempt: false`: the run did not try (a paced lane was full, jobs/pace.ts), so it is not counted
 * among the job's attempts and is never its last.
 */
export class RetryLater extends Error {
  readonly delayMs: number;
  readonly attempt: boolean;
  constructor(message: string, delayMs: number, options: { attempt?: boolean } = {}) {
    super(message);
    this.delayMs = delayMs;
    this.attempt = options.attempt ?? true;
  }
}

const notAnAttempt = (error: unknown) => error instanceof RetryLater && !error.attempt;

/** Thrown by a handler when retrying cannot help: the job fails at once. */
export class PermanentFailure extends Error {}

/**
 * An error no retry can mend: a bug (TypeError and the like) or a value the database refuses
 * (class 22 data exceptions, class 23 constraint violations, class 42 statement errors). Retried
 * with backoff for hours, such a job would only hide the failure; it fails at once, where a person
 * sees it (the webhook logs for an incoming event, the message in the inbox for a send). Network,
 * timeouts, a database that is away or busy, rate limits: retried.
 */
export function isPermanentError(error: unknown): boolean {
  if (error instanceof PermanentFailure) return true;
  if (
    error instanceof TypeError ||
    error instanceof RangeError ||
    error instanceof SyntaxError ||
    error instanceof ReferenceError
  )
    return true;
  return /^(22|23|42)/.test(pgErrorCode(error) ?? '');
}

/** Whether this run of the job is its last: it will not be retried whatever happens. */
export const isFinalAttempt = (job: Job, error: unknown) =>
  isPermanentError(error) || (job.attempts >= job.maxAttempts && !notAnAttempt(error));

export const LOCK_MS = 60_000;
/**
 * The slowest an idle worker polls. Each poll keeps a database connection (a PostgreSQL backend of
 * 3–5 MB) from closing, so a quiet server lets them go; jobs added in any process wake the workers
 * at once (wake.ts), and a job set for later is claimed at its time (nextDueInMs). Only a crashed
 * worker's job, whose lock runs out, may wait this long.
 */
const IDLE_MAX_MS = 30_000;
const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 30 * 60_000;

/** 2 s, 4 s, 8 s … capped at 30 min, each drawn between half and the whole ("equal jitter"). */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export type QueueFilter = { queues?: string[]; exceptQueues?: string[] };

export async function claimJobs(deps: Deps, options: { limit: number; lockMs?: number } & QueueFilter): Promise<Job[]> {
  const { db } = deps.database;
  const due = and(
    inArray(jobs.status, ['queued', 'running']),
    lte(jobs.runAt, sql`now()`),
    or(eq(jobs.status, 'queued'), lte(jobs.lockedUntil, sql`now()`)),
    options.queues ? inArray(jobs.queue, options.queues) : undefined,
    options.exceptQueues ? notInArray(jobs.queue, options.exceptQueues) : undefined,
  );
  const ids = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(due)
    .orderBy(asc(jobs.runAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: sql`now() + ${`${options.lockMs ?? LOCK_MS} milliseconds`}::interval`,
    })
    .where(inArray(jobs.id, ids))
    .returning();
}

/** Milliseconds until the earliest queued job of these queues is due (≤ 0: due now), or Infinity. */
async function nextDueInMs(deps: Deps, filter: QueueFilter): Promise<number> {
  const [row] = await deps.database.db
    .select({ ms: sql<number | null>`extract(epoch from min(${jobs.runAt}) - now()) * 1000` })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'queued'),
        filter.queues ? inArray(jobs.queue, filter.queues) : undefined,
        filter.exceptQueues ? notInArray(jobs.queue, filter.exceptQueues) : undefined,
      ),
    );
  return row?.ms == null ? Infinity : Number(row.ms);
}

const errorText = (error: unknown) => cutAt(error instanceof Error ? error.message : String(error), 1000);

/** Runs one claimed job and records the outcome; never throws. */
export async function runJob(deps: Deps, job: Job, handlers: Handlers): Promise<'done' | 'retry' | 'failed'> {
  const { db } = deps.database;
  const handler = handlers[job.queue];
  try {
    if (!handler) throw new PermanentFailure(`no handler for queue ${job.queue}`);
    await handler(deps, job);
    await db
      .update(jobs)
      .set({ status: 'done', lockedUntil: null, finishedAt: sql`now()`, lastError: null })
      .where(eq(jobs.id, job.id));
    return 'done';
  } catch (error) {
    const last = isFinalAttempt(job, error);
    if (last) {
      deps.log.warn({ jobId: job.id, queue: job.queue, attempts: job.attempts, err: errorText(error) }, 'job failed');
      await db
        .update(jobs)
        .set({ status: 'failed', lockedUntil: null, finishedAt: sql`now()`, lastError: errorText(error) })
        .where(eq(jobs.id, job.id));
      return 'failed';
    }
    const delay = error instanceof RetryLater ? error.delayMs : backoffMs(job.attempts);
    deps.log.info(
      { jobId: job.id, queue: job.queue, attempts: job.attempts, delay, err: errorText(error) },
      'job will be retried',
    );
    await db
      .update(jobs)
      .set({
        status: 'queued',
        lockedUntil: null,
        ...(notAnAttempt(error) ? { attempts: sql`${jobs.attempts} - 1` } : {}),
        lastError: errorText(error),
        runAt: sql`now() + ${`${delay} milliseconds`}::interval`,
      })
      .where(eq(jobs.id, job.id));
    return 'retry';
  }
}

/**
 * Runs every due job now, until none is left (tests, scripts): jobs a handler enqueues are run too.
 * Retried jobs wait for their backoff, so they are not run again here.
 */
export async function runDueJobs(
  deps: Deps,
  handlers: Handlers,
  options: { queues?: string[]; max?: number } = {},
): Promise<number> {
  let ran = 0;
  const max = options.max ?? 10_000;
  while (ran < max) {
    const claimed = await claimJobs(deps, { limit: 20, queues: options.queues });
    if (claimed.length === 0) break;
    for (const job of claimed) await runJob(deps, job, handlers);
    ran += claimed.length;
  }
  return ran;
}

export type Worker = { stop: () => Promise<void>; wake: () => void };

/**
 * The background loop of one process: claims up to `batch` jobs (of the given queues), runs up to
 * `concurrency` of them at once, polls every `pollMs` while there is work, ever less often (up to
 * `idleMaxMs`) while there is none, and at once when woken (wake.ts) or after a full batch.
 */
export function startWorker(
  deps: Deps,
  handlers: Handlers,
  options: {
    concurrency?: number;
    batch?: number;
    pollMs?: number;
    idleMaxMs?: number;
    yieldToRequests?: boolean;
  } & QueueFilter = {},
): Worker {
  const concurrency = options.concurrency ?? 16;
  const batch = options.batch ?? 32;
  const pollMs = options.pollMs ?? 500;
  const idleMaxMs = Math.max(pollMs, options.idleMaxMs ?? IDLE_MAX_MS);
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let timerDue = 0;
  let looping: Promise<void> | null = null;
  let again = false;
  /** Claims in a row that found nothing: the poll slows down, doubling up to idleMaxMs. */
  let empty = 0;
  /** After a claim that found nothing: how long until its queues' next job is due (ms), if any is queued. */
  let dueInMs = Infinity;
  const nextDelay = () =>
    running.size > 0
      ? pollMs
      : Math.min(idleMaxMs, pollMs * 2 ** Math.min(16, Math.max(0, empty - 1)), Math.max(pollMs, dueInMs));

  const loop = async () => {
    do {
      again = false;
      try {
        const free = Math.min(batch, concurrency - running.size);
        if (free > 0 && options.yieldToRequests) await backgroundTurn();
        const claimed =
          free > 0
            ? await claimJobs(deps, { limit: free, queues: options.queues, exceptQueues: options.exceptQueues })
            : [];
        if (free > 0) empty = claimed.length > 0 ? 0 : empty + 1;
        // A job set for later (a payment's next check, a retry's backoff) is claimed at its time,
        // not at the slow poll's. Asked only once the poll would wait longer than pollMs: a worker
        // woken by every webhook would otherwise ask at every wake (a statement each).
        dueInMs = free > 0 && empty >= 2 ? await nextDueInMs(deps, options) : Infinity;
        for (const job of claimed) {
          const turn = options.yieldToRequests ? backgroundTurn() : Promise.resolve();
          const p = turn
            .then(() => runJob(deps, job, handlers))
            .finally(() => {
              running.delete(p);
              if (!stopped) schedule(0);
            });
          running.add(p);
        }
        if (claimed.length === free && free > 0) again = true;
      } catch (error) {
        deps.log.error({ err: error }, 'job worker could not claim jobs');
      }
    } while (again && !stopped);
  };

  function schedule(delay: number) {
    if (stopped) return;
    if (looping) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timerDue = Date.now() + delay;
    timer = setTimeout(() => {
      timer = null;
      looping = loop().finally(() => {
        looping = null;
        schedule(nextDelay());
      });
    }, delay);
  }

  const wake = () => {
    empty = 0;
    schedule(0);
  };
  // A job added here, maybe not committed yet: back to the short poll, which finds it once it is.
  const nudge = () => {
    empty = 0;
    if (!looping && (timer === null || timerDue > Date.now() + pollMs)) schedule(pollMs);
  };
  const unsubscribe = onWake({ wake, nudge });
  // Jobs added by processes that run no worker (JOBS_WORKER=false); a gap may have hidden some.
  const unlisten = deps.database.listen(JOBS_CHANNEL, wake, wake);
  schedule(0);
  return {
    wake,
    stop: async () => {
      stopped = true;
      unsubscribe();
      unlisten();
      if (timer) clearTimeout(timer);
      await looping;
      await Promise.allSettled([...running]);
    },
  };
}
