// Throughput of `GET /api/user` with a valid session, as a ratio against a bare Hono route measured
// in the same run (budget: ratio ≥ 0.5).
//
// Run from the project root (no build needed):
//   npx node bench/api-user-throughput.ts                       embedded PostgreSQL in a temporary data dir
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx node bench/api-user-throughput.ts
//   npx node bench/api-user-throughput.ts --duration 10 --connections 50
// `npx node` runs Node 24 from node_modules (the `node` devDependency), which strips TypeScript
// types itself; plain `node` on this machine is v20 and cannot run .ts files.
//
// How: the bench forks itself. The child is the server process: the real app (createDeps +
// createApp, as `npm start` builds it, demo seed off) on one loopback port, and a bare
// `new Hono()` with one route on another port, both on @hono/node-server. The bare app is separate
// so the baseline has none of our middleware (request id, session, CSRF, cache headers): the ratio
// is then the whole cost of our stack per request. The parent is the load generator, in its own
// process so it does not steal the server's event loop: N keep-alive connections on raw sockets,
// each sending the next request as soon as the previous answer is complete, for a fixed time,
// one target after the other (never both at once). With DATABASE_URL set, the child creates a fresh
// database on that server and drops it at the end.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const BUDGET_RATIO = 0.5;

type Ready = { type: 'ready'; appPort: number; barePort: number; database: string };

if (process.argv.includes('--serve')) await serve();
else await main();

// ---------------------------------------------------------------------------- server (child)

async function serve(): Promise<void> {
  const { serve: listen } = await import('@hono/node-server');
  const { Hono } = await import('hono');
  const pg = (await import('pg')).default;
  const { createApp } = await import('../src/server/app.ts');
  const { readEnv } = await import('../src/server/env.ts');
  const { createDeps } = await import('../src/server/runtime.ts');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'duka-bench-'));
  let databaseUrl = process.env.DATABASE_URL;
  let dropDatabase = async () => {};
  if (databaseUrl) {
    const name = `bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(databaseUrl);
    target.pathname = `/${name}`;
    const adminUrl = databaseUrl;
    databaseUrl = target.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const env = readEnv({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    APP_URL: 'http://127.0.0.1:4321',
  });
  const deps = await createDeps(env);
  const app = createApp(deps);
  const bare = new Hono();
  bare.get('/bench/bare', (c) => c.json({ ok: true }));

  const listenOn = (fetch: (req: Request) => Response | Promise<Response>) =>
    new Promise<{ server: ReturnType<typeof listen>; port: number }>((resolve) => {
      const server = listen({ fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve({ server, port: info.port }));
    });
  const appServer = await listenOn(app.fetch);
  const bareServer = await listenOn(bare.fetch);

  const stop = async () => {
    appServer.server.close();
    bareServer.server.close();
    await deps.database.close();
    // pg-pool resolves end() before its sockets have closed; a forced drop would then kill them
    // and the pool would throw. A moment's wait lets them go quietly.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (m: { type?: string }) => void (m?.type === 'stop' && stop()));
  process.on('disconnect', () => void stop());
  process.send!({
    type: 'ready',
    appPort: appServer.port,
    barePort: bareServer.port,
    database: deps.database.kind,
  } satisfies Ready);
}

// ---------------------------------------------------------------------------- load (parent)

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '2' },
    },
  });
  const duration = Number(values.duration) * 1000;
  const connections = Number(values.connections);
  const warmup = Number(values.warmup) * 1000;

  const child = fork(import.meta.filename, ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
  });
  try {
    const cookie = await signUp(ready.appPort);
    const targets: { name: string; port: number; path: string; headers: Record<string, string> }[] = [
      { name: 'bare Hono route  GET /bench/bare', port: ready.barePort, path: '/bench/bare', headers: {} },
      { name: 'session user     GET /api/user', port: ready.appPort, path: '/api/user', headers: { cookie } },
    ];
    const check = await fetch(`http://127.0.0.1:${ready.appPort}/api/user`, { headers: { cookie } });
    if (check.status !== 200) throw new Error(`GET /api/user answered ${check.status} with the session`);

    console.log(
      `\nGET /api/user vs bare Hono: database ${ready.database}, ${connections} connections, ${duration / 1000} s each after ${warmup / 1000} s warm-up, loopback`,
    );
    console.log(
      `server process: Node ${process.version}, ${(await import('node:os')).cpus().length} CPUs shared with this load generator\n`,
    );
    const results = [];
    for (const target of targets) {
      await load(target.port, target.path, target.headers, connections, warmup);
      const result = await load(target.port, target.path, target.headers, connections, duration);
      results.push({ ...target, ...result });
    }
    console.log(
      `${'target'.padEnd(36)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`,
    );
    for (const r of results) {
      console.log(
        `${r.name.padEnd(36)} ${r.rps.toFixed(0).padStart(9)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${String(r.errors).padStart(8)}`,
      );
    }
    const ratio = results[1]!.rps / results[0]!.rps;
    const pass = ratio >= BUDGET_RATIO && results.every((r) => r.errors === 0);
    console.log(
      `\nratio /api/user ÷ bare = ${ratio.toFixed(3)}   budget ≥ ${BUDGET_RATIO}: ${pass ? 'PASS' : 'FAIL'}\n`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    await stopChild(child);
  }
}

