import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// V8 keeps the heap pages a collection frees in a pool for reuse, and its own idle "memory
// reducer" leaves that pool alone: after start-up (migrations, the demo seed, loading ~1,000
// modules) and after any busy spell the process keeps tens of megabytes it no longer uses
// (measured: 44 MB pooled after loading the ORM alone, 60 MB in the server). A last-resort
// collection gives the pool back to the system. It stops the process for 50–300 ms, so it runs
// only when the server has been quiet for two checks in a row, and only when memory grew since
// the last trim. (docs/decisions/0051-idle-memory.md)

const CHECK_MS = 15_000;
/** Event-loop utilisation below which a check counts as quiet (1 % ≈ a poll or two). */
const QUIET = 0.01;
/** Grown by this much since the last trim (or never trimmed): worth a pause. */
const GROWN_BYTES = 8 * 1024 * 1024;

export type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

export function exposeGc(): Gc | null {
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    return typeof gc === 'function' ? (gc as Gc) : null;
  } catch {
    return null;
  }
}

/** Starts the idle trimmer; the returned function stops it. Nothing keeps the process alive for it. */
export function startMemoryTrim(
  log: { info: (o: object, m: string) => void },
  options: { checkMs?: number; gc?: Gc | null } = {},
): () => void {
  const gc = options.gc === undefined ? exposeGc() : options.gc;
  if (!gc) return () => {};
  let last = performance.eventLoopUtilization();
  let quietChecks = 0;
  let trimmedAt: number | null = null;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    quietChecks = busy < QUIET ? quietChecks + 1 : 0;
    const rss = process.memoryUsage.rss();
    if (quietChecks < 2 || (trimmedAt !== null && rss - trimmedAt < GROWN_BYTES)) return;
    const started = performance.now();
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    trimmedAt = process.memoryUsage.rss();
    log.info(
      { ms: Math.round(performance.now() - started), beforeMb: mb(rss), afterMb: mb(trimmedAt) },
      'memory given back while idle',
    );
    // The trim's own work must not count as activity at the next check.
    last = performance.eventLoopUtilization();
  }, options.checkMs ?? CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

const mb = (bytes: number) => Math.round(bytes / 1048576);
