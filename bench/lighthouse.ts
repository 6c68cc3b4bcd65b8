// Lighthouse (npm package, mobile preset = its default config) on Debian's Chromium against the
// running app, for every public page in English and Swahili. Prints performance, accessibility,
// best practices, SEO, total transfer and CLS, and checks the budgets of issue 3:
//   home (en, sw): perf ≥ 95, a11y ≥ 95, best practices ≥ 95, SEO 100, transfer ≤ 200 KB,
//                  CLS ≤ 0.02, no JavaScript on the critical rendering path;
//   other pages:   a11y ≥ 95, perf ≥ 90;
// and those of issue 13 on every page: ≤ 30 KB of JavaScript (gzip, as transferred) before any
// interaction, 0 ms total blocking time, performance 100.
//
// Run from the project root against a running app (build first):
//   npx astro build && PORT=4500 npx node src/server/index.ts &
//   npx node bench/lighthouse.ts http://localhost:4500            (all pages)
//   npx node bench/lighthouse.ts http://localhost:4500 / /sw/      (only these paths)
//   npx node bench/lighthouse.ts --serve --runs=3 / /sw/           (starts the built server itself
//                                                                   on a throwaway data dir; 3 runs each)
// Reports go to bench/results/lighthouse-*.json (git-ignored). Exit code 1 when a budget fails.
// Scores vary with the machine's load (TBT above all): a page that misses a budget is measured
// twice more and its median run (by performance) is reported, as Lighthouse's docs advise.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LOCALES } from '../src/i18n/locales.ts';
import { localizePath, PUBLIC_PATHS } from '../src/i18n/routes.ts';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const positional = args.filter((a) => !a.startsWith('--'));
const RUNS = Number([...flags].find((f) => f.startsWith('--runs='))?.slice(7) ?? 0);
const serve = flags.has('--serve');
const [base = 'http://localhost:4321', ...only] = serve ? ['', ...positional] : positional;
const paths = only.length > 0 ? only : PUBLIC_PATHS.flatMap((path) => LOCALES.map((lang) => localizePath(path, lang)));

type Row = {
  path: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  kb: number;
  jsKb: number;
  tbt: number;
  cls: number;
  blockingJs: string[];
  failures: string[];
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

function budgetsFor(path: string, row: Omit<Row, 'failures'>): string[] {
  const isHome = path === '/' || path === '/sw/';
  const fails: string[] = [];
  const need = (ok: boolean, text: string) => ok || fails.push(text);
  need(row.a11y >= 95, `a11y ${row.a11y} < 95`);
  if (isHome) {
    need(row.perf >= 95, `perf ${row.perf} < 95`);
    need(row.bp >= 95, `best practices ${row.bp} < 95`);
    need(row.seo === 100, `SEO ${row.seo} < 100`);
    need(row.kb <= 200, `transfer ${row.kb} KB > 200`);
    need(row.cls <= 0.02, `CLS ${row.cls} > 0.02`);
    need(row.blockingJs.length === 0, `render-blocking JS: ${row.blockingJs.join(', ')}`);
  } else {
    need(row.perf >= 90, `perf ${row.perf} < 90`);
  }
  need(row.jsKb <= 30, `JS ${row.jsKb} KB > 30`);
  need(row.tbt === 0, `TBT ${row.tbt} ms > 0`);
  need(row.perf === 100, `perf ${row.perf} < 100`);
  return fails;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function audit(url: string, port: number): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`no result for ${url}`);
  return result.lhr;
}

