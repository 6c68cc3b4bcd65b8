import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { addonGroups, addonOptions, productVariants, products } from '../../db/schema/catalog.ts';

/**
 * The catalogue rows behind a set of products, all of one shop: the products, their live variants
 * and their add-on groups and options, each in the shop's order. What an order is priced from, a
 * basket is shown from and a product is answered with. `withDeleted` keeps deleted products (an
 * answer about a product may name one); deleted variants are never read.
 */
export async function catalogueRows(
  db: Db | Tx,
  shopId: string,
  productIds: string[],
  { withDeleted = false }: { withDeleted?: boolean } = {},
) {
  const ids = [...new Set(productIds)];
  if (!ids.length) return { found: [], variants: [], groups: [], options: [] };
  const found = await db
    .select()
    .from(products)
    .where(
      and(eq(products.shopId, shopId), inArray(products.id, ids), withDeleted ? undefined : isNull(products.deletedAt)),
    );
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      and(
        eq(productVariants.shopId, shopId),
        inArray(productVariants.productId, ids),
        isNull(productVariants.deletedAt),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const groups = await db
    .select()
    .from(addonGroups)
    .where(and(eq(addonGroups.shopId, shopId), inArray(addonGroups.productId, ids)))
    .orderBy(asc(addonGroups.position), asc(addonGroups.id));
  const options = groups.length
    ? await db
        .select()
        .from(addonOptions)
        .where(
          and(
            eq(addonOptions.shopId, shopId),
            inArray(
              addonOptions.groupId,
              groups.map((g) => g.id),
            ),
          ),
        )
        .orderBy(asc(addonOptions.position), asc(addonOptions.id))
    : [];
  return { found, variants, groups, options };
}
