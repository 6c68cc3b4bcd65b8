import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PGliteThread } from './pglite-thread.ts';

// Both drivers give a PgDatabase; services only use what the two share, so one type serves both.
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const POOL_SIZE = 10;
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/** `dataDir` null = in memory (tests). */
export async function openDatabase(options: { url?: string; dataDir?: string | null }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_SIZE });
    // pool.end() resolves before its sockets have closed; a database dropped right after (tests)
    // would cut them mid-goodbye and raise an unhandled FATAL. close() waits for every 'remove'.
    const open = new Set<unknown>();
    pool.on('connect', (client) => open.add(client));
    pool.on('remove', (client) => open.delete(client));
    const db = drizzlePg(pool) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    // Connections opened now, not by the first burst of requests (each takes a few ms to open).
    await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.query('select 1')));
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: async () => {
        await pool.end();
        for (let i = 0; open.size > 0 && i < 200; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      },
    };
  }
  let dataDir: string | null = null;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGliteThread.open(dataDir);
  // drizzle's PGlite driver asks only for query() and transaction(), which the thread answers.
  const pgliteDb = drizzlePglite(client as unknown as PGlite);
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
