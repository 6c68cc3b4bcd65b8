import { shops } from '../../db/schema/shops.ts';
import type { Db } from '../../db/client.ts';

/** Whether the install holds exactly one shop (two rows read at most, however many there are). */
export async function isSingleShopInstall(db: Db): Promise<boolean> {
  const rows = await db.select({ id: shops.id }).from(shops).limit(2);
  return rows.length === 1;
}
