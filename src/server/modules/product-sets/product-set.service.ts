import { and, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ProductSetInput } from '../../../lib/catalog-schemas.ts';
import type { ProductSet as ProductSetDto } from '../../../lib/contracts/product-set.ts';

type SetRule = Extract<ProductSetDto, { kind: 'template' }>['rule'];
import type { Db } from '../../db/client.ts';
import { productSets, products, type ProductSet, type ProductSetRule } from '../../db/schema/catalog.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { effectiveStock, summarySelect, toSummary } from '../products/index.ts';

const TEMPLATE_DEFAULT_LIMIT = 50;

export function toSetDto(s: ProductSet): ProductSetDto {
  const base = { id: s.id, name: s.name, created_at: s.createdAt.toISOString(), updated_at: s.updatedAt.toISOString() };
  // Rules are written only through setRuleSchema.
  return s.kind === 'collection'
    ? { ...base, kind: s.kind, product_ids: s.productIds }
    : { ...base, kind: 'template', rule: s.rule as SetRule };
}

const sellable = (shopId: string) =>
  and(eq(products.shopId, shopId), isNull(products.deletedAt), eq(products.status, 'active'));

async function assertProductsExist(db: Db, shopId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, shopId), isNull(products.deletedAt), inArray(products.id, ids)));
  if (found.length !== ids.length) throw badRequest('set_unknown_products', {}, 'product_ids');
}

function columns(input: ProductSetInput) {
  return input.kind === 'collection'
    ? { name: input.name, kind: input.kind, productIds: input.product_ids, rule: {} }
    : { name: input.name, kind: input.kind, productIds: [], rule: input.rule as ProductSetRule };
}

export async function listSets(db: Db, shopId: string) {
  const rows = await db
    .select()
    .from(productSets)
    .where(eq(productSets.shopId, shopId))
    .orderBy(desc(productSets.createdAt));
  return rows.map(toSetDto);
}

export async function getSet(db: Db, shopId: string, id: string): Promise<ProductSet> {
  const [row] = await db
    .select()
    .from(productSets)
    .where(and(eq(productSets.shopId, shopId), eq(productSets.id, id)));
  if (!row) throw notFound('set_not_found');
  return row;
}

export async function createSet(db: Db, shopId: string, input: ProductSetInput) {
  if (input.kind === 'collection') await assertProductsExist(db, shopId, input.product_ids);
  const [row] = await db
    .insert(productSets)
    .values({ shopId, ...columns(input) })
    .returning();
  return toSetDto(row!);
}

export async function updateSet(db: Db, shopId: string, id: string, input: ProductSetInput) {
  if (input.kind === 'collection') await assertProductsExist(db, shopId, input.product_ids);
  const [row] = await db
    .update(productSets)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(and(eq(productSets.shopId, shopId), eq(productSets.id, id)))
    .returning();
  if (!row) throw notFound('set_not_found');
  return toSetDto(row);
}

export async function deleteSet(db: Db, shopId: string, id: string): Promise<void> {
  const rows = await db
    .delete(productSets)
    .where(and(eq(productSets.shopId, shopId), eq(productSets.id, id)))
    .returning({ id: productSets.id });
  if (!rows.length) throw notFound('set_not_found');
}

/**
 * The products a set stands for right now: a collection in its chosen order (products deleted or
 * put in draft since are skipped), a template by running its rule. Only active products are sold.
 */
export async function evaluateSet(db: Db, shopId: string, set: Pick<ProductSet, 'kind' | 'productIds' | 'rule'>) {
  if (set.kind === 'collection') {
    if (!set.productIds.length) return [];
    const rows = await db
      .select(summarySelect)
      .from(products)
      .where(and(sellable(shopId), inArray(products.id, set.productIds)));
    const byId = new Map(rows.map((r) => [r.p.id, r]));
    return set.productIds.flatMap((id) => (byId.has(id) ? [toSummary(byId.get(id)!)] : []));
  }
  const rule = set.rule;
  const where: (SQL | undefined)[] = [sellable(shopId)];
  if (rule.category) where.push(eq(products.category, rule.category));
  if (rule.min_price !== undefined) where.push(gte(products.price, rule.min_price));
  if (rule.max_price !== undefined) where.push(lte(products.price, rule.max_price));
  if (rule.in_stock) where.push(or(eq(products.trackInventory, false), sql`${effectiveStock} > 0`));
  const rows = await db
    .select(summarySelect)
    .from(products)
    .where(and(...where))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(rule.newest ?? TEMPLATE_DEFAULT_LIMIT);
  return rows.map(toSummary);
}

/** What a chat's show_products node offers: its set's products in stock; every product in stock (newest 200) when no set is named or it was deleted since the flow was published. */
export async function sellableSetProducts(db: Db, shopId: string, setId: string | null) {
  let set: Parameters<typeof evaluateSet>[2] = {
    kind: 'template',
    productIds: [],
    rule: { in_stock: true, newest: 200 },
  };
  // Showing everything beats showing nothing.
  if (setId) set = await getSet(db, shopId, setId).catch(() => set);
  const items = await evaluateSet(db, shopId, set);
  return items.filter((p) => !p.track_inventory || p.stock > 0);
}
