import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id.ts';

describe('timeOrderedId', () => {
  it('is a version 7 UUID whose first 48 bits are the time it was made', () => {
    const before = Date.now();
    const id = timeOrderedId();
    const after = Date.now();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const ms = parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(after);
  });

  it('makes strictly increasing, distinct ids, many within one millisecond', () => {
    const ids = Array.from({ length: 20_000 }, () => timeOrderedId());
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const perMs = new Map<string, number>();
    for (const id of ids) perMs.set(id.slice(0, 13), (perMs.get(id.slice(0, 13)) ?? 0) + 1);
    expect(Math.max(...perMs.values())).toBeGreaterThan(1);
  });

  it('draws its random part afresh: ids of different milliseconds do not share their tail', () => {
    const tails = new Set<string>();
    for (let i = 0; i < 200; i++) tails.add(timeOrderedId().slice(-8));
    expect(tails.size).toBe(200);
  });
});
