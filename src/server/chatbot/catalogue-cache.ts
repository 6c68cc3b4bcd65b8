import type { Db, Tx } from '../db/client.ts';
import { evaluateSet, getSet } from '../modules/product-sets/product-set.service.ts';
import { loadProducts, type ProductDto } from '../modules/products/product-dto.ts';

/**
 * The catalogue as the chat reads it, kept for a few seconds per process: customers tap through
 * the same products over and over, and the list and product queries were most of a message's
 * database time. Staleness is harmless: a product that sold out a moment ago can still be
 * tapped, and the order page prices and checks stock again before anything is sold.
 */
const TTL_MS = 5_000;
const MAX = 5_000;
type Entry<T> = { value: T; until: number };
const lists = new Map<string, Entry<CatalogueItem[]>>();
const details = new Map<string, Entry<ProductDto | null>>();

export type CatalogueItem = Awaited<ReturnType<typeof evaluateSet>>[number];

function cached<T>(map: Map<string, Entry<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const hit = map.get(key);
  if (hit && hit.until > Date.now()) return Promise.resolve(hit.value);
  return load().then((value) => {
    if (map.size >= MAX) map.clear();
    map.set(key, { value, until: Date.now() + TTL_MS });
    return value;
  });
}

const inStock = (trackInventory: boolean, stock: number) => !trackInventory || stock > 0;

/** What a show_products node sells: its product set (every product when null or deleted), only what is in stock. */
export function sellableProducts(db: Tx, shopId: string, setId: string | null): Promise<CatalogueItem[]> {
  return cached(lists, `${shopId}:${setId ?? '*'}`, async () => {
    const asDb = db as unknown as Db;
    let set: Parameters<typeof evaluateSet>[2] = { kind: 'template', productIds: [], rule: { in_stock: true, newest: 200 } };
    // A set deleted after the flow was published: show everything rather than nothing.
    if (setId) set = await getSet(asDb, shopId, setId).catch(() => set);
    const items = await evaluateSet(asDb, shopId, set);
    return items.filter((p) => inStock(p.track_inventory, p.stock));
  });
}

/** One product with its variants and add-ons, or null when it is gone, a draft or deleted. */
export function sellableProduct(db: Tx, shopId: string, productId: string): Promise<ProductDto | null> {
  return cached(details, `${shopId}:${productId}`, async () => {
    const [product] = await loadProducts(db, shopId, [productId]);
    return product && !product.deleted && product.status === 'active' ? product : null;
  });
}

export function clearCatalogueCache(): void {
  lists.clear();
  details.clear();
}
