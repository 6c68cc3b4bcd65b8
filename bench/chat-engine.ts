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
//   npx node bench/chat-engine.ts --processes 2 --conversations 2000  two app processes on one PostgreSQL
//                                                                    server (issue 31), below
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
// --processes N (issue 31: 2,000 conversations through two processes): N server processes on one
// PostgreSQL server, as several machines behind a load balancer. DATABASE_URL names the server
// (default postgres://postgres@127.0.0.1:5432/postgres, as the embedded database belongs to one
// process); the bench creates a database on it and drops it at the end. The processes share the
// SECRET_KEY and start at the same moment (they take turns migrating and seeding, db/client.ts);
// the first runs the job worker (JOBS_WORKER=true), the others do not, as deploy.md sets it up.
// Each conversation sends its messages to the processes in turn (message n of conversation i to
// process (i + n) mod N), as a load balancer's default round robin without sticky sessions does
// (nginx's upstream, deploy.md): every turn may land on a process that did not see the last one,
// so the chat state must come from the database and a stale per-process cache would show. With
// --sticky each conversation stays on process i mod N instead (a sticky balancer). The load
// generator is this parent process, apart from every server's event loop; its own event-loop
// delay is printed, so a generator that fell behind (and not the servers) is told apart.
// With one process (the default) the bench is what it was: no job worker, embedded or DATABASE_URL.
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
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { treeMemory } from './process-memory.ts';
import { cpuMs, cpuSpent, databaseCpu } from './process-cpu.ts';

const BUDGET_P99_MS = 30;
type Ready = { type: 'ready'; port: number; database: string };

if (process.argv.includes('--serve')) await serve();
else await main();

// ---------------------------------------------------------------------------- server (child)

