import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('lets at most the rate through in any one-second window, per key', async () => {
    const limiter = new RateLimiter(80);
    const times: number[] = [];
    const started = performance.now();
    await Promise.all(Array.from({ length: 200 }, () => limiter.take('A').then(() => times.push(performance.now()))));
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThan(2000);
    times.sort((a, b) => a - b);
    let worst = 0;
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i]! - times[j]! >= 1000) j++;
      worst = Math.max(worst, i - j + 1);
    }
    expect(worst).toBeLessThanOrEqual(80);
  });

  it('takes a lower rate per key (coexistence numbers: 20 a second)', async () => {
    const limiter = new RateLimiter(80);
    const started = performance.now();
    await Promise.all(Array.from({ length: 25 }, () => limiter.take('coex', 20)));
    expect(performance.now() - started).toBeGreaterThan(1000);
  });

  it('does not slow another key down', async () => {
    const limiter = new RateLimiter(10);
    for (let i = 0; i < 15; i++) void limiter.take('busy');
    const started = performance.now();
    await limiter.take('quiet');
    expect(performance.now() - started).toBeLessThan(50);
  });
});
