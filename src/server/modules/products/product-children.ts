import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { AddonGroupInput, VariantInput } from '../../../lib/catalog-schemas.ts';
import type { Tx } from '../../db/client.ts';
import { addonGroups, addonOptions, productVariants } from '../../db/schema/catalog.ts';
import { badRequest } from '../../http/errors.ts';
import { recordMovement, setStock } from '../inventory/index.ts';

/**
 * Variants given with an id are updated (their stock through the ledger), new ones are inserted,
 * missing ones are soft-deleted: orders and movements keep pointing at a real row.
 */
export async function writeVariants(
  tx: Tx,
  shopId: string,
  productId: string,
  variants: VariantInput[],
  actorId: string,
): Promise<void> {
  const keep = variants.flatMap((v) => (v.id ? [v.id] : []));
  if (keep.length) {
    const found = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.shopId, shopId),
          eq(productVariants.productId, productId),
          inArray(productVariants.id, keep),
          isNull(productVariants.deletedAt),
        ),
      );
    if (found.length !== new Set(keep).size) throw badRequest('variant_not_found', {}, 'variants');
  }
  await tx
    .update(productVariants)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(productVariants.shopId, shopId),
        eq(productVariants.productId, productId),
        isNull(productVariants.deletedAt),
        keep.length ? notInArray(productVariants.id, keep) : undefined,
      ),
    );
  for (const [position, v] of variants.entries()) {
    // A cost price left out keeps the stored one (a screen that knows nothing of it does not wipe it).
    const fields = {
      name: v.name,
      options: v.options,
      price: v.price,
      sku: v.sku ?? null,
      position,
      ...(v.cost_price !== undefined && { costPrice: v.cost_price }),
    };
    if (v.id) {
      await tx
        .update(productVariants)
        .set(fields)
        .where(and(eq(productVariants.shopId, shopId), eq(productVariants.id, v.id)));
      await setStock(tx, { shopId, productId, variantId: v.id }, v.stock, actorId);
      continue;
    }
    const [row] = await tx
      .insert(productVariants)
      .values({ shopId, productId, ...fields, stock: v.stock })
      .returning({ id: productVariants.id });
    if (v.stock > 0) {
      await recordMovement(
        tx,
        { shopId, productId, variantId: row!.id },
        { delta: v.stock, stockAfter: v.stock, reason: 'initial', actorId },
      );
    }
  }
}

/** Add-ons carry no stock and orders keep their own snapshot, so the groups are simply replaced. */
export async function writeAddonGroups(
  tx: Tx,
  shopId: string,
  productId: string,
  groups: AddonGroupInput[],
): Promise<void> {
  await tx.delete(addonGroups).where(and(eq(addonGroups.shopId, shopId), eq(addonGroups.productId, productId)));
  for (const [position, g] of groups.entries()) {
    const [group] = await tx
      .insert(addonGroups)
      .values({ shopId, productId, name: g.name, minSelect: g.min, maxSelect: g.max, required: g.required, position })
      .returning({ id: addonGroups.id });
    await tx
      .insert(addonOptions)
      .values(g.options.map((o, i) => ({ shopId, groupId: group!.id, name: o.name, price: o.price, position: i })));
  }
}
