import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  /** `embedded`: the PostgreSQL this process started in its data folder; `server`: DATABASE_URL's. */
  kind: 'embedded' | 'server';
  ping: () => Promise<void>;
  /**
   * Calls `onMessage` with every NOTIFY on `channel` (from any process), on a connection of its
   * own; `onGap` when that connection was lost, as messages may have been missed (it reconnects).
   */
  listen: (channel: string, onMessage: (payload: string) => void, onGap: () => void) => void;
  /**
   * Runs `run` while no other process of the app runs a start-up step on this database (the
   * migrations, the demo seed): processes started together take turns (see startupTurn).
   */
  startupStep: <T>(run: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

const POOL_SIZE = 10;
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/**
 * The PostgreSQL server of `url`, or else PostgreSQL embedded in `dataDir` (docs/decisions/0010),
 * with the migrations applied. Either way the app talks to a real server through a pool.
 */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) return openPool(options.url, 'server', async () => {});
  if (!options.dataDir) throw new Error('openDatabase needs a DATABASE_URL or a data folder');
  const cluster = await startEmbeddedPostgres({ dir: path.join(options.dataDir, 'postgres') });
  try {
    return await openPool(cluster.url(), 'embedded', cluster.stop);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

async function openPool(url: string, kind: Database['kind'], stop: () => Promise<void>): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // pool.end() resolves before its sockets have closed; a database dropped right after (tests)
  // would cut them mid-goodbye and raise an unhandled FATAL. close() waits for every 'remove'.
  const open = new Set<unknown>();
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => open.delete(client));
  const db = drizzle(pool) as unknown as Db;
  await startupTurn(url, () => migrate(drizzle(pool), { migrationsFolder }));
  // Connections opened now, not by the first burst of requests (each takes a few ms to open).
  await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.query('select 1')));
  const listeners: Listener[] = [];
  return {
    db,
    kind,
    ping: async () => void (await pool.query('select 1')),
    listen: (channel, onMessage, onGap) => void listeners.push(listen(url, channel, onMessage, onGap)),
    startupStep: (run) => startupTurn(url, run),
    close: async () => {
      await Promise.all(listeners.map((l) => l.stop()));
      await pool.end();
      for (let i = 0; open.size > 0 && i < 200; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      await stop();
    },
  };
}

/** Any fixed number: the advisory lock every process of this app takes for its start-up steps. */
const STARTUP_LOCK = 4_917_230_511;

/**
 * Runs a start-up step while holding a session advisory lock on a connection of its own, so that
 * processes starting at once on one database (several machines after an upgrade, a fresh
 * database) take turns: drizzle's migrator has no lock, and two of them creating the same tables
 * fail on pg_type's unique index; two demo seeds both find no user and the second dies on the
 * owner's email. The next one waits, then finds the work done. A process that dies mid-step loses
 * its connection and with it the lock. (Needs a session: not a PgBouncer transaction pool.)
 */
async function startupTurn<T>(url: string, run: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await run();
  } finally {
    await lock.end();
  }
}

type Listener = { stop: () => Promise<void> };

function listen(url: string, channel: string, onMessage: (payload: string) => void, onGap: () => void): Listener {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => n.channel === channel && onMessage(n.payload ?? ''));
    c.on('error', () => undefined); // followed by 'end'
    c.on('end', () => {
      if (stopped || client !== c) return;
      client = null;
      onGap();
      retry = setTimeout(connect, 1000);
    });
    try {
      await c.connect();
      await c.query(`listen "${channel.replaceAll('"', '""')}"`);
      client = c;
    } catch {
      await c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(connect, 1000);
    }
  };
  const ready = connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await ready;
      await client?.end().catch(() => undefined);
    },
  };
}
