// WhatsApp webhooks under load (issue 6): 500 signed POSTs a second for 60 s. Budgets:
// acknowledgement p99 ≤ 50 ms; every message processed exactly once (inbound conversation rows =
// distinct messages sent, although 1 % of the POSTs are repeats, as Meta's retries are); outbound
// sends never above 80 a second per number, measured where they arrive (the fake Graph server).
//
//   npx node bench/whatsapp-webhook.ts                                   embedded PostgreSQL in a temporary data dir
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx node bench/whatsapp-webhook.ts
//   npx node bench/whatsapp-webhook.ts --seconds 10 --rate 200           a quicker run
//   DATABASE_URL=… npx node bench/whatsapp-webhook.ts --worker-process  the job worker in its own process
//   npx node bench/whatsapp-webhook.ts --ack-only                        acknowledgements alone (no worker)
//
// How: the bench forks itself. The child is the server as `npm start` runs it (createDeps +
// createApp, the job worker in the same process), with the demo shop (default flow) and one more
// shop, each with a connected number ('manual' mode, own app secret sealed with secret-box) whose
// Graph calls go to a fake Graph server in the parent. The parent sends "Hi" from 2,000 customers
// per number at a fixed rate (open loop: a slow answer does not slow the sending, so latency is not
// hidden), each POST signed with the number's app secret; the engine answers each with the
// greeting and the menu (two sends). After the run it waits for the inbound queue to drain and
// counts. The outbound queue cannot drain in the same time (2 sends per message, 80 a second per
// number): the bench reports what reached the fake server and the fullest second per number.
import { fork } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startFakeGraph } from '../tests/fixtures/fake-graph.ts';

const BUDGET_P99_MS = 50;
const MAX_PER_SECOND = 80;
type Number_ = { phoneNumberId: string; appSecret: string };
type Ready = {
  type: 'ready';
  port: number;
  database: string;
  numbers: Number_[];
  databaseUrl?: string;
  secretKey: string;
};
type Counts = {
  type: 'counts';
  inboundRows: number;
  inboundOpen: number;
  inboundFailed: number;
  sendsDone: number;
  sendsOpen: number;
  logs: number;
};

if (process.argv.includes('--serve')) await serve();
else if (process.argv.includes('--work')) await work();
else await main();

// ---------------------------------------------------------------------------- separate worker (child, PostgreSQL only)

/** `--worker-process`: the job worker in a process of its own, as a busy install would run it (JOBS_WORKER=false on the web process). */
async function work(): Promise<void> {
  const { readEnv } = await import('../src/server/env.ts');
  const { createDeps } = await import('../src/server/runtime.ts');
  const { startJobWorkers } = await import('../src/server/job-handlers.ts');
  const env = readEnv({
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    APP_URL: 'http://127.0.0.1:4321',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'duka-wa-bench-w-')),
  });
  const deps = await createDeps(env);
  const worker = startJobWorkers(deps);
  process.on('message', (m: { type?: string }) => {
    if (m?.type === 'stop')
      void worker
        .stop()
        .then(() => deps.database.close())
        .then(() => process.exit(0));
  });
  process.send!({ type: 'working' });
}

// ---------------------------------------------------------------------------- server (child)

