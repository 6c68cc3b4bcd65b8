import { describe, expect, it } from 'vitest';

// A merchant reads what to do, never a server setting's name (META_APP_ID…): those are for the
// person who runs the server and are listed in the README.
const dictionaries = import.meta.glob<Record<string, unknown>>('./{en,sw}/*.ts', { eager: true });
const SETTING_NAME = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/;

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
}

describe('UI strings', () => {
  for (const [file, mod] of Object.entries(dictionaries)) {
    it(`${file} names no server setting`, () => {
      for (const [path, text] of strings(mod, file)) expect(text, path).not.toMatch(SETTING_NAME);
    });
  }
});