async function signUp(port: number): Promise<string> {
  const base = `http://127.0.0.1:${port}`;
  const headers = { origin: 'http://127.0.0.1:4321', 'content-type': 'application/json' };
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench Owner', email, phone: '0754123456', password: 'correct horse battery' }),
  });
  if (res.status !== 201) throw new Error(`signup answered ${res.status}: ${await res.text()}`);
  const sid = res.headers
    .getSetCookie()
    .map((h) => h.split(';')[0]!)
    .find((v) => v.startsWith('sid='));
  if (!sid) throw new Error('signup set no session cookie');
  // A merchant with a shop, as the dashboard calls it: the session also loads the membership.
  const shop = await fetch(`${base}/api/shop`, {
    method: 'POST',
    headers: { ...headers, cookie: sid },
    body: JSON.stringify({ shop_name: 'Bench Shop', whatsapp_number: '0712345678', category: 'clothing_accessories' }),
  });
  if (shop.status !== 201) throw new Error(`shop answered ${shop.status}: ${await shop.text()}`);
  return sid;
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send({ type: 'stop' });
  });
}

/**
 * A small autocannon: `connections` keep-alive sockets, one request in flight on each, for `ms`.
 * Raw sockets rather than fetch or http.Agent, so the load generator is not the bottleneck.
 */
async function load(port: number, urlPath: string, headers: Record<string, string>, connections: number, ms: number) {
  const head = [
    `GET ${urlPath} HTTP/1.1`,
    `host: 127.0.0.1:${port}`,
    'connection: keep-alive',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  const request = Buffer.from(head.join('\r\n') + '\r\n\r\n');
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + ms;

  const runConnection = () =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setNoDelay(true);
      let buffer = Buffer.alloc(0);
      let sentAt = 0;
      const send = () => {
        if (performance.now() >= deadline) {
          socket.end();
          return resolve();
        }
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on('connect', send);
      socket.on('error', reject);
      socket.on('data', (chunk) => {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        for (;;) {
          const end = buffer.indexOf('\r\n\r\n');
          if (end < 0) return;
          const headText = buffer.subarray(0, end).toString('latin1');
          const status = Number(headText.slice(9, 12));
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(headText);
          let total: number;
          if (length) {
            total = end + 4 + Number(length[1]);
          } else if (/\r\ntransfer-encoding:\s*chunked/i.test(headText)) {
            const last = buffer.indexOf('\r\n0\r\n\r\n', end);
            if (last < 0) return;
            total = last + 7;
          } else {
            return reject(new Error(`response without length: ${headText}`));
          }
          if (buffer.length < total) return;
          buffer = buffer.subarray(total);
          latencies.push(performance.now() - sentAt);
          if (status < 200 || status >= 300) errors++;
          send();
        }
      });
    });

  await Promise.all(Array.from({ length: connections }, runConnection));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? NaN;
  return { requests: latencies.length, rps: latencies.length / elapsed, p50: pct(50), p99: pct(99), errors };
}
