import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { busiestSecond } from '../test/busiest-second.ts';
import { MAX_WAIT_MS, reserveSlot, spacingMs, takeSlot } from './pace.ts';
import { RetryLater } from './worker.ts';

// The paced lane's own promises (they were the per-process limiter's, whatsapp/rate-limiter.test.ts,
// and hold now for every process on the database; the two-process send is whatsapp/send-pace.test.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a paced lane', () => {
  it('lets at most the rate through in any one-second window, per lane', async () => {
    const times: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 200 }, () => takeSlot(t.db, 'test:A', 80).then(() => times.push(performance.now()))),
    );
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThan(2000);
    expect(busiestSecond(times)).toBeLessThanOrEqual(80);
  });

  it('takes a lower rate per lane (coexistence numbers: 20 a second)', async () => {
    const started = performance.now();
    await Promise.all(Array.from({ length: 25 }, () => takeSlot(t.db, 'test:coex', 20)));
    expect(performance.now() - started).toBeGreaterThan(1000);
  });

  it('does not slow another lane down', async () => {
    const busy = Array.from({ length: 15 }, () => takeSlot(t.db, 'test:busy', 10));
    // Once the busy lane's senders hold their slots (and wait, holding no connection), a send on
    // another lane waits for nothing: not for their row lock, not for their slots.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    await takeSlot(t.db, 'test:quiet', 10);
    expect(performance.now() - started).toBeLessThan(50);
    await Promise.all(busy);
  });
  it('gives no slot of a lane taken further ahead than its wait, and says when to come back (not as an attempt)', async () => {
    const lane = 'test:full';
    // Fill the lane up to its wait limit (10 a second: a slot every 110 ms, half a second ahead).
    for (;;) {
      const slot = await reserveSlot(t.db, lane, 10, 500);
      if ('busyMs' in slot) break;
    }
    const error = await takeSlot(t.db, lane, 10, 500).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryLater);
    expect((error as RetryLater).attempt).toBe(false);
    expect((error as RetryLater).delayMs).toBeGreaterThanOrEqual(spacingMs(10));
    expect((error as RetryLater).delayMs).toBeLessThanOrEqual(MAX_WAIT_MS);
  });
});
