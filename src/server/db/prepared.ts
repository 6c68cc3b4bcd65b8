import pg from 'pg';
import type { Db } from './client.ts';

/**
 * Runs a statement whose text never changes as a named prepared statement: PostgreSQL parses it
 * once per connection and, after a few runs, keeps a generic plan. For the chat's two statements
 * per message (open or read the conversation, write the turn) parsing and planning took more of
 * the database's time than running them (0.25–0.38 ms against 0.10–0.15 ms, measured with
 * EXPLAIN ANALYZE), and drizzle rebuilt each text from its parts every time
 * (docs/decisions/0055). The name is given per text here, so one text always has one name.
 *
 * `text` must be a constant (one of a few per call site): every distinct text is prepared on
 * every pooled connection and kept for the connection's life. The rows come back as pg parses
 * them (json as objects; these statements return no timestamps, which drizzle would leave as text).
 */
export async function queryPrepared<R>(db: Db, text: string, values: unknown[]): Promise<R[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('queryPrepared needs the app’s connection pool');
  let name = names.get(text);
  if (!name) names.set(text, (name = `duka_${names.size + 1}`));
  return (await client.query<R & pg.QueryResultRow>({ name, text, values })).rows;
}

const names = new Map<string, string>();
