import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every English content entry has its Swahili twin, with the same structure (same keys, same
// number of list items), so no section of a page silently falls back or disappears in sw.
const yaml = createRequire(import.meta.url)('js-yaml') as { load: (text: string) => unknown };
const root = path.dirname(fileURLToPath(import.meta.url));

function files(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** Keys and list lengths, with every string replaced by its type: what a translation must keep. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

function frontmatter(text: string): unknown {
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  return match ? yaml.load(match[1]!) : null;
}

const en = files(path.join(root, 'en')).sort();
const sw = files(path.join(root, 'sw')).sort();

describe('content twins', () => {
  it('has the same files in en and sw', () => {
    expect(en.length).toBeGreaterThan(0);
    expect(sw).toEqual(en);
  });

  it.each(en.filter((f) => f.endsWith('.yaml')))('%s has the same structure in sw', (file) => {
    const enData = yaml.load(readFileSync(path.join(root, 'en', file), 'utf8'));
    const swData = yaml.load(readFileSync(path.join(root, 'sw', file), 'utf8'));
    expect(shape(swData)).toEqual(shape(enData));
  });

  it.each(en.filter((f) => f.endsWith('.md')))('%s has the same front matter and sections in sw', (file) => {
    const enText = readFileSync(path.join(root, 'en', file), 'utf8');
    const swText = readFileSync(path.join(root, 'sw', file), 'utf8');
    expect(shape(frontmatter(swText))).toEqual(shape(frontmatter(enText)));
    const headings = (text: string) => text.match(/^## .+$/gm)?.length ?? 0;
    expect(headings(swText)).toBe(headings(enText));
  });

  it('never leaves English copy in a Swahili page where a translation is expected', () => {
    const swHome = readFileSync(path.join(root, 'sw', 'home.yaml'), 'utf8');
    expect(swHome).not.toMatch(/Frequently asked questions|Get started|Start selling/);
  });
});
