// The embedded database on a thread of its own (see pglite-thread.ts): PGlite runs Postgres as
// WebAssembly on the thread that calls it, so on the main thread every query stopped the web
// server for its whole duration. Requests are answered in the order they arrive.
import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite, protocol, types } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export type WorkerRequest = { id: number; op: 'ready' | 'query' | 'maintain' | 'close'; sql?: string; params?: unknown[]; rowMode?: 'array' | 'object'; raw?: boolean; retried?: boolean; light?: boolean };
export type WorkerReply = { id: number; result?: unknown; error?: { message: string } & Record<string, unknown> };

export type MaintenanceTiming = { checkMs: number; quietMs: number; atLeastMs: number };
const { dataDir, maintenanceTiming } = workerData as { dataDir: string | null; maintenanceTiming?: MaintenanceTiming };
// The catalogue search indexes need these two (created by a migration, as on a server).
const extensions = { pg_trgm, btree_gin };
const db = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });

// Drizzle reads dates, intervals and numeric arrays as the text Postgres sends (the parsers it
// passes are functions, which cannot cross threads; these are the same).
const RAW_TEXT = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value]));
// Merged once, when PGlite is ready (it adds the array types' parsers then): given as an option,
// parseResults would copy PGlite's whole parser table at every call (~0.1 ms of this thread each).
let rawParsers: typeof db.parsers = RAW_TEXT;

// What a Postgres error carries that callers read (unique violations by constraint, for one).
const ERROR_FIELDS = ['code', 'constraint', 'detail', 'hint', 'severity', 'schema', 'table', 'column', 'dataType', 'position', 'where', 'routine'];

// PGlite's query() makes six calls into Postgres for every statement (parse, describe, bind,
// describe, execute, sync), each with its own JavaScript around it, and Postgres parses the text
// each time. Here a statement text is parsed once, as a named prepared statement whose parameter
// types are learnt then, and each call is one round of bind, describe, execute and sync. Postgres
// re-checks a prepared statement itself when a table changes.
const MAX_STATEMENTS = 2_000;
const { serialize } = protocol;
type Statement = { name: string; paramTypes: number[] };
const statements = new Map<string, Statement>();
let named = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

async function prepare(sql: string): Promise<Statement> {
  const known = statements.get(sql);
  if (known) return known;
  if (statements.size >= MAX_STATEMENTS) {
    await db.execProtocol(concat([...[...statements.values()].map((s) => serialize.close({ type: 'S', name: s.name })), serialize.sync()]));
    statements.clear();
  }
  const name = `s${++named}`;
  const described = await db.execProtocol(concat([serialize.parse({ name, text: sql, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]));
  const statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
  statements.set(sql, statement);
  return statement;
}

async function query(m: WorkerRequest): Promise<unknown> {
  const sql = m.sql!;
  const statement = await prepare(sql);
  // As PGlite serialises parameters: by the type Postgres expects, else as text.
  const values = (m.params ?? []).map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[statement.paramTypes[i]!];
    return serializer ? serializer(value) : String(value);
  });
  const parsers = m.raw ? rawParsers : db.parsers;
  try {
    const result = await db.execProtocol(concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]));
    return parse.parseResults(result.messages, parsers, { rowMode: m.rowMode ?? 'object' })[0];
  } catch (error) {
    // A prepared plan whose result columns changed under it: prepare the text again, once.
    if ((error as { code?: string }).code !== '0A000' || m.retried) throw error;
    statements.delete(sql);
    await db.execProtocol(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]));
    return query({ ...m, retried: true });
  }
}

async function run(m: WorkerRequest): Promise<unknown> {
  switch (m.op) {
    case 'ready':
      // Planned for the values at hand at every call: Postgres would otherwise settle on one
      // generic plan after a few calls, made for the tables as they were then, and PGlite has no
      // autovacuum to refresh the statistics (measured: a chat bench slowed from ms to seconds).
      return db.waitReady
        .then(() => db.exec('set plan_cache_mode = force_custom_plan'))
        .then(() => void (rawParsers = { ...db.parsers, ...RAW_TEXT }))
        .then(() => null);
    case 'query':
      return query(m);
    case 'maintain':
      return maintain(m.light === true);
    case 'close':
      clearInterval(maintenance);
      return db.close().then(() => null);
  }
}

// PGlite is Postgres as one standalone backend: there is no autovacuum, so dead rows of the busy
// tables (conversations, jobs, sessions) would pile up and statistics never change. The same
// thresholds as autovacuum's defaults; one table per turn, so that a request that arrives
// meanwhile waits for one table's work at most (docs/decisions/0009).
// - VACUUM runs at every check, busy or not: vacuumed every few seconds, a busy table has a few
//   thousand dead rows, which take a few milliseconds; left for minutes, its dead rows slowed
//   every write and then took half a second to clear.
// - ANALYZE reads a sample and computes statistics of every column (tens of milliseconds even
//   for a table of a few thousand conversations): it waits for a quiet moment (nothing asked for
//   250 ms), and runs under unbroken load only every 5 minutes.
const timing: MaintenanceTiming = maintenanceTiming ?? { checkMs: 5_000, quietMs: 250, atLeastMs: 5 * 60_000 };
async function maintain(light = false): Promise<string[]> {
  // The counts of the statements just run are reported at the end of the next one.
  await db.exec('select pg_stat_force_next_flush()');
  const result = await db.query<{ relname: string; vacuum_due: boolean; analyze_due: boolean }>(
    `select relname, vacuum_due, analyze_due from (
       select relname, n_dead_tup, n_mod_since_analyze,
         n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup as vacuum_due,
         not $1 and n_mod_since_analyze > 50 + 0.1 * n_live_tup as analyze_due
       from pg_stat_user_tables) t
     where vacuum_due or analyze_due
     order by n_dead_tup + n_mod_since_analyze desc limit 1`,
    [light],
  );
  const due = result.rows[0];
  if (!due) return [];
  const table = `"${due.relname.replaceAll('"', '""')}"`;
  await db.exec(due.vacuum_due ? `vacuum ${due.analyze_due ? '(analyze) ' : ''}${table}` : `analyze ${table}`);
  return [due.relname];
}

let waiting = 0;
let lastAnswerAt = 0;
let lastFullAt = performance.now();
let queue: Promise<unknown> = Promise.resolve();
const maintenance = setInterval(() => {
  const now = performance.now();
  const quiet = waiting === 0 && now - lastAnswerAt >= timing.quietMs;
  const full = quiet || now - lastFullAt >= timing.atLeastMs;
  if (full) lastFullAt = now;
  queue = queue.then(() => maintain(!full)).catch(() => undefined);
}, timing.checkMs);
maintenance.unref();

parentPort!.on('message', (m: WorkerRequest) => {
  waiting++;
  queue = queue
    .then(() => run(m))
    .finally(() => {
      waiting--;
      lastAnswerAt = performance.now();
    })
    .then(
      (result) => parentPort!.postMessage({ id: m.id, result } satisfies WorkerReply),
      (error: Error & Record<string, unknown>) =>
        parentPort!.postMessage({
          id: m.id,
          error: { message: error?.message ?? String(error), ...Object.fromEntries(ERROR_FIELDS.filter((k) => error?.[k] !== undefined).map((k) => [k, error[k]])) },
        } satisfies WorkerReply),
    );
});
