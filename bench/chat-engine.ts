// The chat engine under load: 500 widget conversations, each sending one message a second, for
// 60 s (issue 5's budget: server time from request to reply p99 ≤ 30 ms, no errors).
//
// Run from the project root (no build needed):
//   npx node bench/chat-engine.ts                                    embedded PostgreSQL in a temporary data dir
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx node bench/chat-engine.ts
//   npx node bench/chat-engine.ts --seconds 10 --conversations 200   a quicker run
//   npx node bench/chat-engine.ts --warmup 0                         measure from a cold start
//   BENCH_WINDOW_MS=500 …                                            p99 per half second
//   BENCH_NODE_ARGS='--trace-gc' …                                   Node flags for the server process
//   npx node bench/chat-engine.ts --knowledge 10000                   with 10,000 knowledge passages in the
//                                                                    demo shop and every 6th message a
//                                                                    free-text question (issue 30)
//   npx node bench/chat-engine.ts --campaign 20000 --rate 500         while the same server sends an SMS
//                                                                    campaign (issue 27): its worker sends
//                                                                    to Beem's fake in its own process
//
// How: the bench forks itself. The child is the server: the real app (createDeps + createApp as
// `npm start` builds it) with the demo shop seeded (bot 'demo', the default flow, 8 products), on
// one loopback port, TRUST_PROXY on so each conversation can come from its own address (as real
// customers do; the per-address limit would otherwise see one sender). The parent drives the
// conversations through the public bot API like customers tapping through the default flow:
// greeting → menu → product list → product → size / add-on → quantity → basket → add more or
// checkout (which makes a checkout link) → menu … Every conversation sends its next message one
// second after the previous one was sent (or as soon as the answer came, if that took longer).
//
// Server time is measured inside the server process around app.fetch (from the parsed request to
// the finished reply: middleware, validation, rate limits, the whole engine transaction, waiting
// for a database connection included); the child sends the figures to the parent at the end. No
// Server-Timing header: one more header takes @hono/node-server off its fast path (decision 0004).
// Client time is the loopback round trip measured here, which adds HTTP parsing, time queued
// before the event loop takes the request, and the load generator's own delay.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BotAction } from '../src/lib/chat/bot-reply.ts';
import http from 'node:http';
import { treeMemory } from './process-memory.ts';

const BUDGET_P99_MS = 30;
type Ready = { type: 'ready'; port: number; database: string };

if (process.argv.includes('--serve')) await serve();
else await main();

// ---------------------------------------------------------------------------- server (child)

