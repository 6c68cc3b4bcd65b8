import { and, asc, count, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import {
  SHOPS_PAGE_SIZE,
  type PublicShop,
  type PublicShopsPage,
  type PublicShopsQuery,
} from '../../../lib/public-shops.ts';
import { buildWaLink, DEFAULT_WELCOME_MESSAGE } from '../../../lib/wa-link.ts';
import type { Db } from '../../db/client.ts';
import { shops, type Shop } from '../../db/schema/shops.ts';

// The public directory of /shops: only shops whose owner chose to be listed, and only the
// fields a customer needs to start a chat (never the owner, members or settings). A listing an
// operator hid, or a suspended shop's (issue 29), is never shown, in the list or its search.
const SHOWN = [eq(shops.listed, true), isNull(shops.directoryHiddenAt), isNull(shops.suspendedAt)];

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export function toPublicShop(shop: Shop, lang: 'en' | 'sw' = 'en'): PublicShop {
  return {
    id: shop.id,
    name: shop.name,
    category: shop.category,
    address: shop.address,
    logoUrl: shop.logoPath ? `/media/${shop.logoPath}` : null,
    waLink: buildWaLink(shop.whatsappNumber, DEFAULT_WELCOME_MESSAGE[lang]),
  };
}

export async function listPublicShops(
  db: Db,
  query: PublicShopsQuery,
  lang: 'en' | 'sw' = 'en',
): Promise<PublicShopsPage> {
  const conditions: SQL[] = [...SHOWN];
  if (query.q) conditions.push(ilike(shops.name, `%${escapeLike(query.q)}%`));
  if (query.category) conditions.push(eq(shops.category, query.category));
  const where = and(...conditions);
  const [rows, [total], categories] = await Promise.all([
    db
      .select()
      .from(shops)
      .where(where)
      .orderBy(asc(shops.name), asc(shops.id))
      .limit(SHOPS_PAGE_SIZE)
      .offset((query.page - 1) * SHOPS_PAGE_SIZE),
    db.select({ n: count() }).from(shops).where(where),
    db
      .selectDistinct({ category: shops.category })
      .from(shops)
      .where(and(...SHOWN))
      .orderBy(asc(shops.category)),
  ]);
  return {
    items: rows.map((shop) => toPublicShop(shop, lang)),
    page: query.page,
    pageSize: SHOPS_PAGE_SIZE,
    total: Number(total?.n ?? 0),
    categories: categories.map((row) => row.category),
  };
}
