import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Every row that belongs to a shop, from every table with a shop_id column (found in the
 * catalogue, so tables added later are covered without touching this file).
 */
export async function shopSnapshot(db: Db, shopId: string): Promise<Record<string, unknown[]>> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns where column_name = 'shop_id' and table_schema = 'public' order by table_name`,
  );
  const snapshot: Record<string, unknown[]> = {};
  const shop = await db.execute(sql`select * from shops where id = ${shopId}`);
  snapshot.shops = shop.rows;
  for (const { table_name } of tables.rows) {
    const rows = await db.execute(sql`select * from ${sql.identifier(table_name)} where shop_id = ${shopId} order by 1, 2`);
    snapshot[table_name] = rows.rows;
  }
  return snapshot;
}
