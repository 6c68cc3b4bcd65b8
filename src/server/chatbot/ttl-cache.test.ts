import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one pending load between the callers that miss at once', async () => {
    const cache = new TtlCache<number>(1000, 10);
    const load = vi.fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(7), 5)));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not make a caller inside a transaction wait for a load it did not start', async () => {
    const cache = new TtlCache<string>(1000, 10);
    let release!: (v: string) => void;
    const shared = cache.get('k', () => new Promise((resolve) => (release = resolve)));
    expect(await cache.get('k', async () => 'own load', false)).toBe('own load');
    release('shared');
    await shared;
    expect(await cache.get('k', async () => 'unused', false)).toBe('shared');
  });

  it('loads again after the time to live and after a failure', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 1)).toBe(1);
    expect(await cache.get('k', async () => 2)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('k', async () => 3)).toBe(3);
  });
});
