// Gzip size of the JavaScript the /dashboard page loads before any user interaction (budget ≤ 150 KB),
// and what a route with its own budget adds when opened (/analytics ≤ 60 KB, issue 17).
//
// Run from the project root, after a build:
//   npx astro build && npx node bench/dashboard-js-size.ts
//   npx node bench/dashboard-js-size.ts --build              (builds into dist/ first)
//   npx node bench/dashboard-js-size.ts --build --dist /tmp/duka-dist   (another folder: leaves dist/ alone)
// `npx node` runs Node 24 from node_modules (the `node` devDependency), which strips TypeScript
// types itself; plain `node` on this machine is v20 and cannot run .ts files.
//
// What counts: the inline scripts of dist/dashboard/index.html, its <script type="module" src>, and
// the astro-island component-url / renderer-url, plus every file they import statically
// (`import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`), recursively. Chunks reached
// only through dynamic `import()` (lazy routes) are listed apart, for information.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
// Routes with a budget of their own for what they add when opened (issue 17: analytics ≤ 60 KB).
const ROUTE_BUDGETS_KB: Record<string, number> = { 'analytics-page': 60 };
const { values } = parseArgs({
  options: { build: { type: 'boolean', default: false }, dist: { type: 'string', default: 'dist' } },
});
const dist = path.resolve(values.dist);
const page = path.join(dist, 'dashboard', 'index.html');

if (values.build) {
  execFileSync(path.resolve('node_modules/.bin/astro'), ['build', '--outDir', dist], { stdio: 'inherit' });
}
if (!existsSync(page)) {
  console.error(`No ${path.relative(process.cwd(), page)}: run \`npx astro build\` first (or pass --build).`);
  process.exit(1);
}

const gz = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const kb = (n: number) => (n / 1024).toFixed(1).padStart(7) + ' KB';

const html = readFileSync(page, 'utf8');

// Entry points in the HTML: module scripts with src, and the island's component and renderer.
const entries = new Set<string>();
for (const m of html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"[^>]*>/g)) entries.add(m[2]!);
for (const m of html.matchAll(/<astro-island\b[^>]*>/g)) {
  for (const attr of ['component-url', 'renderer-url', 'before-hydration-url']) {
    const value = new RegExp(`\\b${attr}="([^"]+)"`).exec(m[0])?.[1];
    if (value) entries.add(value);
  }
}
const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');

// Static imports in bundler output sit at the top level and always use plain quotes; dynamic ones
// are `import(…)` calls (rolldown writes them with backticks). Neither pattern matches the other.
const STATIC = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?(["'])(\.{1,2}\/[^"'`]+?)\1/g;
const DYNAMIC = /\bimport\(\s*([`"'])(\.{1,2}\/[^"'`]+?)\1\s*\)/g;

type FileInfo = { file: string; raw: number; gzip: number; statics: string[]; dynamics: string[] };
const cache = new Map<string, FileInfo>();

function info(file: string): FileInfo {
  const known = cache.get(file);
  if (known) return known;
  const code = readFileSync(file, 'utf8');
  const rel = (spec: string) => path.resolve(path.dirname(file), spec);
  const result: FileInfo = {
    file,
    raw: Buffer.byteLength(code),
    gzip: gz(code),
    statics: [...code.matchAll(STATIC)].map((m) => rel(m[2]!)),
    dynamics: [...code.matchAll(DYNAMIC)].map((m) => rel(m[2]!)),
  };
  cache.set(file, result);
  return result;
}

/** Every file reached from `roots` through static imports, except those in `skip`. */
function closure(roots: string[], skip: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const stack = roots.filter((f) => !skip.has(f));
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || skip.has(file)) continue;
    if (!existsSync(file)) throw new Error(`missing ${path.relative(dist, file)}`);
    seen.add(file);
    stack.push(...info(file).statics);
  }
  return seen;
}

const initial = closure([...entries].map((url) => path.join(dist, url.replace(/^\//, ''))));
const name = (file: string) => path.relative(dist, file);
const sum = (files: Iterable<string>, key: 'raw' | 'gzip') => [...files].reduce((n, f) => n + info(f)[key], 0);

console.log(`\nInitial JavaScript of /dashboard (gzip -9)\n`);
console.log(`${'file'.padEnd(58)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
const rows = [...initial].sort((a, b) => info(b).gzip - info(a).gzip);
for (const f of rows) console.log(`${name(f).padEnd(58)} ${kb(info(f).raw)} ${kb(info(f).gzip)}`);
const inlineGzip = inline.trim() ? gz(inline) : 0;
console.log(
  `${'(inline scripts in dashboard/index.html)'.padEnd(58)} ${kb(Buffer.byteLength(inline))} ${kb(inlineGzip)}`,
);
const total = sum(initial, 'gzip') + inlineGzip;
console.log('-'.repeat(80));
console.log(
  `${`total, ${initial.size} files + inline`.padEnd(58)} ${kb(sum(initial, 'raw') + Buffer.byteLength(inline))} ${kb(total)}`,
);

// Lazy chunks: each dynamic import target reachable from the initial graph (or from another lazy
// chunk), with what it adds on top of the initial files when it loads.
const lazyRoots = new Set<string>();
const queue = [...initial];
const visited = new Set<string>();
while (queue.length) {
  const file = queue.pop()!;
  if (visited.has(file)) continue;
  visited.add(file);
  for (const target of info(file).dynamics) {
    if (!initial.has(target) && existsSync(target)) lazyRoots.add(target);
  }
  for (const dep of closure(info(file).dynamics.filter(existsSync))) queue.push(dep);
}
if (lazyRoots.size) {
  console.log(`\nLazy chunks (loaded on navigation, not counted): what each adds over the initial files\n`);
  const lazy = [...lazyRoots].map((root) => ({ root, extra: closure([root], initial) }));
  lazy.sort((a, b) => sum(b.extra, 'gzip') - sum(a.extra, 'gzip'));
  for (const { root, extra } of lazy) {
    console.log(
      `${name(root).padEnd(58)} ${kb(sum(extra, 'raw'))} ${kb(sum(extra, 'gzip'))}  (${extra.size} file${extra.size === 1 ? '' : 's'})`,
    );
  }
  const allLazy = closure([...lazyRoots], initial);
  console.log(
    `${'all lazy chunks together'.padEnd(58)} ${kb(sum(allLazy, 'raw'))} ${kb(sum(allLazy, 'gzip'))}  (${allLazy.size} files)`,
  );
}

let pass = total <= BUDGET_KB * 1024;
console.log(`\nBudget: initial JS ≤ ${BUDGET_KB} KB gzip → ${(total / 1024).toFixed(1)} KB: ${pass ? 'PASS' : 'FAIL'}`);
for (const [route, budget] of Object.entries(ROUTE_BUDGETS_KB)) {
  const root = [...lazyRoots].find((f) => path.basename(f).startsWith(`${route}.`));
  if (!root) {
    console.log(`Budget: ${route} ≤ ${budget} KB gzip → no such lazy chunk: FAIL`);
    pass = false;
    continue;
  }
  const added = sum(closure([root], initial), 'gzip');
  const ok = added <= budget * 1024;
  pass &&= ok;
  console.log(`Budget: ${route} adds ≤ ${budget} KB gzip → ${(added / 1024).toFixed(1)} KB: ${ok ? 'PASS' : 'FAIL'}`);
}
console.log('');
process.exitCode = pass ? 0 : 1;
