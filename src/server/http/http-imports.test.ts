import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 14: modules build on http/ (routes, errors, validation, sessions), never the other way
// round, so that a domain can be added or removed without http/ noticing.
const dir = path.dirname(new URL(import.meta.url).pathname);
const production = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('the http/ layer', () => {
  it.each(production)('%s imports nothing from modules/', (name) => {
    const source = readFileSync(path.join(dir, name), 'utf8');
    const imports = [...source.matchAll(/^\s*(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
    expect(imports.filter((spec) => /(^|\/)modules\//.test(spec))).toEqual([]);
  });
});
