import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { TtlCache } from './ttl-cache.ts';
import type { CatalogueItem, SellableProduct, ShopPorts } from './shop-ports.ts';

/**
 * The catalogue as the chat reads it, kept for a few seconds per process: customers tap through
 * the same products over and over, and the list and product queries were most of a message's
 * database time. Staleness is harmless: a product that sold out a moment ago can still be
 * tapped, and the order page prices and checks stock again before anything is sold.
 */
const lists = new TtlCache<CatalogueItem[]>(5_000, 5_000);
const details = new TtlCache<SellableProduct | null>(5_000, 5_000);

/** What a show_products node sells (ShopPorts.sellableProducts), cached. */
export function sellableProducts(
  ports: ShopPorts,
  db: Db,
  shopId: string,
  setId: string | null,
): Promise<CatalogueItem[]> {
  return lists.get(
    `${shopId}:${setId ?? '*'}`,
    () => ports.sellableProducts(db, shopId, setId),
    !(db instanceof PgTransaction),
  );
}

/** One product with its variants and add-ons (ShopPorts.sellableProduct), cached. */
export function sellableProduct(
  ports: ShopPorts,
  db: Db,
  shopId: string,
  productId: string,
): Promise<SellableProduct | null> {
  return details.get(
    `${shopId}:${productId}`,
    () => ports.sellableProduct(db, shopId, productId),
    !(db instanceof PgTransaction),
  );
}

/** After a change made by one of the shop's staff (a product, a set, a price). */
export async function forgetShopCatalogue(shopId: string): Promise<void> {
  const ofShop = (key: string) => key.startsWith(`${shopId}:`);
  await Promise.all([lists.deleteWhere(ofShop), details.deleteWhere(ofShop)]);
}

export function clearCatalogueCache(): void {
  lists.clear();
  details.clear();
}