async function serve(): Promise<void> {
  const { serve: listen } = await import('@hono/node-server');
  const pg = (await import('pg')).default;
  const { sql } = await import('drizzle-orm');
  const { createApp } = await import('../src/server/app.ts');
  const { readEnv } = await import('../src/server/env.ts');
  const { createDeps } = await import('../src/server/runtime.ts');
  const { startJobWorkers } = await import('../src/server/job-handlers.ts');
  const { whatsappAccounts } = await import('../src/server/db/schema/whatsapp.ts');
  const { shops } = await import('../src/server/db/schema/shops.ts');
  const { seal } = await import('../src/server/whatsapp/secret-box.ts');
  const { signUp } = await import('../src/server/modules/auth/auth.service.ts');
  const { createShop } = await import('../src/server/modules/shop/shop.service.ts');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'duka-wa-bench-'));
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
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    APP_URL: 'http://127.0.0.1:4321',
    SECRET_KEY: randomBytes(32).toString('base64url'),
    WHATSAPP_GRAPH_URL: process.env.BENCH_GRAPH_URL,
  });
  const deps = await createDeps(env);
  const { db } = deps.database;
  const owner = await signUp(db, {
    name: 'Bench',
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    phone: '+255754123456',
    password: 'bench-password',
  });
  await createShop(db, owner.id, {
    shop_name: 'Bench Two',
    whatsapp_number: '+255754123456',
    category: 'home',
    address: '',
    default_language: 'sw',
    currency: 'TZS',
    listed: false,
  });
  const shopIds = (await db.select({ id: shops.id }).from(shops)).map((s) => s.id);
  const numbers: Number_[] = [];
  for (const [i, shopId] of shopIds.entries()) {
    const n = { phoneNumberId: `10900000000${i}`, appSecret: randomBytes(16).toString('hex') };
    await db.insert(whatsappAccounts).values({
      shopId,
      phoneNumberId: n.phoneNumberId,
      wabaId: `WABA${i}`,
      mode: 'manual',
      accessTokenEnc: seal(env.secretKey, `EAAG-bench-${i}`),
      appSecretEnc: seal(env.secretKey, n.appSecret),
    });
    numbers.push(n);
  }
  const app = createApp(deps);
  const worker = process.env.BENCH_NO_WORKER ? { stop: async () => {}, wake: () => {} } : startJobWorkers(deps);

  const server = await new Promise<{ server: ReturnType<typeof listen>; port: number }>((resolve) => {
    const s = listen({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server: s, port: info.port }),
    );
  });
  const count = async (): Promise<Counts> => {
    const one = async (q: ReturnType<typeof sql>) =>
      Number(((await db.execute(q)) as unknown as { rows: { n: number | string }[] }).rows[0]!.n);
    return {
      type: 'counts',
      inboundRows: await one(sql`select count(*) as n from conversation_messages where direction = 'in'`),
      inboundOpen: await one(
        sql`select count(*) as n from jobs where queue = 'whatsapp.inbound' and status in ('queued', 'running')`,
      ),
      inboundFailed: await one(
        sql`select count(*) as n from jobs where queue = 'whatsapp.inbound' and status = 'failed'`,
      ),
      sendsDone: await one(sql`select count(*) as n from jobs where queue = 'whatsapp.send' and status = 'done'`),
      sendsOpen: await one(
        sql`select count(*) as n from jobs where queue = 'whatsapp.send' and status in ('queued', 'running')`,
      ),
      logs: await one(sql`select count(*) as n from webhook_logs where direction = 'in'`),
    };
  };
  const stop = async () => {
    server.server.close();
    await Promise.race([worker.stop(), new Promise((r) => setTimeout(r, 3000))]);
    await deps.database.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (m: { type?: string }) => {
    if (m?.type === 'stop') void stop();
    if (m?.type === 'count') void count().then((c) => process.send!(c));
  });
  process.on('disconnect', () => void stop());
  process.send!({
    type: 'ready',
    port: server.port,
    database: deps.database.kind,
    numbers,
    databaseUrl,
    secretKey: env.secretKey,
  } satisfies Ready);
}

// ---------------------------------------------------------------------------- load (parent)

