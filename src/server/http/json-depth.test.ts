import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, up to the limit and one past it', () => {
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan(nestedObjects(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(nestedObjects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan('[{"a":[{"b":[]}]}]', 5)).toBe(false);
    expect(jsonNestsDeeperThan('[{"a":[{"b":[]}]}]', 4)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: '[[[[[[{{{{{{ \\" "[[[[' + '['.repeat(100) });
    expect(jsonNestsDeeperThan(text, 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify(['a\\', ['b"[[[[']]), 2)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify(['a\\', ['b"[[[[', [[]]]]), 2)).toBe(true);
  });

  it('counts siblings apart: many flat items are not deep', () => {
    expect(jsonNestsDeeperThan(JSON.stringify(Array.from({ length: 10_000 }, () => [[1]])), 3)).toBe(false);
  });

  it('reads a 240 KB body in a few milliseconds', () => {
    const text = nested(120_000);
    const started = performance.now();
    expect(jsonNestsDeeperThan(text)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ pad: 'x'.repeat(240_000) }))).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
