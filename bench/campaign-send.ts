// A campaign to 100,000 customers (issue 27): no second over the SMS lane's pace at the provider's
// end, and the whole run within 5 % of what the pace allows.
//
//   npx node bench/campaign-send.ts                              100,000 recipients at 500 SMS a second
//   npx node bench/campaign-send.ts --recipients 5000 --rate 300  a quicker run
//   DATABASE_URL=postgres://… npx node bench/campaign-send.ts     on a PostgreSQL server
//
// How: the app's own pieces in one process (createDeps: the embedded PostgreSQL unless
// DATABASE_URL is given). The customers are written with one statement; the campaign is started as
// its job does (recipients in one statement, one send job each, in one transaction); the job worker
// runs the campaign queues (as a server does) and SMS leave through the sms face to the shop's
// linked Beem gateway (sender name approved, pace --rate), here Beem's local fake in its own process,
// which times each arrival; every customer agreed to SMS offers (consent rows, one statement). The lane holds
// its pace in the database (jobs/pace.ts) and spaces its slots 10 % wider than the rate, so what the
// pace allows is recipients × 1.1 / rate seconds; the nominal time (recipients / rate) is shown too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    recipients: { type: 'string', default: '100000' },
    rate: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '48' },
  },
});
const N = Number(values.recipients);
const RATE = Number(values.rate);

// The Beem gateway's local fake in its own process: each send is timed as it arrives, on a clock
// this busy process does not delay (bench/fake-beem-process.ts).
const { startBeemProcess } = await import('./fake-beem-process.ts');
const { seedBenchCampaign } = await import('./campaign-setup.ts');
const beem = await startBeemProcess();
Object.assign(process.env, { BEEM_BASE_URL: beem.url, BEEM_DLR_BASE_URL: beem.url });

const { readEnv } = await import('../src/server/env.ts');
const { createDeps } = await import('../src/server/runtime.ts');
const { jobHandlers } = await import('../src/server/job-handlers.ts');
const { startWorker } = await import('../src/server/jobs/worker.ts');
const { startCampaign } = await import('../src/server/flows/campaign-send/send.ts');
const { spacingMs } = await import('../src/server/jobs/pace.ts');
const { sql } = await import('drizzle-orm');
const { busiestSecond } = await import('../src/server/test/busiest-second.ts');

const dataDir = mkdtempSync(path.join(tmpdir(), 'duka-campaign-bench-'));
const env = readEnv({
  ...process.env,
  NODE_ENV: 'production',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
});
const deps = await createDeps(env);
const db = deps.database.db;
const q = async (s: ReturnType<typeof sql>) =>
  ((await db.execute(s)) as unknown as { rows: Record<string, unknown>[] }).rows;

const [user] = await q(sql`insert into users (email, password_hash, name, phone) values
  (${`bench-${Date.now()}@example.com`}, 'x', 'Bench', '+255754000000') returning id`);
const [shop] = await q(sql`insert into shops (owner_id, name, whatsapp_number, category)
  values (${user!.id}, 'Duka la Bench', '+255754000000', 'fashion') returning id`);
const shopId = shop!.id as string;
let t0 = performance.now();
const campaignId = await seedBenchCampaign(db, env, shopId, { recipients: N, rate: RATE });
console.log(
  `${N} customers (with SMS consent) and the campaign written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

t0 = performance.now();
await startCampaign(db, shopId, campaignId);
const [queued] = await q(
  sql`select count(*)::int as n from campaign_recipients where campaign_id = ${campaignId}::uuid and status = 'queued'`,
);
console.log(`start: ${queued!.n} recipients and their send jobs in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const start = performance.now();
const worker = startWorker(deps, jobHandlers, {
  queues: ['campaigns.start', 'campaigns.send', 'campaigns.fallback'],
  concurrency: Number(values.concurrency),
  batch: Number(values.concurrency) * 2,
  pollMs: 50,
});
let last = 0;
for (;;) {
  await new Promise((r) => setTimeout(r, 1000));
  const [c] = await q(sql`select status from campaigns where id = ${campaignId}::uuid`);
  const [sent] = await q(sql`select count(*)::int as n from sms_messages where status <> 'queued'`);
  const n = Number(sent!.n);
  if (n - last > 0 && Math.floor((performance.now() - start) / 1000) % 15 === 0)
    console.log(`  ${n} sent after ${((performance.now() - start) / 1000).toFixed(0)} s`);
  last = n;
  if (c!.status === 'done') break;
}
await worker.stop();
const { at: arrivals, perPhone: seen } = await beem.arrivals();
beem.stop();

const first = arrivals.reduce((a, b) => Math.min(a, b), Infinity);
const lastAt = arrivals.reduce((a, b) => Math.max(a, b), -Infinity);
const total = (lastAt - first) / 1000;
const allowed = ((N - 1) * spacingMs(RATE)) / 1000;
const nominal = N / RATE;
const twice = [...seen.values()].filter((n) => n > 1).length;
const [statuses] = await q(sql`select count(*) filter (where status = 'sent')::int as sent, count(*)::int as total
  from campaign_recipients where campaign_id = ${campaignId}::uuid`);
const busiest = busiestSecond(arrivals);
console.log(`
recipients ${N}, SMS received ${arrivals.length} (distinct phones ${seen.size}, twice ${twice}), recipients sent ${statuses!.sent}/${statuses!.total}
pace ${RATE}/s: busiest second ${busiest} (budget ≤ ${RATE}) ${busiest <= RATE ? 'OK' : 'OVER'}
first→last ${total.toFixed(1)} s; the lane allows ${allowed.toFixed(1)} s (${((total / allowed - 1) * 100).toFixed(2)} %) ${
  Math.abs(total / allowed - 1) <= 0.05 ? 'OK' : 'OVER 5 %'
}; nominal ${nominal.toFixed(1)} s (${((total / nominal - 1) * 100).toFixed(2)} %)`);
await deps.database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
