import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { projectRoot } from '../project-root.ts';

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
  listen: (channel: string, onMessage: (payload: string) => void, onGap: () => void) => () => void;
  /**
   * Runs `run` while no other process of the app runs a start-up step on this database (the
   * migrations, the demo seed): processes started together take turns (see startupTurn).
   */
  startupStep: <T>(run: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

const POOL_SIZE = 10;
const migrationsFolder = path.join(projectRoot, 'drizzle');

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
  const notify = notifications(url);
  return {
    db,
    kind,
    ping: async () => void (await pool.query('select 1')),
    listen: (channel, onMessage, onGap) => notify.listen(channel, { onMessage, onGap }),
    startupStep: (run) => startupTurn(url, run),
    close: async () => {
      await notify.stop();
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

type Subscriber = { onMessage: (payload: string) => void; onGap: () => void };
type Notifications = { listen: (channel: string, subscriber: Subscriber) => () => void; stop: () => Promise<void> };

/**
 * One connection of its own LISTENs on every channel the process subscribes to: each idle backend
 * costs PostgreSQL some 3 MB (issue 31's idle budget), so channels share it. When it is lost, every
 * subscriber hears of the gap (messages may have been missed) and it reconnects.
 */
function notifications(url: string): Notifications {
  const subscribers = new Map<string, Subscriber[]>();
  let stopped = false;
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  const listenSql = (channel: string) => `listen "${channel.replaceAll('"', '""')}"`;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      for (const s of subscribers.get(n.channel) ?? []) s.onMessage(n.payload ?? '');
    });
    c.on('error', () => undefined); // followed by 'end'
    c.on('end', () => {
      if (stopped || client !== c) return;
      client = null;
      for (const list of subscribers.values()) for (const s of list) s.onGap();
      retry = setTimeout(() => void (connecting = connect()), 1000);
    });
    try {
      await c.connect();
      // Set first, so that a channel subscribed meanwhile sends its own LISTEN on this connection.
      client = c;
      for (const channel of subscribers.keys()) await c.query(listenSql(channel));
    } catch {
      if (client === c) client = null;
      await c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void (connecting = connect()), 1000);
    }
  };
  return {
    listen: (channel, subscriber) => {
      const known = subscribers.has(channel);
      subscribers.set(channel, [...(subscribers.get(channel) ?? []), subscriber]);
      if (!connecting) connecting = connect();
      else if (client && !known) client.query(listenSql(channel)).catch(() => undefined); // a loss ends the client: 'end'
      // The channel stays listened to: an unsubscribe is a worker stopping, and the next one starting.
      return () =>
        subscribers.set(
          channel,
          subscribers.get(channel)!.filter((s) => s !== subscriber),
        );
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await connecting;
      await client?.end().catch(() => undefined);
    },
  };
}
