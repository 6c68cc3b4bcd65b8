import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { TtlCache } from './ttl-cache.ts';
import { evaluateSet, getSet } from '../modules/product-sets/product-set.service.ts';
import { loadProducts, type ProductDto } from '../modules/products/product-dto.ts';

/**
 * The catalogue as the chat reads it, kept for a few seconds per process: customers tap through
 * the same products over and over, and the list and product queries were most of a message's
 * database time. Staleness is harmless: a product that sold out a moment ago can still be
 * tapped, and the order page prices and checks stock again before anything is sold.
 */
const lists = new TtlCache<CatalogueItem[]>(5_000, 5_000);
const details = new TtlCache<ProductDto | null>(5_000, 5_000);

export type CatalogueItem = Awaited<ReturnType<typeof evaluateSet>>[number];

const inStock = (trackInventory: boolean, stock: number) => !trackInventory || stock > 0;

/** What a show_products node sells: its product set (every product when null or deleted), only what is in stock. */
export function sellableProducts(db: Db, shopId: string, setId: string | null): Promise<CatalogueItem[]> {
  return lists.get(`${shopId}:${setId ?? '*'}`, async () => {
    let set: Parameters<typeof evaluateSet>[2] = { kind: 'template', productIds: [], rule: { in_stock: true, newest: 200 } };
    // A set deleted after the flow was published: show everything rather than nothing.
    if (setId) set = await getSet(db, shopId, setId).catch(() => set);
    const items = await evaluateSet(db, shopId, set);
    return items.filter((p) => inStock(p.track_inventory, p.stock));
  }, !(db instanceof PgTransaction));
}

/** One product with its variants and add-ons, or null when it is gone, a draft or deleted. */
export function sellableProduct(db: Db, shopId: string, productId: string): Promise<ProductDto | null> {
  return details.get(`${shopId}:${productId}`, async () => {
    const [product] = await loadProducts(db, shopId, [productId]);
    return product && !product.deleted && product.status === 'active' ? product : null;
  }, !(db instanceof PgTransaction));
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
