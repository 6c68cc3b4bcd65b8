// Issue 27, first "must show": a campaign to a 10,000-customer audience through local fakes of
// WhatsApp (Meta's Cloud API) and an SMS gateway (Beem), with the server killed (kill -9) twice
// mid-run and started again. It proves:
//   - every reachable, consenting customer gets exactly one message, nobody gets two; the only
//     ones without a message are those in flight at a kill, and each of them shows in our results
//     as unknown (SMS) or failed 'interrupted' (WhatsApp) — never resent (at-most-once);
//   - customers who opted out or never agreed get nothing;
//   - delivery reports (Meta's status webhooks, Beem's reports polled by sms.sweep) update the counts;
//   - a WhatsApp message Meta did not deliver (131049) falls back to one SMS after the campaign's
//     wait (fallback_after_minutes = 1, the real minute), and nobody else gets an SMS after WhatsApp.
//
//   npx node bench/campaign-kill.ts                     10,000 customers (about 10 minutes here)
//   npx node bench/campaign-kill.ts --recipients 600    a quick run
//   DATABASE_URL=postgres://user@host:5432/db npx node bench/campaign-kill.ts
//
// Not part of the test suite. Exits 1 when anyone got two messages, a customer who opted out or
// never agreed got one, a fallback went wrong, or a missing message is not shown as unknown/interrupted.
//
// How: a fresh database `campaign_kill_<random>` on the PostgreSQL server (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test; dropped at the end) so the app can die without it. The
// fakes run in their own processes and count what reaches them: Beem (bench/fake-beem-process.ts,
// reports DELIVERED a second after arrival) and the Graph API (bench/fake-graph-process.ts, posts
// signed status webhooks: 'failed' 131049 for every 10th WhatsApp customer, 'delivered' for the
// others). The app is the real server (`src/server/index.ts`, job worker included) in a child
// process; the owner signs up and creates the shop, links Beem, sets the cap and creates and
// sends the campaign through the API; the connected number, the approved template and the
// customers with their consent are written straight into the database (as the tests' kits do). The
// server is killed with SIGKILL when a third and two thirds of the first messages reached the fakes,
// and started again at once (its jobs are taken again when their locks run out, 60 s).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { startBeemProcess } from './fake-beem-process.ts';
import { startGraphProcess } from './fake-graph-process.ts';
import { admin, withDatabase } from '../src/server/test/global-setup.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { whatsappAccounts } from '../src/server/db/schema/whatsapp.ts';
import { seal } from '../src/server/whatsapp/secret-box.ts';
import { approvedTemplateRow, BEEM_KEYS, consentCustomers } from '../src/server/test/campaign-kit.ts';
import { recordConsent } from '../src/server/modules/consent/index.ts';

const { values } = parseArgs({
  options: {
    recipients: { type: 'string', default: '10000' },
    'sms-rate': { type: 'string', default: '200' },
  },
});
const N = Number(values.recipients);
if (!Number.isInteger(N) || N < 40) throw new Error('--recipients: a whole number, at least 40');
const SMS_RATE = Number(values['sms-rate']);
const EXTRA = 10; // customers who opted out, and as many who never agreed
const t0 = performance.now();
const since = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`[${since().padStart(6)}] ${line}`);

// Who is who: customer i (1…N) has the phone +2557xxxxxxxx; odd i agreed to WhatsApp and SMS offers
// (goes by WhatsApp), even i to SMS only; every 10th WhatsApp customer is one Meta will not deliver
// to (131049). N+1…N+10 opted out, N+11…N+20 never agreed.
const phoneOf = (i: number) => `+2557${String(i).padStart(8, '0')}`;
const byWhatsapp = (i: number) => i % 2 === 1;
const refusedByMeta = (i: number) => byWhatsapp(i) && ((i + 1) / 2) % 10 === 0;
const ids = Array.from({ length: N }, (_, k) => k + 1);
const waPhones = ids.filter(byWhatsapp).map(phoneOf);
const smsPhones = ids.filter((i) => !byWhatsapp(i)).map(phoneOf);
const fallbackPhones = new Set(ids.filter(refusedByMeta).map(phoneOf));
const outPhones = Array.from({ length: EXTRA }, (_, k) => phoneOf(N + 1 + k));
const noConsentPhones = Array.from({ length: EXTRA }, (_, k) => phoneOf(N + 1 + EXTRA + k));

