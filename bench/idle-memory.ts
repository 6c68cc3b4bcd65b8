// Idle memory of the server as `npm start` runs it, with its embedded database (issue 31): PSS of
// every process, and the Node process's own split (V8 heap, other anonymous memory, the node
// binary's pages, libraries). `npm start` runs the server bundled (scripts/build-server.ts); the
// same server from its TypeScript sources is measured first, for comparison. Idle means after the
// server's own idle trim (src/server/memory-trim.ts).
//
//   npx node bench/idle-memory.ts            budget ≤ 120 MB PSS (server + database), printed as PASS/FAIL
//
// PSS shares a page among every process that maps it. This bench is itself a Node process of the
// same binary, and so would take half of the node binary's pages off the server's figure (other
// Node processes on the machine, more). The budget is judged on the server alone: the binary's
// pages are counted whole (their RSS), as on a machine where the server is the only Node process.
// Run it on a quiet machine all the same.
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
// The command `npm run serve` runs (the bundle), so that the figure is the product's.
const serveArgs = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } }).scripts.serve
  .split(/\s+/)
  .slice(1);
const sourceArgs = ['--max-semi-space-size=16', 'src/server/index.ts'];

async function start(args: string[]): Promise<{ child: ChildProcess; trimmed: Promise<void> }> {
  const child = spawn(process.execPath, args, {
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
function split(pid: number): { kinds: Record<string, number>; binaryRssMb: number } {
  const kinds: Record<string, number> = {};
  let binaryRssMb = 0;
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
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && kind === 'node binary') binaryRssMb += Number(rss[1]) / 1024;
  }
  return { kinds, binaryRssMb };
}

async function measure(label: string, args: string[]): Promise<number> {
  const { child, trimmed } = await start(args);
  await Promise.race([trimmed, sleep(90_000)]);
  await sleep(2_000);
  const roots = [child.pid!, ...[postmasterOf(path.join(dataDir, 'postgres'))].filter((p): p is number => !!p)];
  const tree = treeMemory(roots);
  const node = tree.each.find((p) => p.pid === child.pid)!;
  const { kinds, binaryRssMb } = split(child.pid!);
  const binaryPssMb = kinds['node binary'] ?? 0;
  const alone = Math.round(tree.pssMb - binaryPssMb + binaryRssMb);
  console.log(`${label}: PSS ${tree.pssMb} MB (RSS ${tree.rssMb} MB), ${tree.processes} processes`);
  console.log(`  ${String(node.pssMb).padStart(4)} MB  the Node process:`);
  for (const [kind, mb] of Object.entries(kinds).sort((a, b) => b[1] - a[1]))
    console.log(`         ${mb.toFixed(1).padStart(6)} MB  ${kind}`);
  const database = tree.pssMb - node.pssMb;
  console.log(`  ${String(database).padStart(4)} MB  PostgreSQL (${tree.processes - 1} processes)`);
  console.log(
    `  alone: ${alone} MB (the node binary's ${binaryRssMb.toFixed(1)} MB counted whole, not the ${binaryPssMb.toFixed(1)} MB shared)`,
  );
  child.kill('SIGTERM');
  while (child.exitCode === null) await sleep(20);
  return alone;
}

try {
  await measure('from the TypeScript sources (src/server/index.ts, cold compile cache; for comparison)', sourceArgs);
  rmSync(dataDir, { recursive: true, force: true });
  // `npm start` builds the bundle before it serves it.
  const built = spawnSync(process.execPath, ['scripts/build-server.ts'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('scripts/build-server.ts failed');
  const alone = await measure('`npm start` (the bundle, build/server/serve.js)', serveArgs);
  console.log(alone <= BUDGET_MB ? `PASS: ${alone} MB ≤ ${BUDGET_MB} MB` : `FAIL: ${alone} MB > ${BUDGET_MB} MB`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
}
