// The embedded database on a thread of its own (see pglite-thread.ts): PGlite runs Postgres as
// WebAssembly on the thread that calls it, so on the main thread every query stopped the web
// server for its whole duration. Requests are answered in the order they arrive.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export type WorkerRequest = { id: number; op: 'ready' | 'query' | 'close'; sql?: string; params?: unknown[]; rowMode?: 'array' | 'object'; raw?: boolean };
export type WorkerReply = { id: number; result?: unknown; error?: { message: string } & Record<string, unknown> };

const { dataDir } = workerData as { dataDir: string | null };
// The catalogue search indexes need these two (created by a migration, as on a server).
const extensions = { pg_trgm, btree_gin };
const db = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });

// Drizzle reads dates, intervals and numeric arrays as the text Postgres sends (the parsers it
// passes are functions, which cannot cross threads; these are the same).
const RAW_TEXT = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value]));

// What a Postgres error carries that callers read (unique violations by constraint, for one).
const ERROR_FIELDS = ['code', 'constraint', 'detail', 'hint', 'severity', 'schema', 'table', 'column', 'dataType', 'position', 'where', 'routine'];

async function run(m: WorkerRequest): Promise<unknown> {
  switch (m.op) {
    case 'ready':
      return db.waitReady.then(() => null);
    case 'query':
      return db.query(m.sql!, m.params ?? [], { rowMode: m.rowMode ?? 'object', ...(m.raw && { parsers: RAW_TEXT }) });
    case 'close':
      return db.close().then(() => null);
  }
}

let queue: Promise<unknown> = Promise.resolve();
parentPort!.on('message', (m: WorkerRequest) => {
  queue = queue
    .then(() => run(m))
    .then(
      (result) => parentPort!.postMessage({ id: m.id, result } satisfies WorkerReply),
      (error: Error & Record<string, unknown>) =>
        parentPort!.postMessage({
          id: m.id,
          error: { message: error?.message ?? String(error), ...Object.fromEntries(ERROR_FIELDS.filter((k) => error?.[k] !== undefined).map((k) => [k, error[k]])) },
        } satisfies WorkerReply),
    );
});