// --- the database, the fakes ---
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `campaign_kill_${randomBytes(4).toString('hex')}`;
await admin(adminUrl, `create database ${dbName}`);
const databaseUrl = withDatabase(adminUrl, dbName);
const database = await openDatabase({ url: databaseUrl }); // runs the migrations
const db = database.db;
const rows = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

const beem = await startBeemProcess({ deliver: true });
const graph = await startGraphProcess();
const dataDir = mkdtempSync(path.join(tmpdir(), 'campaign-kill-'));
const port = await freePort();
const appUrl = `http://127.0.0.1:${port}`;
const secretKey = randomBytes(32).toString('base64url');
const appSecret = `kill-bench-app-secret-${randomBytes(4).toString('hex')}`;
const phoneNumberId = `1${Math.floor(Math.random() * 1e14)}`;
const serverLog = path.join(dataDir, 'server.log');

const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_URL: appUrl,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SECRET_KEY: secretKey,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  WHATSAPP_GRAPH_URL: graph.url,
  BEEM_BASE_URL: beem.url,
  BEEM_DLR_BASE_URL: beem.url,
  // A call lasts at most 2 s: an SMS left mid-call by a killed process is settled 'unknown' soon after.
  SMS_TIMEOUT_MS: '2000',
};

let server: ChildProcess | null = null;
let exitCode = 0;
try {
  server = await startServer();
  log(`server up on ${appUrl} (database ${dbName}, log ${serverLog})`);

  // --- the shop, as its owner makes it through the API ---
  const api = apiClient();
  await api.ok('POST', '/api/auth/signup', {
    name: 'Asha Juma',
    email: `kill-${randomBytes(3).toString('hex')}@example.com`,
    phone: '0754123456',
    password: 'correct horse battery',
  });
  const shop = await api.ok('POST', '/api/shop', {
    shop_name: 'Asha Fashion',
    whatsapp_number: '0712345678',
    category: 'clothing_accessories',
  });
  const shopId = shop.id as string;
  await api.ok('POST', '/api/sms-accounts', {
    provider: 'beem',
    label: 'Beem (kill bench)',
    credentials: BEEM_KEYS,
    sender_name: 'DUKA',
    sender_state: 'approved',
    price_per_part: 30,
    per_second: SMS_RATE,
  });
  await api.ok('PUT', '/api/campaigns/settings', { cap_messages: 0 });

  // --- what the database is given directly: the connected number, its approved template, the customers ---
  await db.insert(whatsappAccounts).values({
    shopId,
    phoneNumberId,
    wabaId: 'WABA-KILL',
    displayPhoneNumber: '+255 700 000 001',
    verifiedName: 'Asha Fashion',
    mode: 'manual',
    accessTokenEnc: seal(secretKey, 'EAAG-kill-bench-access-token'),
    appSecretEnc: seal(secretKey, appSecret),
    verifyToken: 'kill-bench-verify-token',
  });
  const templateId = await approvedTemplateRow(db, shopId, { variableCount: 1 });
  graph.configure({
    webhookUrl: `${appUrl}/webhooks/whatsapp`,
    appSecret,
    phoneNumberId,
    wabaId: 'WABA-KILL',
    failTo: [...fallbackPhones],
  });
  await db.execute(sql`insert into customers (shop_id, phone, name, language, tags)
    select ${shopId}::uuid, '+2557' || lpad(i::text, 8, '0'), 'Mteja ' || i, case when i % 3 = 0 then 'en' else 'sw' end, '["kill"]'::jsonb
    from generate_series(1, ${N + 2 * EXTRA}) i`);
  const numberOf = sql`substring(c.phone from 6)::int`;
  await consentCustomers(db, shopId, ['whatsapp'], sql`${numberOf} <= ${N} and ${numberOf} % 2 = 1`);
  await consentCustomers(db, shopId, ['sms'], sql`${numberOf} <= ${N + EXTRA}`);
  // Agreed to SMS offers, then said STOP on WhatsApp: opting out anywhere stops every campaign.
  const outIds = await rows<{ id: string }>(
    sql`select id from customers where shop_id = ${shopId}::uuid and phone in (${sql.join(
      outPhones.map((p) => sql`${p}`),
      sql`, `,
    )})`,
  );
  for (const c of outIds)
    await recordConsent(db, {
      shopId,
      customerId: c.id,
      channel: 'whatsapp',
      state: 'opted_out',
      source: 'reply',
      words: 'STOP',
    });
  log(
    `${N + 2 * EXTRA} customers: ${waPhones.length} WhatsApp (${fallbackPhones.size} refused by Meta: 131049), ${smsPhones.length} SMS, ${EXTRA} opted out, ${EXTRA} without consent`,
  );

  const campaign = await api.ok('POST', '/api/campaigns', {
    name: 'Kill -9',
    audience: { tags: ['kill'] },
    whatsapp_template_id: templateId,
    whatsapp_values: [{ variable: 'name' }],
    sms_text_sw: 'Habari {name}, punguzo leo: {link}',
    sms_text_en: 'Hi {name}, offer today: {link}',
    fallback_after_minutes: 1,
    send_from: '00:00',
    send_until: '23:59',
  });
  const campaignId = campaign.id as string;
  const sendStarted = performance.now();
  await api.ok('POST', `/api/campaigns/${campaignId}/send`);
  log(`campaign ${campaignId} sent through the API`);

  // --- kill -9 at a third and two thirds of the first messages, counted at the fakes ---
  const arrived = async () => {
    const [g, b] = await Promise.all([graph.report(), beem.arrivals()]);
    const wa = waPhones.filter((p) => g.perPhone.has(p)).length;
    const sms = smsPhones.filter((p) => b.perPhone.has(p)).length;
    return { wa, sms, total: wa + sms };
  };
  for (const share of [1 / 3, 2 / 3]) {
    const target = Math.floor(N * share);
    for (;;) {
      const a = await arrived();
      if (a.total >= target) {
        const gone = new Promise((r) => server!.once('exit', r));
        server!.kill('SIGKILL');
        await gone;
        log(`kill -9 at ${a.total} first messages (WhatsApp ${a.wa}, SMS ${a.sms})`);
        break;
      }
      await sleep(200);
    }
    server = await startServer();
    log('server started again');
  }

  const problems: string[] = [];
  // --- until the campaign is done, the fallbacks have gone and the reports are in ---
  const deadline = Date.now() + Math.max(20, N / 500) * 60_000;
  let doneAt: number | null = null;
  let stalled = { n: -1, since: Date.now() };
  for (let i = 0; ; i++) {
    await sleep(2000);
    const [c] = await rows<{ status: string }>(sql`select status from campaigns where id = ${campaignId}::uuid`);
    if (c!.status === 'done' && doneAt === null) {
      doneAt = performance.now();
      log(`campaign done after ${((doneAt - sendStarted) / 1000).toFixed(0)} s`);
    }
    const [left] = await rows<{ fallbacks: number; accepted: number; waiting_wa: number }>(sql`select
      (select count(*)::int from jobs where queue = 'campaigns.fallback' and status in ('queued', 'running')) as fallbacks,
      (select count(*)::int from sms_messages where shop_id = ${shopId}::uuid and status in ('queued', 'sending', 'accepted')) as accepted,
      (select count(*)::int from conversation_messages where shop_id = ${shopId}::uuid and status in ('pending', 'sent')) as waiting_wa`);
    const g = await graph.report();
    if (i % 15 === 0)
      log(
        `  campaign ${c!.status}; fallback jobs left ${left!.fallbacks}; SMS without a report ${left!.accepted}; WhatsApp without a status ${left!.waiting_wa}; status webhooks waiting at the fake ${g.waiting}`,
      );
    const settled = c!.status === 'done' && left!.fallbacks === 0 && left!.accepted === 0 && g.waiting === 0;
    if (settled && left!.waiting_wa === 0) break;
    // Everything else is in and Meta has posted every status: WhatsApp messages still without
    // one after a minute lost theirs in the app (a problem, reported below).
    if (!settled || left!.waiting_wa !== stalled.n) stalled = { n: left!.waiting_wa, since: Date.now() };
    else if (Date.now() - stalled.since > 60_000) {
      problems.push(`${stalled.n} WhatsApp messages Meta reported on still show no status`);
      break;
    }
    if (Date.now() > deadline) {
      log('gave up waiting (deadline): the figures below are as they stand');
      exitCode = 1;
      break;
    }
  }
  const results = await api.ok('GET', `/api/campaigns/${campaignId}/results`);
  const totalS = (performance.now() - sendStarted) / 1000;

  // --- what reached the fakes, against our recipients ---
  const g = await graph.report();
  const b = await beem.arrivals();
  const recipients = await rows<{
    phone: string;
    channel: string | null;
    status: string;
    reason: string | null;
    fell_back: boolean;
  }>(
    sql`select phone, channel, status, reason, fell_back from campaign_recipients where campaign_id = ${campaignId}::uuid`,
  );
  const rowOf = new Map(recipients.map((r) => [r.phone, r]));
  const interrupted = (phone: string) => {
    const r = rowOf.get(phone);
    return r !== undefined && (r.status === 'unknown' || (r.status === 'failed' && r.reason === 'interrupted'));
  };
  const tally = (label: string, phones: string[], per: Map<string, number>) => {
    const one = phones.filter((p) => per.get(p) === 1).length;
    const none = phones.filter((p) => !per.has(p));
    const shown = none.filter(interrupted).length;
    const two = phones.filter((p) => (per.get(p) ?? 0) > 1);
    console.log(
      `${label.padEnd(9)} ${String(phones.length).padStart(6)} customers: exactly one ${one}, none ${none.length} (${shown} shown unknown/interrupted), two or more ${two.length}`,
    );
    if (two.length) problems.push(`${label}: ${two.length} got two or more (${two.slice(0, 5).join(', ')})`);
    if (shown < none.length)
      problems.push(
        `${label}: ${none.length - shown} got nothing and are not shown unknown/interrupted (${none
          .filter((p) => !interrupted(p))
          .slice(0, 5)
          .join(', ')} …)`,
      );
  };

  console.log(`\n=== ${N} customers, kill -9 twice; ${totalS.toFixed(0)} s from send to the last report ===`);
  tally('WhatsApp', waPhones, g.perPhone);
  tally('SMS', smsPhones, b.perPhone);
  const inFlight = recipients.filter((r) => interrupted(r.phone));
  console.log(
    `in flight at the kills (never resent): ${inFlight.length} — ${inFlight.filter((r) => r.channel === 'sms').length} SMS unknown, ${inFlight.filter((r) => r.channel === 'whatsapp').length} WhatsApp failed 'interrupted'`,
  );
  // The fallbacks: each 131049 customer got one SMS after its WhatsApp; no other WhatsApp customer got one.
  const fellBack = [...fallbackPhones].filter(
    (p) => b.perPhone.get(p) === 1 && (b.firstAt.get(p) ?? 0) > (g.firstAt.get(p) ?? Infinity),
  );
  const noFallback = [...fallbackPhones].filter((p) => !b.perPhone.has(p));
  const noFallbackShown = noFallback.filter(
    (p) => interrupted(p) || (g.perPhone.has(p) && rowOf.get(p)?.reason === 'interrupted'),
  );
  const fallbackTwice = [...fallbackPhones].filter((p) => (b.perPhone.get(p) ?? 0) > 1);
  const wrongSms = waPhones.filter((p) => !fallbackPhones.has(p) && b.perPhone.has(p));
  const smsBeforeWa = [...fallbackPhones].filter(
    (p) => b.perPhone.has(p) && !((b.firstAt.get(p) ?? 0) > (g.firstAt.get(p) ?? Infinity)),
  );
  console.log(
    `fallback (131049): ${fallbackPhones.size} refused by Meta → ${fellBack.length} got one SMS after their WhatsApp, ${noFallback.length} none (${noFallbackShown.length} of them interrupted), ${fallbackTwice.length} two, ${smsBeforeWa.length} SMS not after WhatsApp; other WhatsApp customers with an SMS: ${wrongSms.length}`,
  );
  if (fallbackTwice.length) problems.push(`fallback: ${fallbackTwice.length} got two SMS`);
  if (smsBeforeWa.length) problems.push(`fallback: ${smsBeforeWa.length} SMS without a WhatsApp before it`);
  if (wrongSms.length)
    problems.push(`fallback: ${wrongSms.length} WhatsApp customers Meta delivered to got an SMS too`);
  if (noFallback.length > noFallbackShown.length)
    problems.push(
      `fallback: ${noFallback.length - noFallbackShown.length} refused by Meta got no SMS and are not interrupted`,
    );
  const leftOut = [...outPhones, ...noConsentPhones].filter((p) => g.perPhone.has(p) || b.perPhone.has(p));
  console.log(
    `opted out / never agreed: ${outPhones.length + noConsentPhones.length} customers, ${leftOut.length} got a message`,
  );
  if (leftOut.length) problems.push(`${leftOut.length} customers who opted out or never agreed got a message`);
  console.log(
    `status webhooks the app took: ${g.posted}; SMS at Beem: ${b.at.length}; WhatsApp templates at Meta: ${[...g.perPhone.values()].reduce((a, n) => a + n, 0)}`,
  );
  console.log('results API:');
  console.log(`  counts ${JSON.stringify(results.counts)}`);
  for (const ch of results.by_channel as { channel: string; sent: number; delivered: number; failed: number }[])
    console.log(`  ${ch.channel.padEnd(8)} sent ${ch.sent}, delivered ${ch.delivered}, failed ${ch.failed}`);
  console.log(
    `  fallbacks ${results.fallbacks}; failed reasons ${JSON.stringify(results.failed_reasons)}; left out ${JSON.stringify(results.skipped_reasons)}`,
  );
  // The counts after the reports: every WhatsApp message Meta delivered and every SMS Beem reported is delivered.
  const delivered = Object.fromEntries(
    (results.by_channel as { channel: string; delivered: number }[]).map((c) => [c.channel, c.delivered]),
  );
  const waDelivered = waPhones.filter((p) => g.perPhone.has(p) && !fallbackPhones.has(p) && !interrupted(p)).length;
  const smsDelivered = recipients.filter((r) => r.channel === 'sms' && r.status === 'delivered').length;
  console.log(
    `delivered per the reports: WhatsApp ${waDelivered} expected, ${delivered.whatsapp ?? 0} in the results; SMS ${smsDelivered} recipients delivered, ${delivered.sms ?? 0} in the results`,
  );
  if ((delivered.whatsapp ?? 0) !== waDelivered)
    problems.push(`WhatsApp delivered ${delivered.whatsapp} in the results, ${waDelivered} expected`);
  if (results.fallbacks !== fellBack.length)
    problems.push(`results say ${results.fallbacks} fallbacks, the fakes ${fellBack.length}`);

  console.log(
    problems.length
      ? `\nFAILED:\n  ${problems.join('\n  ')}`
      : '\nOK: nobody got two, everyone reachable got one or is shown in flight, the fallbacks went once',
  );
  if (problems.length) exitCode = 1;
} catch (error) {
  console.error(error);
  console.error(`server log: ${serverLog}`);
  exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    const gone = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([gone, sleep(10_000)]);
  }
  beem.stop();
  graph.stop();
  await database.close();
  await admin(adminUrl, `drop database if exists ${dbName} with (force)`);
  if (exitCode === 0) rmSync(dataDir, { recursive: true, force: true });
  log(`total ${since()}`);
}
process.exit(exitCode);

// --- helpers ---

/** The real server in a child process (its output to the log file); resolves once /healthz answers. */
async function startServer(): Promise<ChildProcess> {
  const out = openSync(serverLog, 'a');
  const child = spawn(process.execPath, ['src/server/index.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: serverEnv,
    stdio: ['ignore', out, out],
  });
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see ${serverLog}`);
    try {
      if ((await fetch(`${appUrl}/healthz`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error('the server did not start within 2 minutes');
}

/** A browser-like caller of the app's API: keeps its cookies, sends the app's Origin, speaks JSON. */
function apiClient() {
  const cookies = new Map<string, string>();
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON, read field by field
    async ok(method: string, url: string, body?: unknown): Promise<any> {
      const res = await fetch(`${appUrl}${url}`, {
        method,
        headers: {
          origin: appUrl,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
      return text ? JSON.parse(text) : null;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