function summarize(path: string, lhr: Lhr): Omit<Row, 'failures'> {
  const audits = lhr.audits;
  const items = (id: string) => (audits[id]?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
  const blocking = [...items('render-blocking-resources'), ...items('render-blocking-insight')];
  // Lighthouse never clicks: every script it saw (prefetches included) came before any interaction.
  const requests =
    (
      audits['network-requests']?.details as
        { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script' || /\.m?js(\?|$)/.test(r.url))
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    path,
    perf: score(lhr.categories.performance?.score),
    a11y: score(lhr.categories.accessibility?.score),
    bp: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    kb: Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 102.4) / 10,
    jsKb: Math.round(jsBytes / 102.4) / 10,
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    blockingJs: [
      ...new Set(blocking.map((item) => item.url).filter((u) => typeof u === 'string' && /\.m?js(\?|$)/.test(u))),
    ],
  };
}

/** `--serve`: the built app (no build here) on a free port and a throwaway data dir, demo shop seeded. */
async function startServer(): Promise<{ url: string; stop: () => void }> {
  const port = 4600 + Math.floor(Math.random() * 300);
  const child = spawn(process.execPath, ['scripts/e2e-server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'bench/results/data',
      APP_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the app did not start (run `npx astro build` first)');
}

async function main() {
  const server = serve ? await startServer() : null;
  const origin = server?.url ?? base;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  mkdirSync('bench/results', { recursive: true });
  const rows: Row[] = [];
  try {
    for (const path of paths) {
      const url = new URL(path, origin).href;
      // Pages another helper has not built yet are listed, not measured.
      const probe = await fetch(url, { redirect: 'manual' });
      if (probe.status !== 200) {
        console.log(`${path.padEnd(22)} skipped: HTTP ${probe.status}`);
        continue;
      }
      const runs = [await audit(url, chrome.port)];
      if (RUNS > 1) while (runs.length < RUNS) runs.push(await audit(url, chrome.port));
      else if (budgetsFor(path, summarize(path, runs[0]!)).length > 0)
        runs.push(await audit(url, chrome.port), await audit(url, chrome.port));
      const each = runs.map((r) => summarize(path, r));
      // --runs=N: a budget must hold in every run, so the worst run is the one reported.
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = RUNS > 1 ? runs[0]! : runs[Math.floor(runs.length / 2)]!;
      if (lhr.runtimeError) console.error(`${path}: ${lhr.runtimeError.message}`);
      const audits = lhr.audits;
      const partial = summarize(path, lhr);
      partial.tbt = Math.max(...each.map((r) => r.tbt));
      partial.jsKb = Math.max(...each.map((r) => r.jsKb));
      const row = { ...partial, failures: budgetsFor(path, partial) };
      rows.push(row);
      writeFileSync(
        `bench/results/lighthouse-${path.replace(/\W+/g, '_') || 'home'}.json`,
        JSON.stringify(lhr, null, 1),
      );
      // Audits that cost points, so that a failing budget says why.
      const lost = Object.values(lhr.categories)
        .flatMap((cat) => cat.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]!))
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id);
      const note =
        RUNS > 1
          ? `  [${each.length} runs: perf ${each.map((r) => r.perf).join('/')}, TBT ${each.map((r) => r.tbt).join('/')} ms, JS ${each.map((r) => r.jsKb).join('/')} KB]`
          : runs.length > 1
            ? `  [median of ${runs.length}: perf ${runs.map((r) => score(r.categories.performance?.score)).join('/')}]`
            : '';
      console.log(
        `${path.padEnd(22)} perf ${row.perf}  TBT ${row.tbt} ms  JS ${row.jsKb} KB  a11y ${row.a11y}  bp ${row.bp}  seo ${row.seo}  ${row.kb} KB  CLS ${row.cls}${lost.length ? `  (low: ${[...new Set(lost)].join(', ')})` : ''}${note}`,
      );
    }
  } finally {
    await chrome.kill();
    server?.stop();
  }
  console.log('\n| page | perf | TBT | JS before interaction | a11y | best pr. | SEO | transfer | CLS | budgets |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.path} | ${r.perf} | ${r.tbt} ms | ${r.jsKb} KB | ${r.a11y} | ${r.bp} | ${r.seo} | ${r.kb} KB | ${r.cls} | ${r.failures.length ? `FAIL: ${r.failures.join('; ')}` : 'ok'} |`,
    );
  }
  if (rows.some((r) => r.failures.length > 0)) process.exitCode = 1;
}

await main();