function body(phoneNumberId: string, from: string, wamid: string): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '255700000000', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Mteja' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: wamid,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: 'Hi' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '60' },
      rate: { type: 'string', default: '500' },
      'worker-process': { type: 'boolean', default: false },
      'ack-only': { type: 'boolean', default: false },
    },
  });
  const ackOnly = values['ack-only'];
  const seconds = Number(values.seconds);
  const rate = Number(values.rate);
  const separate = values['worker-process'] && Boolean(process.env.DATABASE_URL);
  const fake = await startFakeGraph();
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
    env: { ...process.env, BENCH_GRAPH_URL: fake.url, ...((separate || ackOnly) && { BENCH_NO_WORKER: '1' }) },
    execArgv: process.execArgv,
  });
  const ready = await new Promise<Ready>((resolve) => child.once('message', (m) => resolve(m as Ready)));
  let workerChild: ReturnType<typeof fork> | null = null;
  if (separate && !ackOnly) {
    workerChild = fork(new URL(import.meta.url).pathname, ['--work'], {
      env: {
        ...process.env,
        DATABASE_URL: ready.databaseUrl,
        SECRET_KEY: ready.secretKey,
        WHATSAPP_GRAPH_URL: fake.url,
      },
      execArgv: process.execArgv,
    });
    await new Promise((resolve) => workerChild!.once('message', resolve));
  }
  const ask = () =>
    new Promise<Counts>((resolve) => {
      child.once('message', (m) => resolve(m as Counts));
      child.send({ type: 'count' });
    });
  console.log(
    `${ready.database}: ${rate} signed POSTs/s for ${seconds} s to ${ready.numbers.length} numbers; job worker ${ackOnly ? 'off (acknowledgements only)' : separate ? 'in its own process' : 'in the web process'}`,
  );

  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const distinct = new Set<string>();
  const sentBodies: { raw: string; n: Number_ }[] = [];
  let inFlight = 0;
  let seq = 0;
  const post = (n: Number_, raw: string) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      inFlight++;
      const req = http.request(
        {
          agent,
          host: '127.0.0.1',
          port: ready.port,
          method: 'POST',
          path: '/webhooks/whatsapp',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(raw),
            'x-hub-signature-256': `sha256=${createHmac('sha256', n.appSecret).update(raw).digest('hex')}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
            inFlight--;
            resolve();
          });
        },
      );
      req.on('error', () => {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
        inFlight--;
        resolve();
      });
      req.end(raw);
    });

  const total = rate * seconds;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  // Open loop: every 10 ms, as many POSTs as the schedule says should have gone by now.
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
      while (seq < due) {
        const i = seq++;
        const n = ready.numbers[i % ready.numbers.length]!;
        // 1 % are repeats of an earlier POST (Meta's retries): acknowledged, processed once.
        if (i % 100 === 99 && sentBodies.length) {
          const again = sentBodies[Math.floor(Math.random() * sentBodies.length)]!;
          pending.push(post(again.n, again.raw));
          continue;
        }
        const wamid = `wamid.BENCH${i.toString(36).padStart(8, '0')}`;
        const from = `2557${String(10_000_000 + (i % (2000 * ready.numbers.length))).padStart(8, '0')}`;
        const raw = body(n.phoneNumberId, from, wamid);
        distinct.add(wamid);
        if (sentBodies.length < 5000) sentBodies.push({ raw, n });
        pending.push(post(n, raw));
      }
      if (seq >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  await Promise.all(pending);
  const sendSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `sent ${seq} POSTs (${distinct.size} distinct messages) in ${sendSeconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}; max in flight seen at end ${inFlight}`,
  );
  const p99 = percentile(latencies, 99);
  console.log(
    `acknowledgement: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms (budget p99 ≤ ${BUDGET_P99_MS} ms)`,
  );

  if (ackOnly) {
    const counts = await ask();
    console.log(
      `${counts.logs} webhook logs, ${counts.inboundOpen} inbound jobs queued for ${distinct.size} distinct messages (nothing processed: --ack-only)`,
    );
    console.log(`${p99 <= BUDGET_P99_MS ? 'PASS' : 'FAIL'} acknowledgement p99`);
    if (p99 > BUDGET_P99_MS) process.exitCode = 1;
    child.send({ type: 'stop' });
    await new Promise((r) => child.once('exit', r));
    await fake.close();
    agent.destroy();
    return;
  }
  // Drain the inbound queue (processing may trail the POSTs), then count.
  const drainStarted = performance.now();
  let counts = await ask();
  while (counts.inboundOpen > 0 && performance.now() - drainStarted < 600_000) {
    await new Promise((r) => setTimeout(r, 1000));
    counts = await ask();
  }
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  console.log(
    `inbound processed: ${counts.inboundRows} conversation rows for ${distinct.size} distinct messages, ${counts.inboundFailed} failed jobs, ${counts.logs} webhook logs; queue drained ${drainSeconds.toFixed(1)} s after the last POST`,
  );

  // Outbound pacing, measured at the fake Graph server: the fullest sliding second per number.
  for (const n of ready.numbers) {
    const times = fake
      .sends(n.phoneNumberId)
      .map((r) => r.at)
      .sort((a, b) => a - b);
    let worst = 0;
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i]! - times[j]! >= 1000) j++;
      worst = Math.max(worst, i - j + 1);
    }
    const span = times.length > 1 ? (times.at(-1)! - times[0]!) / 1000 : 0;
    console.log(
      `number ${n.phoneNumberId}: ${times.length} sends reached Graph over ${span.toFixed(1)} s (${span ? (times.length / span).toFixed(1) : 0}/s), fullest second ${worst} (limit ${MAX_PER_SECOND})`,
    );
    if (worst > MAX_PER_SECOND) process.exitCode = 1;
  }
  console.log(
    `send jobs: ${counts.sendsDone} done, ${counts.sendsOpen} still queued (expected: 2 per message at 80/s per number)`,
  );
  const exact = counts.inboundRows === distinct.size && counts.inboundFailed === 0;
  console.log(`${p99 <= BUDGET_P99_MS ? 'PASS' : 'FAIL'} acknowledgement p99; ${exact ? 'PASS' : 'FAIL'} exactly once`);
  if (p99 > BUDGET_P99_MS || !exact) process.exitCode = 1;
  if (workerChild) {
    workerChild.send({ type: 'stop' });
    await new Promise((r) => workerChild!.once('exit', r));
  }
  child.send({ type: 'stop' });
  await new Promise((r) => child.once('exit', r));
  await fake.close();
  agent.destroy();
}
