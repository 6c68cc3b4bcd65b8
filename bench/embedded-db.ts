// The embedded database as `npm start` runs it (issue 12, docs/decisions/0010): start time, memory
// idle and under load (every process counted), merchant orders from parallel clients while long
// transactions (CSV imports of 5,000 products) keep running across any upkeep the database does,
// how many acknowledged orders were flushed to disk (fsync) before their answer, and a kill -9 of
// everything in the middle of the load.
//
//   npx node bench/embedded-db.ts                        60 s, 8 order clients
//   npx node bench/embedded-db.ts --seconds 10 --clients 4
//
// The same run against PGlite, the embedded database before this one, is in
// docs/decisions/figures/0010-edb-pglite.txt (measured at the commit that replaced it).
//
// Budgets (issue 12): 0 × 5xx; ≤ 300 MB idle, ≤ 500 MB under load (PSS, all processes); nothing
// acknowledged lost on kill -9; every acknowledged order on disk before its answer.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { postmasterOf, treeMemory, treeThreads } from './process-memory.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '8' },
    port: { type: 'string', default: '4471' },
  },
});
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'duka-embedded-bench-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (xs: number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! : NaN;

// The server as `npm start` runs it: bundled (scripts/build-server.ts, decision 0056).
if (spawnSync(process.execPath, ['scripts/build-server.ts'], { stdio: 'inherit' }).status !== 0)
  throw new Error('scripts/build-server.ts failed');

