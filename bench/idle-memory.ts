// Idle memory of the server as `npm start` runs it, with its embedded database (issue 31): PSS of
// every process, and the Node process's own split (V8 heap, other anonymous memory, the node
// binary's pages, libraries), as `npm start` runs it (compile cache warmed first) and, for
// comparison, on a cold cache (Node strips the TypeScript itself). Idle means after the server's
// own idle trim (src/server/memory-trim.ts).
//
//   npx node bench/idle-memory.ts            budget ≤ 120 MB PSS (server + database), printed as PASS/FAIL
//
// Run it on a quiet machine: PSS shares a page among every process that maps it, so other Node
// processes running at the same time make the server look smaller than it is.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postmasterOf, treeMemory } from './process-memory.ts';

const BUDGET_MB = 120;
const PORT = 4473;
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'duka-idle-memory-'));
const cacheDir = mkdtempSync(path.join(tmpdir(), 'duka-compile-cache-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// The command `npm run serve` runs, so that the figure is the product's.
const serveArgs = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } }).scripts.serve
  .split(/\s+/)
  .slice(1);

async function start(): Promise<{ child: ChildProcess; trimmed: Promise<void> }> {
  const child = spawn(process.execPath, serveArgs, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      APP_URL: BASE,
      NODE_COMPILE_CACHE: cacheDir,
    },
  });
  let out = '';
  const trimmed = new Promise<void>((resolve) =>
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('memory given back while idle')) resolve();
    }),
  );
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    if (
      await fetch(`${BASE}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, trimmed };
    await sleep(50);
  }
}

/** The Node process's resident memory by kind, from /proc/<pid>/smaps (PSS, MB). */
function split(pid: number): Record<string, number> {
  const kinds: Record<string, number> = {};
  let kind = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const map = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (map) {
      const file = map[3]!;
      const size = parseInt(map[2]!, 16) - parseInt(map[1]!, 16);
      kind = file.endsWith('/bin/node')
        ? 'node binary'
        : file === '[heap]'
          ? 'malloc (brk)'
          : file === ''
            ? size === 256 * 1024
              ? 'V8 heap pages'
              : 'other anonymous'
            : file.startsWith('[')
              ? 'other anonymous'
              : 'libraries and files';
      continue;
    }
    const pss = /^Pss:\s+(\d+) kB/.exec(line);
    if (pss) kinds[kind] = (kinds[kind] ?? 0) + Number(pss[1]) / 1024;
  }
  return kinds;
}

async function measure(label: string): Promise<number> {
  const { child, trimmed } = await start();
  await Promise.race([trimmed, sleep(90_000)]);
  await sleep(2_000);
  const roots = [child.pid!, ...[postmasterOf(path.join(dataDir, 'postgres'))].filter((p): p is number => !!p)];
  const tree = treeMemory(roots);
  console.log(`${label}: PSS ${tree.pssMb} MB (RSS ${tree.rssMb} MB), ${tree.processes} processes`);
  const node = tree.each.find((p) => p.pid === child.pid)!;
  console.log(`  ${String(node.pssMb).padStart(4)} MB  the Node process:`);
  for (const [kind, mb] of Object.entries(split(child.pid!)).sort((a, b) => b[1] - a[1]))
    console.log(`         ${mb.toFixed(1).padStart(6)} MB  ${kind}`);
  const database = tree.pssMb - node.pssMb;
  console.log(`  ${String(database).padStart(4)} MB  PostgreSQL (${tree.processes - 1} processes)`);
  child.kill('SIGTERM');
  while (child.exitCode === null) await sleep(20);
  return tree.pssMb;
}

try {
  await measure('`npm run serve` on a cold compile cache (for comparison)');
  rmSync(cacheDir, { recursive: true, force: true });
  // `npm start` warms the cache before it serves (scripts/warm-compile-cache.ts).
  spawnSync(process.execPath, ['scripts/warm-compile-cache.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_COMPILE_CACHE: cacheDir },
  });
  const started = await measure('`npm start` (compile cache warmed first)');
  console.log(started <= BUDGET_MB ? `PASS: ≤ ${BUDGET_MB} MB` : `FAIL: ${started} MB > ${BUDGET_MB} MB`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
}