async function serve(): Promise<void> {
  const { serve: listen } = await import('@hono/node-server');
  const { createApp } = await import('../src/server/app.ts');
  const { readEnv } = await import('../src/server/env.ts');
  const { createDeps } = await import('../src/server/runtime.ts');
  const { startJobWorkers } = await import('../src/server/job-handlers.ts');

  // The database: the one the parent made on DATABASE_URL's server (shared by every server
  // process), or else PostgreSQL embedded in this process's own data folder.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'duka-chat-bench-'));
  const env = readEnv({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    APP_URL: 'http://127.0.0.1:4321',
  });
  // Every statement the app sends, counted by its text (pg's Client.query is where the pool and
  // drizzle end up): the statements per message and which ones, for decision 0055.
  const statements = new Map<string, number>();
  const pg = (await import('pg')).default;
  const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...a: unknown[]) {
    const first = a[0] as string | { text?: string } | undefined;
    // Counted by the text as sent (a map lookup; texts are shortened only when reported).
    const text = typeof first === 'string' ? first : (first?.text ?? '?');
    statements.set(text, (statements.get(text) ?? 0) + 1);
    return query.apply(this, a);
  } as typeof pg.Client.prototype.query;
  const deps = await createDeps(env);
  const app = createApp(deps);
  const worker = env.JOBS_WORKER ? startJobWorkers(deps) : null;
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
    stalls.push({ at: performance.timeOrigin + performance.now(), maxMs: loopDelay.max / 1e6 });
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
      // On the wall clock (ms since 1970), so the parent can line up several processes' requests.
      startedAt.push(performance.timeOrigin + started);
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
    await worker?.stop();
    await deps.database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (m: { type?: string }) => {
    if (m?.type === 'timings')
      void (campaign?.state() ?? Promise.resolve(null)).then((sending) =>
        process.send!({
          type: 'timings',
          values: timings,
          startedAt,
          stalls,
          sending,
          statements: [...statements].map(([text, n]) => [text.replace(/\s+/g, ' ').trim().slice(0, 90), n]),
          memory: process.memoryUsage(),
          ...liveHeap(),
        }),
      );
    if (m?.type === 'reset') {
      void campaign?.start();
      process.send!({ type: 'reset', values: timings.splice(0) });
      startedAt.length = 0;
      statements.clear();
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
/**
 * The heap still reachable after a full collection, when the server runs with
 * BENCH_NODE_ARGS='--expose-gc': tells garbage not yet collected from memory held (a leak, a cache).
 */
function liveHeap(): { liveHeap?: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return {};
  gc();
  return { liveHeap: process.memoryUsage().heapUsed };
}

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
      processes: { type: 'string', default: '1' },
      sticky: { type: 'boolean', default: false },
      knowledge: { type: 'string', default: '0' },
    },
  });
  const knowledge = Number(values.knowledge);
  const { benchQuestion } = await import('./knowledge-questions.ts');
  const campaignSize = Number(values.campaign);
  const processes = Number(values.processes);
  if (!Number.isInteger(processes) || processes < 1) throw new Error('--processes takes a whole number ≥ 1');
  if (processes > 1 && campaignSize > 0) throw new Error('--campaign runs on one process only');
  const beem = campaignSize > 0 ? await (await import('./fake-beem-process.ts')).startBeemProcess() : null;
  const seconds = Number(values.seconds);
  const warmup = Number(values.warmup);
  const conversations = Number(values.conversations);
  // Several processes share one PostgreSQL server; the embedded one belongs to a single process.
  const serverUrl =
    process.env.DATABASE_URL ?? (processes > 1 ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined);
  const database = serverUrl ? await benchDatabase(serverUrl) : null;
  // One secret for all, as every machine behind a load balancer must have (deploy.md).
  const secretKey = randomBytes(32).toString('base64url');

  const children = Array.from({ length: processes }, (_, i) =>
    fork(import.meta.filename, ['--serve'], {
      execArgv: [
        '--max-semi-space-size=16',
        ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : []),
        ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        SECRET_KEY: secretKey,
        ...(database ? { DATABASE_URL: database.url } : {}),
        // The job worker in the first of several processes only; one process runs none, as before.
        JOBS_WORKER: String(processes > 1 && i === 0),
        // The passages are seeded once, by the first process.
        ...(knowledge > 0 && i === 0 && { BENCH_KNOWLEDGE: String(knowledge) }),
        ...(beem
          ? {
              BENCH_CAMPAIGN: String(campaignSize),
              BENCH_RATE: values.rate,
              BEEM_BASE_URL: beem.url,
              BEEM_DLR_BASE_URL: beem.url,
            }
          : {}),
      },
    }),
  );
  let readies: Ready[];
  try {
    readies = await Promise.all(
      children.map(
        (c) =>
          new Promise<Ready>((resolve, reject) => {
            c.once('message', (m) => resolve(m as Ready));
            c.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
          }),
      ),
    );
  } catch (error) {
    await Promise.all(children.map(stopChild));
    await database?.drop();
    throw error;
  }
  const ready = readies[0]!;
  const ports = readies.map((r) => r.port);
  /** The process a message goes to: in turn per message (round robin), or always the same (--sticky). */
  const portFor = (i: number, turn: number) => ports[(values.sticky ? i : i + turn) % processes]!;
  // The load generator's own event loop: late here means messages sent late, not a slow server.
  const generatorDelay = monitorEventLoopDelay({ resolution: 5 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: conversations });
  const client: number[] = [];
  const errors = new Map<string, number>();
  let turnsDone = 0;

  const send = async (i: number, turn: number, body: Record<string, unknown>) => {
    const started = performance.now();
    const payload = JSON.stringify(body);
    const res = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: portFor(i, turn),
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
    if (processes > 1)
      console.log(
        `${processes} server processes on one database (job worker in process 1 only), each conversation's messages ${values.sticky ? 'to one process (sticky)' : 'to the processes in turn (round robin, not sticky)'}`,
      );
    console.log(`Node ${process.version}, ${cpus().length} CPUs shared by servers, database and load generator\n`);
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
        reply = await send(i, turn, { ...next, chat_id: chatId, message_id: `m${turn}`, language });
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
      const cold = (await Promise.all(children.map((c) => ask<{ values: number[] }>(c, 'reset')))).flatMap(
        (m) => m.values,
      );
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
    const sampler = setInterval(() => memory.push(treeMemory(children.map((c) => c.pid!)).pssMb), 1000);
    // CPU of the servers and of the database over the measured run (this database's backends only
    // on a shared server; background processes such as the WAL writer are not counted).
    const serverPids = children.map((c) => c.pid!);
    const dbSampler = databaseCpu(database?.url ?? null, serverPids);
    const cpuBefore = cpuMs(serverPids);
    generatorDelay.enable();
    const generatorCpu = process.cpuUsage();
    const generatorStarted = performance.now();
    await Promise.all(Array.from({ length: conversations }, (_, i) => run(i, performance.now() + seconds * 1000)));
    generatorDelay.disable();
    const cpu = process.cpuUsage(generatorCpu);
    const serverCpu = cpuSpent(cpuBefore, cpuMs(serverPids));
    const { ms: dbCpu, backends } = await dbSampler.stop();
    const generatorShare = (cpu.user + cpu.system) / 1000 / (performance.now() - generatorStarted);
    clearInterval(sampler);
    type Timings = {
      values: number[];
      startedAt: number[];
      stalls: { at: number; maxMs: number }[];
      sending: { status: string; done: number; total: number } | null;
      statements: [string, number][];
      memory: NodeJS.MemoryUsage;
      liveHeap?: number;
    };
    const each = await Promise.all(children.map((c) => ask<Timings>(c, 'timings')));
    const server = each.flatMap((t) => t.values);
    const startedAt = each.flatMap((t) => t.startedAt);
    const stalls = each.flatMap((t) => t.stalls);
    const sending = each[0]!.sending;
    // Where the slow answers were: p99 of each 5 s of the run (a tail at the start is warm-up; a
    // periodic one is a cache expiring, a checkpoint or a GC).
    if (startedAt.length) {
      const first = Math.min(...each.map((t) => t.startedAt[0] ?? Infinity));
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
        `event loop delay max per 5 s${processes > 1 ? ' (the worst process)' : ''}: ${[...windows.keys()].map((w) => (loop.get(w) ?? 0).toFixed(0)).join(' ')} ms`,
      );
      // How bunched the arrivals were: the most requests that started within one 100 ms (all
      // processes together; conversations / 10 on average).
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
    if (processes > 1) each.forEach((t, i) => row(`  process ${i + 1}`, stats(t.values)));
    row('client (loopback)', c);
    console.log(
      `load generator (this process): ${(generatorShare * 100).toFixed(0)} % of a CPU, event loop delay p99 ${(generatorDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(generatorDelay.max / 1e6).toFixed(0)} ms`,
    );
    console.log(`\nmessages ${turnsDone} (${(turnsDone / seconds).toFixed(0)}/s), errors ${errorCount}`);
    // Where the CPU went, per message: the servers (every thread) and the database's backends.
    const perK = (ms: number) => (((ms / Math.max(1, turnsDone)) * 1000) / 1000).toFixed(2);
    console.log(
      `CPU per 1,000 messages: servers ${perK(serverCpu)} s, database ${perK(dbCpu)} s (${backends} backends); ${((serverCpu + dbCpu) / 1000 / seconds).toFixed(2)} of ${cpus().length} CPUs`,
    );
    const statements = new Map<string, number>();
    for (const t of each) for (const [text, n] of t.statements) statements.set(text, (statements.get(text) ?? 0) + n);
    const statementCount = [...statements.values()].reduce((a, b) => a + b, 0);
    console.log(`statements per message: ${(statementCount / Math.max(1, turnsDone)).toFixed(2)}`);
    for (const [text, n] of [...statements].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`  ${(n / Math.max(1, turnsDone)).toFixed(3).padStart(6)}  ${text}`);
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
        `memory (PSS, ${processes > 1 ? 'the server processes' : database ? 'server process' : 'server and database processes'}): peak ${Math.max(...memory)} MB, mean ${Math.round(memory.reduce((a, b) => a + b, 0) / memory.length)} MB`,
      );
    // What the server processes' memory is made of at the end (V8's heap, buffers outside it).
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
    each.forEach(({ memory: m, liveHeap }, i) =>
      console.log(
        `  process ${i + 1} at the end: rss ${mb(m.rss)} MB, heap ${mb(m.heapUsed)} of ${mb(m.heapTotal)} MB${liveHeap === undefined ? '' : ` (${mb(liveHeap)} MB after a full GC)`}, external ${mb(m.external)} MB (array buffers ${mb(m.arrayBuffers)} MB)`,
      ),
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
    await Promise.all(children.map(stopChild));
    await database?.drop();
  }
}

/** Sends `type` to a server process and waits for its answer of that type. */
function ask<T>(child: ChildProcess, type: 'reset' | 'timings'): Promise<T> {
  return new Promise((resolve) => {
    const answer = (m: { type?: string }) => {
      if (m?.type !== type) return;
      child.off('message', answer);
      resolve(m as T);
    };
    child.on('message', answer);
    child.send({ type });
  });
}

/** A fresh database on the PostgreSQL server of `url`, for every server process; dropped at the end. */
async function benchDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const pg = (await import('pg')).default;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(statement);
    await c.end();
  };
  const name = `bench_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
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
