import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

// Both drivers answer raw SQL with `{ rows }`; the shared Db type leaves the shape unknown.
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Every row that belongs to a shop, from every table with a shop_id column (found in the
 * catalogue, so tables added later are covered without touching this file).
 */
export async function shopSnapshot(db: Db, shopId: string): Promise<Record<string, unknown[]>> {
  const tables = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns where column_name = 'shop_id' and table_schema = 'public' order by table_name`,
  );
  const snapshot: Record<string, unknown[]> = { shops: await rows(db, sql`select * from shops where id = ${shopId}`) };
  for (const { table_name } of tables) {
    snapshot[table_name] = await rows(
      db,
      sql`select * from ${sql.identifier(table_name)} where shop_id = ${shopId} order by 1, 2`,
    );
  }
  return snapshot;
}
