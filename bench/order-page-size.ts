// Gzip size of the JavaScript the order page (/cart) loads (budget ≤ 80 KB, issue 5).
//
// Run from the project root, after a build:
//   npx astro build && npx node bench/order-page-size.ts
//   npx node bench/order-page-size.ts --build                        (builds into dist/ first)
//   npx node bench/order-page-size.ts --build --dist /tmp/duka-dist  (another folder: leaves dist/ alone)
//
// Same counting as bench/dashboard-js-size.ts: the inline scripts of dist/cart/index.html, its module
// scripts and astro-island urls, and everything they import statically, recursively. The page loads
// one chunk on demand (the phone-number reader, only when the chat does not know the customer's
// number); the budget is checked against the worst case, initial + every lazy chunk.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 80;
const { values } = parseArgs({
  options: { build: { type: 'boolean', default: false }, dist: { type: 'string', default: 'dist' } },
});
const dist = path.resolve(values.dist);
const page = path.join(dist, 'cart', 'index.html');

if (values.build)
  execFileSync(path.resolve('node_modules/.bin/astro'), ['build', '--outDir', dist], { stdio: 'inherit' });
if (!existsSync(page)) {
  console.error(`No ${path.relative(process.cwd(), page)}: run \`npx astro build\` first (or pass --build).`);
  process.exit(1);
}

const gz = (bytes: string) => gzipSync(bytes, { level: 9 }).length;
const kb = (n: number) => (n / 1024).toFixed(1).padStart(7) + ' KB';
const html = readFileSync(page, 'utf8');

const entries = new Set<string>();
for (const m of html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"[^>]*>/g)) entries.add(m[2]!);
for (const m of html.matchAll(/<astro-island\b[^>]*>/g)) {
  for (const attr of ['component-url', 'renderer-url', 'before-hydration-url']) {
    const value = new RegExp(`\\b${attr}="([^"]+)"`).exec(m[0])?.[1];
    if (value) entries.add(value);
  }
}
const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');

const STATIC = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?(["'])(\.{1,2}\/[^"'`]+?)\1/g;
const DYNAMIC = /\bimport\(\s*([`"'])(\.{1,2}\/[^"'`]+?)\1\s*\)/g;

type FileInfo = { raw: number; gzip: number; statics: string[]; dynamics: string[] };
const cache = new Map<string, FileInfo>();
function info(file: string): FileInfo {
  let known = cache.get(file);
  if (!known) {
    const code = readFileSync(file, 'utf8');
    const rel = (spec: string) => path.resolve(path.dirname(file), spec);
    known = {
      raw: Buffer.byteLength(code),
      gzip: gz(code),
      statics: [...code.matchAll(STATIC)].map((m) => rel(m[2]!)),
      dynamics: [...code.matchAll(DYNAMIC)].map((m) => rel(m[2]!)),
    };
    cache.set(file, known);
  }
  return known;
}
function closure(roots: string[], skip: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || skip.has(file)) continue;
    if (!existsSync(file)) throw new Error(`missing ${path.relative(dist, file)}`);
    seen.add(file);
    stack.push(...info(file).statics);
  }
  return seen;
}
const sum = (files: Iterable<string>, key: 'raw' | 'gzip') => [...files].reduce((n, f) => n + info(f)[key], 0);
const name = (file: string) => path.relative(dist, file);

const initial = closure([...entries].map((url) => path.join(dist, url.replace(/^\//, ''))));
// Everything reachable through dynamic imports from the page, at any depth.
const lazy = new Set<string>();
for (let grew = true; grew;) {
  grew = false;
  for (const file of [...initial, ...lazy]) {
    for (const target of closure(info(file).dynamics.filter(existsSync), initial)) {
      if (!lazy.has(target)) {
        lazy.add(target);
        grew = true;
      }
    }
  }
}

console.log(`\nJavaScript of /cart (gzip -9)\n`);
console.log(`${'file'.padEnd(58)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
for (const f of [...initial].sort((a, b) => info(b).gzip - info(a).gzip))
  console.log(`${name(f).padEnd(58)} ${kb(info(f).raw)} ${kb(info(f).gzip)}`);
const inlineGzip = inline.trim() ? gz(inline) : 0;
console.log(`${'(inline scripts in cart/index.html)'.padEnd(58)} ${kb(Buffer.byteLength(inline))} ${kb(inlineGzip)}`);
const initialTotal = sum(initial, 'gzip') + inlineGzip;
console.log('-'.repeat(80));
console.log(
  `${`initial, ${initial.size} files + inline`.padEnd(58)} ${kb(sum(initial, 'raw') + Buffer.byteLength(inline))} ${kb(initialTotal)}`,
);
if (lazy.size) {
  console.log(`\nLoaded on demand\n`);
  for (const f of [...lazy].sort((a, b) => info(b).gzip - info(a).gzip))
    console.log(`${name(f).padEnd(58)} ${kb(info(f).raw)} ${kb(info(f).gzip)}`);
}
const worst = initialTotal + sum(lazy, 'gzip');
console.log(`${'initial + on demand'.padEnd(58)} ${''.padStart(10)} ${kb(worst)}`);
const pass = worst <= BUDGET_KB * 1024;
console.log(
  `\nBudget: all JS of /cart ≤ ${BUDGET_KB} KB gzip → initial ${(initialTotal / 1024).toFixed(1)} KB, with on-demand ${(worst / 1024).toFixed(1)} KB: ${pass ? 'PASS' : 'FAIL'}\n`,
);
process.exitCode = pass ? 0 : 1;