function startServer(): { child: ChildProcess; ready: Promise<number> } {
  const started = performance.now();
  const child = spawn(process.execPath, ['--max-semi-space-size=16', 'build/server/serve.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'true',
      APP_URL: BASE,
    },
  });
  const ready = (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
      const ok = await fetch(`${BASE}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await sleep(20);
    }
  })();
  return { child, ready };
}

// The database runs in its own process group, but as the server's child: both trees are counted.
const roots = (child: ChildProcess) => [
  child.pid!,
  ...[postmasterOf(path.join(dataDir, 'postgres'))].filter((p): p is number => !!p),
];
const memory = (child: ChildProcess) => treeMemory(roots(child));

async function stopServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  while (child.exitCode === null) await sleep(20);
}

let ip = 0;
async function call(
  method: string,
  url: string,
  cookie: string,
  body?: unknown,
  type = 'application/json',
): Promise<Response> {
  return fetch(`${BASE}${url}`, {
    method,
    headers: { origin: BASE, cookie, 'content-type': type, 'x-forwarded-for': `10.9.${(ip = (ip + 1) % 250)}.${ip}` },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function signIn(): Promise<string> {
  const res = await call('POST', '/api/auth/login', '', { email: 'demo@duka.chat', password: 'demo12345' });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;
}

function csv(round: number): string {
  const rows = ['sku,name,category,price,stock'];
  for (let i = 0; i < 5000; i++) rows.push(`BENCH-${i},Bench product ${i} r${round},home,${1000 + i},1000000`);
  return rows.join('\n');
}

type Load = {
  acknowledged: string[];
  statuses: Map<number, number>;
  latencies: number[];
  imports: { ok: number; failed: number; ms: number[] };
  peak: { pssMb: number; rssMb: number };
};

/** `clients` parallel merchants placing orders for `seconds`, and one CSV import after another. */
async function load(
  child: ChildProcess,
  cookie: string,
  productId: string,
  seconds: number,
  stopAt?: () => boolean,
): Promise<Load> {
  const result: Load = {
    acknowledged: [],
    statuses: new Map(),
    latencies: [],
    imports: { ok: 0, failed: 0, ms: [] },
    peak: { pssMb: 0, rssMb: 0 },
  };
  const end = Date.now() + seconds * 1000;
  const running = () => Date.now() < end && !stopAt?.();
  const sampler = setInterval(() => {
    const m = memory(child);
    result.peak = { pssMb: Math.max(result.peak.pssMb, m.pssMb), rssMb: Math.max(result.peak.rssMb, m.rssMb) };
  }, 1000);
  const orders = Array.from({ length: CLIENTS }, async (_, client) => {
    while (running()) {
      const started = performance.now();
      try {
        const res = await call('POST', '/api/orders', cookie, {
          customer: {
            phone: `07541${String(client).padStart(2, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`,
            name: 'Bench',
          },
          lines: [{ product_id: productId, quantity: 1 }],
        });
        result.statuses.set(res.status, (result.statuses.get(res.status) ?? 0) + 1);
        const body = (await res.json()) as { id?: string };
        if (res.status === 201 && body.id) {
          result.acknowledged.push(body.id);
          result.latencies.push(performance.now() - started);
        }
      } catch {
        result.statuses.set(0, (result.statuses.get(0) ?? 0) + 1); // connection lost (the kill)
      }
    }
  });
  const imports = (async () => {
    for (let round = 0; running(); round++) {
      const started = performance.now();
      const res = await call('POST', '/api/products/import', cookie, csv(round), 'text/csv').catch(() => null);
      if (res?.ok) result.imports.ok++;
      else result.imports.failed++;
      result.imports.ms.push(performance.now() - started);
      await res?.arrayBuffer();
    }
  })();
  await Promise.all([...orders, imports]);
  clearInterval(sampler);
  return result;
}

/** fsync/fdatasync calls of the server and its database while `n` orders are placed one by one. */
function syncsDuring(
  child: ChildProcess,
  cookie: string,
  productId: string,
  n: number,
): Promise<{ orders: number; syncs: number }> {
  return new Promise((resolve) => {
    const pids = treeThreads(roots(child)).flatMap((p) => ['-p', String(p)]);
    const tracer = spawn('strace', ['-f', '-c', '-e', 'trace=fsync,fdatasync,sync_file_range,msync', ...pids], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let report = '';
    tracer.stderr.on('data', (d) => (report += d));
    void (async () => {
      await sleep(1000);
      let orders = 0;
      for (let i = 0; i < n; i++) {
        const res = await call('POST', '/api/orders', cookie, { lines: [{ product_id: productId, quantity: 1 }] });
        if (res.status === 201) orders++;
        await res.arrayBuffer();
      }
      await sleep(200);
      tracer.kill('SIGINT');
      tracer.on('close', () => {
        const syncs = [
          ...report.matchAll(
            /^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(?:\d+\s+)?(fsync|fdatasync|sync_file_range|msync)$/gm,
          ),
        ].reduce((s, m) => s + Number(m[1]), 0);
        resolve({ orders, syncs });
      });
    })();
  });
}

async function main(): Promise<void> {
  console.log(`embedded PostgreSQL, ${CLIENTS} order clients + CSV imports for ${SECONDS} s, data in ${dataDir}`);
  let server = startServer();
  const cold = await server.ready;
  await stopServer(server.child);
  server = startServer();
  const warm = await server.ready;
  console.log(
    `start: first (creates the database, migrations, demo shop) ${cold.toFixed(0)} ms; again ${warm.toFixed(0)} ms`,
  );
  await sleep(10_000);
  const idle = memory(server.child);
  console.log(`idle memory 10 s after start: PSS ${idle.pssMb} MB, RSS ${idle.rssMb} MB, ${idle.processes} processes`);
  for (const p of idle.each) console.log(`  ${String(p.pssMb).padStart(4)} MB  ${p.command}`);

  const cookie = await signIn();
  // A product without stock tracking, so that every order of the run can succeed.
  const product = (await (
    await call('POST', '/api/products', cookie, {
      name: 'Bench chai',
      price: 1500,
      category: 'food_beverages',
      track_inventory: false,
    })
  ).json()) as { id: string };

  const run = await load(server.child, cookie, product.id, SECONDS);
  const fivexx = [...run.statuses].filter(([s]) => s >= 500 || s === 0).reduce((n, [, c]) => n + c, 0);
  console.log(
    `orders: ${run.acknowledged.length} acknowledged, answers ${JSON.stringify(Object.fromEntries(run.statuses))}, p50 ${pct(run.latencies, 50).toFixed(1)} ms, p99 ${pct(run.latencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `CSV imports (5,000 rows, one transaction each): ${run.imports.ok} ok, ${run.imports.failed} failed, p50 ${pct(run.imports.ms, 50).toFixed(0)} ms, max ${Math.max(...run.imports.ms).toFixed(0)} ms`,
  );
  console.log(`memory under load (peak): PSS ${run.peak.pssMb} MB, RSS ${run.peak.rssMb} MB`);

  const synced = await syncsDuring(server.child, cookie, product.id, 200);
  console.log(
    `durability: ${synced.syncs} fsync/fdatasync calls while ${synced.orders} orders were acknowledged one by one`,
  );

  // kill -9 of the server and its database in the middle of the load, then a restart.
  const victims = roots(server.child);
  let killed = false;
  const crashLoad = load(server.child, cookie, product.id, 30, () => killed);
  await sleep(3000);
  for (const pid of victims) process.kill(pid, 'SIGKILL');
  killed = true;
  const crashed = await crashLoad;
  server = startServer();
  await server.ready;
  const cookie2 = await signIn();
  let missing = 0;
  for (const id of crashed.acknowledged) {
    const res = await call('GET', `/api/orders/${id}`, cookie2);
    if (res.status !== 200) missing++;
    await res.arrayBuffer();
  }
  console.log(
    `kill -9 under load: ${crashed.acknowledged.length} orders acknowledged before the kill, ${missing} missing after the restart`,
  );
  await stopServer(server.child);

  const pass =
    fivexx === 0 &&
    run.imports.failed === 0 &&
    idle.pssMb <= 300 &&
    run.peak.pssMb <= 500 &&
    missing === 0 &&
    synced.syncs >= 1;
  console.log(
    pass
      ? 'PASS'
      : `FAIL (5xx ${fivexx}, failed imports ${run.imports.failed}, idle ${idle.pssMb} MB, load ${run.peak.pssMb} MB, lost ${missing}, syncs ${synced.syncs})`,
  );
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(pass ? 0 : 1);
}

if (spawnSync('strace', ['-V']).status !== 0)
  console.warn('strace not found: the durability line will read 0 (apt-get install strace)');
await main();
