import type { MovementPage, StockLevel } from '../../../lib/contracts/product.ts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { StockAdjust } from '../../../lib/catalog-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import type { STOCK_REASONS } from '../../../lib/options.ts';
import { productVariants, products, stockMovements } from '../../db/schema/catalog.ts';
import { conflict, notFound } from '../../http/errors.ts';

export type StockTarget = { shopId: string; productId: string; variantId: string | null };
type Reason = (typeof STOCK_REASONS)[number];
type Movement = {
  delta: number;
  stockAfter: number;
  reason: Reason;
  actorId: string | null;
  orderId?: string | null;
  note?: string;
};

/**
 * One conditional UPDATE: the row is changed only if the result stays at or above zero, so two
 * concurrent orders can never both take the last item (no read-then-write in JavaScript).
 * Returns the new stock, or null when there was not enough (or no such live row).
 */
export async function changeStock(
  tx: Tx | Db,
  target: StockTarget,
  delta: number,
  includeDeleted = false,
): Promise<number | null> {
  if (target.variantId) {
    const t = productVariants;
    const [row] = await tx
      .update(t)
      .set({ stock: sql`${t.stock} + ${delta}` })
      .where(
        and(
          eq(t.shopId, target.shopId),
          eq(t.id, target.variantId),
          eq(t.productId, target.productId),
          includeDeleted ? undefined : isNull(t.deletedAt),
          sql`${t.stock} + ${delta} >= 0`,
        ),
      )
      .returning({ stock: t.stock });
    return row?.stock ?? null;
  }
  const t = products;
  const [row] = await tx
    .update(t)
    .set({ stock: sql`${t.stock} + ${delta}`, updatedAt: new Date() })
    .where(
      and(
        eq(t.shopId, target.shopId),
        eq(t.id, target.productId),
        includeDeleted ? undefined : isNull(t.deletedAt),
        sql`${t.stock} + ${delta} >= 0`,
      ),
    )
    .returning({ stock: t.stock });
  return row?.stock ?? null;
}

export async function recordMovement(tx: Tx | Db, target: StockTarget, m: Movement): Promise<void> {
  await tx.insert(stockMovements).values({
    shopId: target.shopId,
    productId: target.productId,
    variantId: target.variantId,
    delta: m.delta,
    stockAfter: m.stockAfter,
    reason: m.reason,
    actorId: m.actorId,
    orderId: m.orderId ?? null,
    note: m.note ?? '',
  });
}

/** Sets an absolute count under a row lock (forms edit the number itself) and records the difference. */
export async function setStock(
  tx: Tx,
  target: StockTarget,
  stock: number,
  actorId: string | null,
  reason: Reason = 'adjustment',
): Promise<void> {
  const t = target.variantId ? productVariants : products;
  const id = target.variantId ?? target.productId;
  const [row] = await tx
    .select({ stock: t.stock })
    .from(t)
    .where(and(eq(t.shopId, target.shopId), eq(t.id, id)))
    .for('update');
  if (!row || row.stock === stock) return;
  const after = await changeStock(tx, target, stock - row.stock);
  if (after !== null)
    await recordMovement(tx, target, { delta: stock - row.stock, stockAfter: after, reason, actorId });
}

export async function adjustStock(
  db: Db,
  shopId: string,
  productId: string,
  actorId: string,
  input: StockAdjust,
): Promise<StockLevel> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, shopId), eq(products.id, productId), isNull(products.deletedAt)));
    if (!product) throw notFound('product_not_found');
    const target = { shopId, productId, variantId: input.variant_id ?? null };
    if (target.variantId) {
      const [variant] = await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(
          and(
            eq(productVariants.shopId, shopId),
            eq(productVariants.id, target.variantId),
            eq(productVariants.productId, productId),
            isNull(productVariants.deletedAt),
          ),
        );
      if (!variant) throw notFound('variant_not_found');
    }
    const after = await changeStock(tx, target, input.delta);
    if (after === null) throw conflict('stock_would_go_negative', {}, 'delta');
    await recordMovement(tx, target, {
      delta: input.delta,
      stockAfter: after,
      reason: input.reason,
      actorId,
      note: input.note,
    });
    return { stock: after };
  });
}

export async function listMovements(
  db: Db,
  shopId: string,
  productId: string,
  page: number,
  pageSize: number,
): Promise<MovementPage> {
  const rows = await db
    .select({ m: stockMovements, actorName: users.name })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .where(and(eq(stockMovements.shopId, shopId), eq(stockMovements.productId, productId)))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    items: rows.slice(0, pageSize).map(({ m, actorName }) => ({
      id: m.id,
      variant_id: m.variantId,
      delta: m.delta,
      stock_after: m.stockAfter,
      reason: m.reason,
      note: m.note,
      order_id: m.orderId,
      actor: m.actorId ? { id: m.actorId, name: actorName } : null,
      created_at: m.createdAt.toISOString(),
    })),
    page,
    page_size: pageSize,
    has_more: rows.length > pageSize,
  };
}
