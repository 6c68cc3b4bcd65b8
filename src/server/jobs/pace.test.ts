import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { busiestSecond } from '../test/busiest-second.ts';
import { takeSlot } from './pace.ts';

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
    const started = performance.now();
    await takeSlot(t.db, 'test:quiet', 10);
    expect(performance.now() - started).toBeLessThan(50);
    await Promise.all(busy);
  });
});
