// Gzip sizes of the standalone widget (src/widget): the loader every host page downloads
// (/widget.js, budget ≤ 6 KB) and the chunks fetched on first open or when the page is idle
// (budget ≤ 40 KB together). Run from the project root:
//   npx node bench/widget-size.ts            (builds into a temporary folder first)
//   npx node bench/widget-size.ts --dist dist/widget   (measures an existing build)
// Exit code 1 when a budget fails.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildWidget } from '../src/widget/build.ts';

const LOADER_BUDGET_KB = 6;
const CHUNKS_BUDGET_KB = 40;

const { values } = parseArgs({ options: { dist: { type: 'string' } } });
const temp = values.dist ? null : mkdtempSync(path.join(tmpdir(), 'widget-size-'));
const dir = values.dist ? path.resolve(values.dist) : temp!;
if (temp) await buildWidget(temp);

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const loader = gz(path.join(dir, 'widget.js'));
const chunks = readdirSync(path.join(dir, 'chunks')).map((name) => ({
  name,
  size: gz(path.join(dir, 'chunks', name)),
}));
const total = chunks.reduce((sum, c) => sum + c.size, 0);

console.log(`widget.js (loader)      ${kb(loader).padStart(9)}   budget ${LOADER_BUDGET_KB} KB`);
for (const c of chunks) console.log(`  chunks/${c.name.padEnd(24)} ${kb(c.size).padStart(9)}`);
console.log(`chunks together         ${kb(total).padStart(9)}   budget ${CHUNKS_BUDGET_KB} KB`);
if (temp) rmSync(temp, { recursive: true, force: true });

const failures = [
  loader > LOADER_BUDGET_KB * 1024 && `loader ${kb(loader)} > ${LOADER_BUDGET_KB} KB`,
  total > CHUNKS_BUDGET_KB * 1024 && `chunks ${kb(total)} > ${CHUNKS_BUDGET_KB} KB`,
].filter(Boolean);
if (failures.length) {
  console.error(`Budget failed: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('Budgets met.');
