/**
 * Requests first, background jobs second. A job shares the process's CPU with the requests, so a
 * job running beside a webhook acknowledgement delays it; Meta wants the 200 quickly. Requests that must answer fast run
 * inside `foreground()`, and a worker about to start a job waits in `backgroundTurn()` for a quiet
 * moment (no such request in flight and none finished in the last QUIET_MS) — but never longer
 * than `maxWaitMs`, so jobs keep moving (slowly) under a steady stream of requests and catch up
 * when it eases.
 */
const QUIET_MS = 20;
let inFlight = 0;
let lastDone = 0;

export async function foreground<T>(fn: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await fn();
  } finally {
    inFlight--;
    lastDone = performance.now();
  }
}

const quiet = () => inFlight === 0 && performance.now() - lastDone >= QUIET_MS;

export async function backgroundTurn(maxWaitMs = 1000): Promise<void> {
  const until = performance.now() + maxWaitMs;
  while (!quiet() && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
}
