import { createReadStream, createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import path from 'node:path';
import pg from 'pg';
import { copyIn, copyOut } from './pg-copy.ts';

// The database part of a backup: every table of the app's schema as COPY text, read in ONE
// transaction (REPEATABLE READ: one snapshot, as pg_dump takes), the sequences, and the migration
// level. The schema itself is not dumped: restore builds it from the app's own migrations up to
// that level (docs/decisions/0050: the embedded packages ship no pg_dump, and Debian's is older
// than the embedded server, which pg_dump refuses).

export type TableDump = { name: string; columns: string[]; file: string; rows: number };
export type DatabaseDump = {
  /** The last migration applied (drizzle's created_at, the journal's `when`) and how many. */
  migrations: { count: number; last: number };
  tables: TableDump[];
  sequences: { name: string; value: string }[];
};

const SCHEMA = 'public';
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const columnList = (columns: string[]) => columns.map(ident).join(', ');

/**
 * Writes every table of `url`'s database into `dir` from one snapshot. `afterSnapshot` runs once
 * the snapshot is taken and before any row is read: the media are gathered there, so every file a
 * dumped row names was already on disk (files added later are extra, and harmless).
 */
export async function dumpDatabase(
  url: string,
  dir: string,
  afterSnapshot: () => Promise<void>,
): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    // The first query fixes the snapshot. The tables are then locked against changes of their
    // shape (a migration of another process waits), not against writes, as pg_dump does.
    const { rows: tableRows } = await client.query<{ name: string; kind: string; columns: string[] }>(
      `select c.relname as name, c.relkind as kind,
              array(select a.attname from pg_attribute a
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                    order by a.attnum)::text[] as columns
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname`,
      [SCHEMA],
    );
    if (tableRows.length > 0)
      await client.query(
        `lock table ${tableRows.map((t) => `${ident(SCHEMA)}.${ident(t.name)}`).join(', ')} in access share mode`,
      );
    const migrations = await migrationLevel(client);
    await afterSnapshot();
    const tables: TableDump[] = [];
    for (const table of tableRows) {
      const file = `${table.name}.copy`;
      const out = createWriteStream(path.join(dir, file));
      const source =
        table.kind === 'p'
          ? `(select ${columnList(table.columns)} from ${ident(SCHEMA)}.${ident(table.name)})`
          : `${ident(SCHEMA)}.${ident(table.name)} (${columnList(table.columns)})`;
      await copyOut(client, `copy ${source} to stdout`, out);
      out.end();
      await finished(out);
      const { rows } = await client.query<{ n: string }>(
        `select count(*)::text as n from ${ident(SCHEMA)}.${ident(table.name)}`,
      );
      tables.push({ name: table.name, columns: table.columns, file, rows: Number(rows[0]!.n) });
    }
    const { rows: sequenceRows } = await client.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value::text as value from pg_sequences where schemaname = $1 order by 1`,
      [SCHEMA],
    );
    const sequences = sequenceRows.filter((s) => s.value !== null).map((s) => ({ name: s.name, value: s.value! }));
    await client.query('commit');
    return { migrations, tables, sequences };
  } finally {
    await client.end();
  }
}

async function migrationLevel(client: pg.ClientBase): Promise<DatabaseDump['migrations']> {
  // A database the app never started on has no migrations table: level 0.
  const { rows: table } = await client.query(`select to_regclass('drizzle.__drizzle_migrations') as t`);
  if (!table[0]?.t) return { count: 0, last: 0 };
  const { rows } = await client.query<{ count: number; last: string | null }>(
    `select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return { count: rows[0]!.count, last: Number(rows[0]!.last ?? 0) };
}

/**
 * Loads a dump into `url`'s database, whose schema the migrations of the same level have just
 * made: in one transaction, with triggers and foreign-key checks off while the rows go in (they
 * were consistent in the snapshot; the totals that triggers keep are rows of the dump too).
 */
export async function loadDatabase(url: string, dir: string, dump: DatabaseDump): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`set local session_replication_role = replica`);
    // Rows a migration inserted itself (reference data) are in the dump as well.
    if (dump.tables.length > 0)
      await client.query(`truncate ${dump.tables.map((t) => `${ident(SCHEMA)}.${ident(t.name)}`).join(', ')}`);
    for (const table of dump.tables) {
      const source = createReadStream(path.join(dir, table.file));
      await copyIn(
        client,
        `copy ${ident(SCHEMA)}.${ident(table.name)} (${columnList(table.columns)}) from stdin`,
        source,
      );
    }
    for (const s of dump.sequences)
      await client.query(`select setval($1::regclass, $2::bigint, true)`, [
        `${ident(SCHEMA)}.${ident(s.name)}`,
        s.value,
      ]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