async function serve(): Promise<void> {
  const { serve: listen } = await import('@hono/node-server');
  const pg = (await import('pg')).default;
  const { createApp } = await import('../src/server/app.ts');
  const { readEnv } = await import('../src/server/env.ts');
  const { createDeps } = await import('../src/server/runtime.ts');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'duka-chat-bench-'));
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
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    APP_URL: 'http://127.0.0.1:4321',
    SECRET_KEY: randomBytes(32).toString('base64url'),
  });
  const deps = await createDeps(env);
  const app = createApp(deps);
  const campaign = process.env.BENCH_CAMPAIGN ? await benchCampaign(deps) : null;
  if (process.env.BENCH_KNOWLEDGE) {
    const { sql } = await import('drizzle-orm');
    const { benchPassages } = await import('./knowledge-questions.ts');
    const { seedKnowledge } = await import('../src/server/test/knowledge-kit.ts');
    const found = (await deps.database.db.execute(sql`select shop_id from bots where id = 'demo'`)) as unknown as {
      rows: { shop_id: string }[];
    };
    const started = performance.now();
    await seedKnowledge(deps.database.db, found.rows[0]!.shop_id, benchPassages(Number(process.env.BENCH_KNOWLEDGE)));
    console.log(
      `knowledge: ${process.env.BENCH_KNOWLEDGE} passages seeded in the demo shop (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  const timings: number[] = [];
  const startedAt: number[] = [];
  // The server thread's own stalls (GC, a long task), to tell them from waits for the database.
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const stalls: { at: number; maxMs: number }[] = [];
  setInterval(() => {
    stalls.push({ at: performance.now(), maxMs: loopDelay.max / 1e6 });
    loopDelay.reset();
  }, 500).unref();
  const timed = async (request: Request, ...rest: unknown[]) => {
    const started = performance.now();
    const response = await (app.fetch as (r: Request, ...x: unknown[]) => Response | Promise<Response>)(
      request,
      ...rest,
    );
    if (request.method === 'POST') {
      timings.push(performance.now() - started);
      startedAt.push(started);
    }
    return response;
  };
  const server = await new Promise<{ server: ReturnType<typeof listen>; port: number }>((resolve) => {
    const s = listen({ fetch: timed, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server: s, port: info.port }),
    );
  });
  // Keep-alive longer than any wait of a conversation between two messages, as behind a proxy;
  // Node's 5 s default would close sockets the load generator is about to reuse (ECONNRESET).
  (server.server as unknown as { keepAliveTimeout: number }).keepAliveTimeout = 65_000;
  const stop = async () => {
    if (campaign) process.exit(0);
    server.server.close();
    await deps.database.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (m: { type?: string }) => {
    if (m?.type === 'timings')
      void (campaign?.state() ?? Promise.resolve(null)).then((sending) =>
        process.send!({ type: 'timings', values: timings, startedAt, stalls, sending }),
      );
    if (m?.type === 'reset') {
      void campaign?.start();
      process.send!({ type: 'reset', values: timings.splice(0) });
      startedAt.length = 0;
    }
    if (m?.type === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  process.send!({ type: 'ready', port: server.port, database: deps.database.kind } satisfies Ready);
}

/**
 * The campaign of --campaign: recipients in the demo shop (the shop the conversations talk to), sent
 * by this server's own job worker (the campaign and sms queues, as `npm start` runs them) once the
 * warm-up is over.
 */
async function benchCampaign(deps: Awaited<ReturnType<typeof import('../src/server/runtime.ts').createDeps>>) {
  const { sql } = await import('drizzle-orm');
  const { seedBenchCampaign } = await import('./campaign-setup.ts');
  const { startCampaign } = await import('../src/server/flows/campaign-send/send.ts');
  const { startWorker } = await import('../src/server/jobs/worker.ts');
  const { jobHandlers } = await import('../src/server/job-handlers.ts');
  const db = deps.database.db;
  const rows = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: any[] }).rows;
  const [shop] = await rows(sql`select shop_id from bots where id = 'demo'`);
  const shopId = shop.shop_id as string;
  const campaignId = await seedBenchCampaign(db, deps.env, shopId, {
    recipients: Number(process.env.BENCH_CAMPAIGN),
    rate: Number(process.env.BENCH_RATE),
  });
  let worker: ReturnType<typeof startWorker> | null = null;
  return {
    start: async () => {
      await startCampaign(db, shopId, campaignId);
      worker = startWorker(deps, jobHandlers, {
        queues: ['campaigns.start', 'campaigns.send', 'sms.sweep'],
        pollMs: 50,
      });
    },
    // A runner mid-chunk keeps going until its next statement: the process exits without waiting.
    stop: () => void worker?.stop().catch(() => {}),
    state: async () => {
      const [c] = await rows(sql`select status, started_at, finished_at from campaigns where id = ${campaignId}::uuid`);
      const [n] = await rows(sql`select count(*) filter (where status not in ('queued', 'sending'))::int as done,
        count(*)::int as total from campaign_recipients where campaign_id = ${campaignId}::uuid`);
      return { status: c.status as string, done: n.done as number, total: n.total as number };
    },
  };
}

// ---------------------------------------------------------------------------- load (parent)

type Reply = { actions: BotAction[]; next_state: string | null };

/** The ids of the reply's buttons and rows. */
function offered(reply: Reply): string[] {
  return reply.actions.flatMap((a) =>
    'send_reply_button' in a
      ? a.send_reply_button.action.buttons.map((b) => b.reply.id)
      : 'send_button' in a
        ? a.send_button.action.sections.flatMap((s) => s.rows.map((r) => r.id))
        : [],
  );
}

/** What a customer taps next: mostly onwards through the catalogue, now and then checkout or the menu. */
function nextMessage(
  reply: Reply | null,
  turn: number,
  question: (() => string) | null,
): { message: string; message_type: 'text' | 'interactive' } {
  if (!reply || turn % 17 === 0) return { message: turn % 2 ? 'habari' : 'menu', message_type: 'text' };
  // --knowledge: every 6th message is a question typed instead of a tap (the shop-wide fallback).
  if (question && turn % 6 === 3) return { message: question(), message_type: 'text' };
  const ids = offered(reply);
  const pick = (test: (id: string) => boolean) => ids.filter(test)[Math.floor(Math.random() * ids.filter(test).length)];
  const id =
    pick((i) => i === 'q:menu:browse') ??
    (ids.some((i) => i.endsWith(':checkout'))
      ? turn % 5 === 0
        ? pick((i) => i.endsWith(':checkout'))
        : pick((i) => i.endsWith(':addmore'))
      : undefined) ??
    pick((i) => /:(p|v|a|q):/.test(i) || i.endsWith(':add'));
  return id ? { message: id, message_type: 'interactive' } : { message: 'menu', message_type: 'text' };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '60' },
      conversations: { type: 'string', default: '500' },
      warmup: { type: 'string', default: '10' },
      campaign: { type: 'string', default: '0' },
      rate: { type: 'string', default: '500' },
      knowledge: { type: 'string', default: '0' },
    },
  });
  const knowledge = Number(values.knowledge);
  const { benchQuestion } = await import('./knowledge-questions.ts');
  const campaignSize = Number(values.campaign);
  const beem = campaignSize > 0 ? await (await import('./fake-beem-process.ts')).startBeemProcess() : null;
  const seconds = Number(values.seconds);
  const warmup = Number(values.warmup);
  const conversations = Number(values.conversations);

  const child = fork(import.meta.filename, ['--serve'], {
    execArgv: [
      '--max-semi-space-size=16',
      ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : []),
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      ...(knowledge > 0 && { BENCH_KNOWLEDGE: String(knowledge) }),
      ...(beem && {
        BENCH_CAMPAIGN: String(campaignSize),
        BENCH_RATE: values.rate,
        BEEM_BASE_URL: beem.url,
        BEEM_DLR_BASE_URL: beem.url,
      }),
    },
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: conversations });
  const client: number[] = [];
  const errors = new Map<string, number>();
  let turnsDone = 0;

  const send = async (i: number, body: Record<string, unknown>) => {
    const started = performance.now();
    const payload = JSON.stringify(body);
    const res = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: ready.port,
          path: '/plugin/conversation/demo',
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    }).catch((error: Error) => ({ status: 0, text: error.message }));
    const text = res.text;
    const took = performance.now() - started;
    if (res.status !== 200) {
      const key = `${res.status} ${text.slice(0, 80)}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
      return null;
    }
    client.push(took);
    return JSON.parse(text) as Reply;
  };

  try {
    console.log(
      `\nchat engine: database ${ready.database}, ${conversations} conversations × 1 message/s for ${seconds} s, loopback${knowledge > 0 ? `, ${knowledge} knowledge passages, every 6th message a question` : ''}`,
    );
    console.log(`Node ${process.version}, ${cpus().length} CPUs shared by server and load generator\n`);
    const run = async (i: number, deadline: number) => {
      const chatId = `bench-${i}-${randomBytes(4).toString('hex')}`;
      // Spread the first messages over the first second, as customers do not all tap at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
      let reply: Reply | null = null;
      // Each conversation keeps its own beat: the n-th message is due n seconds after its first,
      // so a late timer in this busy process does not shift the beat of every message after it.
      let due = performance.now();
      for (let turn = 0; performance.now() < deadline; turn++) {
        due += 1000;
        const language = i % 2 ? 'sw' : 'en';
        const next = nextMessage(reply, turn, knowledge > 0 ? () => benchQuestion(language) : null);
        reply = await send(i, { ...next, chat_id: chatId, message_id: `m${turn}`, language });
        turnsDone++;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    };
    const stats = (values: number[]) => {
      values.sort((a, b) => a - b);
      const pct = (p: number) => values[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;
      return { n: values.length, p50: pct(50), p95: pct(95), p99: pct(99), max: values[values.length - 1] ?? NaN };
    };
    // A server that just started runs its code unoptimised (V8 compiles what runs often) and has
    // cold caches: the same traffic with other conversations first, reported on its own and left
    // out of the measurement, which then starts 500 new conversations on a running server.
    if (warmup > 0) {
      await Promise.all(
        Array.from({ length: conversations }, (_, i) => run(conversations + i, performance.now() + warmup * 1000)),
      );
      const cold = await new Promise<number[]>((resolve) => {
        child.once('message', (m: { type?: string; values?: number[] }) => resolve(m.values ?? []));
        child.send({ type: 'reset' });
      });
      const w = stats(cold);
      console.log(
        `warm-up (${warmup} s, not measured): ${w.n} messages, server p50 ${w.p50.toFixed(2)} ms, p99 ${w.p99.toFixed(2)} ms; errors ${[...errors.values()].reduce((a, b) => a + b, 0)}`,
      );
      client.length = 0;
      errors.clear();
      turnsDone = 0;
    }
    // Memory of the server and its embedded database (every process; issue 12: ≤ 500 MB under load).
    const memory: number[] = [];
    const sampler = setInterval(() => memory.push(treeMemory([child.pid!]).pssMb), 1000);
    await Promise.all(Array.from({ length: conversations }, (_, i) => run(i, performance.now() + seconds * 1000)));
    clearInterval(sampler);
    child.send({ type: 'timings' });
    type Timings = {
      values: number[];
      startedAt: number[];
      stalls: { at: number; maxMs: number }[];
      sending: { status: string; done: number; total: number } | null;
    };
    const {
      values: server,
      startedAt,
      stalls,
      sending,
    } = await new Promise<Timings>((resolve) =>
      child.on('message', (m: Partial<Timings> & { type?: string }) => m.type === 'timings' && resolve(m as Timings)),
    );
    // Where the slow answers were: p99 of each 5 s of the run (a tail at the start is warm-up; a
    // periodic one is a cache expiring, a checkpoint or a GC).
    if (startedAt.length) {
      const first = startedAt[0]!;
      const windows = new Map<number, number[]>();
      server.forEach((ms, i) => {
        const w = Math.floor((startedAt[i]! - first) / (Number(process.env.BENCH_WINDOW_MS) || 5000));
        windows.set(w, [...(windows.get(w) ?? []), ms]);
      });
      console.log(`server p99 per 5 s: ${[...windows.values()].map((v) => stats(v).p99.toFixed(0)).join(' ')} ms`);
      const loop = new Map<number, number>();
      for (const { at, maxMs } of stalls.filter((x) => x.at >= first)) {
        const w = Math.floor((at - first) / (Number(process.env.BENCH_WINDOW_MS) || 5000));
        loop.set(w, Math.max(loop.get(w) ?? 0, maxMs));
      }
      console.log(
        `event loop delay max per 5 s: ${[...windows.keys()].map((w) => (loop.get(w) ?? 0).toFixed(0)).join(' ')} ms`,
      );
      // How bunched the arrivals were: the most requests that started within one 100 ms (50 on average).
      const arrivals = new Map<number, Map<number, number>>();
      for (const at of startedAt) {
        const w = Math.floor((at - first) / (Number(process.env.BENCH_WINDOW_MS) || 5000));
        const slot = Math.floor((at - first) / 100);
        const slots = arrivals.get(w) ?? new Map<number, number>();
        slots.set(slot, (slots.get(slot) ?? 0) + 1);
        arrivals.set(w, slots);
      }
      console.log(
        `most requests in 100 ms per 5 s: ${[...windows.keys()].map((w) => Math.max(0, ...(arrivals.get(w)?.values() ?? []))).join(' ')}`,
      );
    }
    const s = stats(server);
    const c = stats(client);
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    const row = (name: string, x: ReturnType<typeof stats>) =>
      console.log(
        `${name.padEnd(26)} ${String(x.n).padStart(7)} ${x.p50.toFixed(2).padStart(8)} ${x.p95.toFixed(2).padStart(8)} ${x.p99.toFixed(2).padStart(8)} ${x.max.toFixed(1).padStart(8)}`,
      );
    console.log(
      `${'latency (ms)'.padEnd(26)} ${'n'.padStart(7)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)}`,
    );
    row('server (in process)', s);
    row('client (loopback)', c);
    console.log(`\nmessages ${turnsDone} (${(turnsDone / seconds).toFixed(0)}/s), errors ${errorCount}`);
    if (beem && sending) {
      const { busiestSecond } = await import('../src/server/test/busiest-second.ts');
      const { at } = await beem.arrivals();
      const span = at.length ? (Math.max(...at.slice(-1), ...at.slice(0, 1)) - Math.min(...at.slice(0, 1))) / 1000 : 0;
      console.log(
        `campaign while chatting: ${sending.done}/${sending.total} recipients handed over (${sending.status}), ${at.length} SMS at the fake in ${span.toFixed(1)} s (${(at.length / Math.max(span, 0.001)).toFixed(0)}/s), busiest second ${busiestSecond(at)} (pace ${values.rate})`,
      );
      beem.stop();
    }
    if (memory.length)
      console.log(
        `memory (PSS, server and database processes): peak ${Math.max(...memory)} MB, mean ${Math.round(memory.reduce((a, b) => a + b, 0) / memory.length)} MB`,
      );
    for (const [key, n] of errors) console.log(`  ${n} × ${key}`);
    // The latency budget means nothing if the server only kept up with part of the offered load.
    const achieved = turnsDone / seconds / conversations;
    const pass = s.p99 <= BUDGET_P99_MS && errorCount === 0 && achieved >= 0.95;
    console.log(`\noffered ${conversations} messages/s, achieved ${(achieved * 100).toFixed(0)} %`);
    console.log(
      `server p99 ${s.p99.toFixed(2)} ms   budget ≤ ${BUDGET_P99_MS} ms, no errors, ≥ 95 % of the offered load: ${pass ? 'PASS' : 'FAIL'}\n`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    agent.destroy();
    await stopChild(child);
  }
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
