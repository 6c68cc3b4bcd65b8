import type { ProductPage, ProductSummary } from '../../../lib/contracts/product.ts';
import type { ProductCategory } from '../../../lib/options.ts';
import { and, desc, eq, isNull, like, sql, type SQL } from 'drizzle-orm';
import {
  stockStatus,
  type ProductCreate,
  type ProductListQuery,
  type ProductUpdate,
} from '../../../lib/catalog-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { products, type Product } from '../../db/schema/catalog.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { isUniqueViolation, likeContains } from '../../db/pg-errors.ts';
import { cappedCount } from '../../db/capped-count.ts';
import { recordMovement, setStock } from '../inventory/index.ts';
import { writeAddonGroups, writeVariants } from './product-children.ts';
import { imageDto, loadProducts, type ProductDto } from './product-dto.ts';

const live = (shopId: string, id: string) =>
  and(eq(products.shopId, shopId), eq(products.id, id), isNull(products.deletedAt));

/** The unique index decides (a concurrent insert cannot slip past a check); this turns it into a 409. */
async function withSkuCheck<T>(sku: string | null | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'products_sku_uq')) throw conflict('sku_taken', { sku: sku ?? '' }, 'sku');
    throw error;
  }
}

export async function getProduct(db: Db | Tx, shopId: string, id: string): Promise<ProductDto> {
  const [product] = await loadProducts(db, shopId, [id]);
  if (!product || product.deleted) throw notFound('product_not_found');
  return product;
}

export async function createProduct(
  db: Db,
  shopId: string,
  actorId: string,
  input: ProductCreate,
): Promise<ProductDto> {
  return withSkuCheck(input.sku, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          shopId,
          name: input.name,
          description: input.description,
          price: input.price,
          costPrice: input.cost_price ?? null,
          category: input.category,
          sku: input.sku ?? null,
          status: input.status,
          trackInventory: input.track_inventory,
          stock: input.variants.length ? 0 : input.stock,
          lowStockThreshold: input.low_stock_threshold,
        })
        .returning();
      const target = { shopId, productId: row!.id, variantId: null };
      if (!input.variants.length && input.stock > 0) {
        await recordMovement(tx, target, { delta: input.stock, stockAfter: input.stock, reason: 'initial', actorId });
      }
      await writeVariants(tx, shopId, row!.id, input.variants, actorId);
      await writeAddonGroups(tx, shopId, row!.id, input.addon_groups);
      return getProduct(tx, shopId, row!.id);
    }),
  );
}

export async function updateProduct(
  db: Db,
  shopId: string,
  id: string,
  actorId: string,
  input: ProductUpdate,
): Promise<ProductDto> {
  return withSkuCheck(input.sku, () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(products).where(live(shopId, id)).for('update');
      if (!current) throw notFound('product_not_found');
      // image_ids orders the stored images and drops those left out (their files are removed by the route).
      const images = input.image_ids
        ? input.image_ids.flatMap((imageId) => current.images.filter((i) => i.id === imageId))
        : current.images;
      await tx
        .update(products)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.price !== undefined && { price: input.price }),
          ...(input.cost_price !== undefined && { costPrice: input.cost_price }),
          ...(input.category !== undefined && { category: input.category }),
          ...(input.sku !== undefined && { sku: input.sku }),
          ...(input.status !== undefined && { status: input.status }),
          ...(input.track_inventory !== undefined && { trackInventory: input.track_inventory }),
          ...(input.low_stock_threshold !== undefined && { lowStockThreshold: input.low_stock_threshold }),
          images,
          updatedAt: new Date(),
        })
        .where(live(shopId, id));
      if (input.stock !== undefined)
        await setStock(tx, { shopId, productId: id, variantId: null }, input.stock, actorId);
      if (input.variants) await writeVariants(tx, shopId, id, input.variants, actorId);
      if (input.addon_groups) await writeAddonGroups(tx, shopId, id, input.addon_groups);
      return getProduct(tx, shopId, id);
    }),
  );
}

export async function deleteProduct(db: Db, shopId: string, id: string): Promise<void> {
  const rows = await db
    .update(products)
    .set({ deletedAt: new Date() })
    .where(live(shopId, id))
    .returning({ id: products.id });
  if (!rows.length) throw notFound('product_not_found');
}

// With variants, the stock that can be sold is theirs; computed only for the rows of one page.
// The outer columns are written out with their table: drizzle leaves column names unqualified in a
// one-table select, and inside the subquery an unqualified "shop_id" would mean the variant's own.
const outerShopId = sql.raw('"products"."shop_id"');
const outerId = sql.raw('"products"."id"');
const variantStock = sql<number | null>`(select sum(v.stock)::int from product_variants v
  where v.shop_id = ${outerShopId} and v.product_id = ${outerId} and v.deleted_at is null)`;
const variantCount = sql<number>`(select count(*)::int from product_variants v
  where v.shop_id = ${outerShopId} and v.product_id = ${outerId} and v.deleted_at is null)`;

/** The columns of a list row or a chat catalogue card. */
export const summarySelect = { p: products, variantStock, variantCount };

export function toSummary({
  p,
  variantStock: vs,
  variantCount: vc,
}: {
  p: Product;
  variantStock: number | null;
  variantCount: number;
}): ProductSummary {
  const stock = vs ?? p.stock;
  return {
    id: p.id,
    name: p.name,
    price: p.price,
    category: p.category as ProductCategory,
    sku: p.sku,
    status: p.status,
    track_inventory: p.trackInventory,
    stock,
    low_stock_threshold: p.lowStockThreshold,
    stock_status: stockStatus(p.trackInventory, stock, p.lowStockThreshold),
    variant_count: vc,
    thumbnail_url: p.images[0] ? imageDto(p.images[0]).thumbnail_url : null,
    created_at: p.createdAt.toISOString(),
  };
}

/** Stock that can be sold: the variants' when the product has any. */
export const effectiveStock = sql<number>`coalesce(${variantStock}, ${products.stock})`;

export async function listProducts(db: Db, shopId: string, q: ProductListQuery): Promise<ProductPage> {
  const where: (SQL | undefined)[] = [eq(products.shopId, shopId), isNull(products.deletedAt)];
  if (q.q) where.push(like(products.searchText, likeContains(q.q.toLowerCase())));
  if (q.category) where.push(eq(products.category, q.category));
  if (q.status) where.push(eq(products.status, q.status));
  const effective = effectiveStock;
  if (q.stock === 'out') where.push(sql`${products.trackInventory} and ${effective} <= 0`);
  if (q.stock === 'low')
    where.push(sql`${products.trackInventory} and ${effective} > 0 and ${effective} <= ${products.lowStockThreshold}`);
  const condition = and(...where);
  const rows = await db
    .select(summarySelect)
    .from(products)
    .where(condition)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return {
    items: rows.map(toSummary),
    page: q.page,
    page_size: q.page_size,
    ...(await cappedCount(db, products, condition)),
  };
}
