// The Playwright journeys against two app processes sharing one PostgreSQL, behind a proxy that
// sends each request to the other process in turn (E2E_CLUSTER=1 npx playwright test). Whatever a
// process keeps only in its own memory and should not (a session, a chat's state, a job, a live
// update, a cache that outlives a change) then shows up as a failed journey.
//
// The database: embedded PostgreSQL in DATA_DIR (as `npm start`), or the server of DATABASE_URL
// (a fresh database on it, dropped at the end). Both processes run the job worker.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { clearLeftover, startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';

const port = Number(process.env.PORT ?? 4391);
const dataDir = path.resolve(process.env.DATA_DIR ?? '.e2e-data');
await clearLeftover(path.join(dataDir, 'postgres'));
rmSync(dataDir, { recursive: true, force: true });

let databaseUrl: string;
let stopDatabase: () => Promise<void>;
if (process.env.DATABASE_URL) {
  const name = `e2e_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  stopDatabase = () => admin(`drop database if exists ${name} with (force)`);
} else {
  const cluster = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres') });
  databaseUrl = cluster.url();
  stopDatabase = cluster.stop;
}

// One secret for both, as several processes behind a load balancer must share (README).
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  SECRET_KEY: randomBytes(32).toString('base64url'),
  // The operator journey signs in as the demo's operator (tests/e2e/operator.spec.ts).
  OPERATOR_EMAILS: process.env.OPERATOR_EMAILS ?? 'operator@duka.chat',
};
const backends = [port + 1, port + 2];
const children: ChildProcess[] = [];

async function startApp(appPort: number): Promise<void> {
  const child = spawn(process.execPath, ['--max-semi-space-size=16', 'build/server/serve.js'], {
    stdio: 'inherit',
    env: { ...env, PORT: String(appPort) },
  });
  children.push(child);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app on ${appPort} exited (${child.exitCode})`);
    if (
      await fetch(`http://127.0.0.1:${appPort}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
// One after the other: the first applies the migrations and seeds the demo shop.
// Both run the server as `npm start` does: the bundle (scripts/build-server.ts), built once here.
await import('./build-server.ts');
for (const appPort of backends) await startApp(appPort);

let turn = 0;
const proxy = http.createServer((req, res) => {
  const target = backends[turn++ % backends.length]!;
  const upstream = http.request(
    { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
  // A client that goes away (a closed tab's live stream) closes its upstream too, as a real proxy
  // does: otherwise the app keeps the stream open and a person's tabs run into the stream cap.
  res.on('close', () => upstream.destroy());
});
proxy.listen(port, () => console.log(`e2e cluster: proxy on ${port} → app processes on ${backends.join(', ')}`));

async function stop(): Promise<void> {
  proxy.close();
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve)))),
  );
  await stopDatabase();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
