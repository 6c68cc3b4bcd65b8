/**
 * Requests first, background jobs second. On PGlite the whole process shares one database
 * connection, so a job's transaction queued ahead of a webhook acknowledgement delays it; Meta
 * wants the 200 quickly. Requests that must answer fast run inside `foreground()`, and a worker
 * about to start a job waits in `backgroundTurn()` until none is in flight — but never longer than
 * `maxWaitMs`, so jobs keep moving under a steady stream of requests.
 */
let inFlight = 0;
let waiters: (() => void)[] = [];

export async function foreground<T>(fn: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await fn();
  } finally {
    inFlight--;
    if (inFlight === 0 && waiters.length) {
      const ready = waiters;
      waiters = [];
      for (const resolve of ready) resolve();
    }
  }
}

export function backgroundTurn(maxWaitMs = 100): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    waiters.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
