import { stockStatus } from '../../../lib/catalog-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { catalogueRows } from './catalogue-rows.ts';
import { type Product, type ProductImage } from '../../db/schema/catalog.ts';

export const imageDto = (image: ProductImage) => ({
  id: image.id,
  url: `/media/${image.large}`,
  thumbnail_url: `/media/${image.thumb}`,
});

/** Full products (variants and add-on groups included), in the order of `ids`. */
export async function loadProducts(db: Db | Tx, shopId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const { found: rows, variants, groups, options } = await catalogueRows(db, shopId, ids, { withDeleted: true });
  const byId = new Map(rows.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    const own = variants.filter((v) => v.productId === id);
    return [
      toProductDto(p, {
        variants: own.map((v) => ({
          id: v.id,
          name: v.name,
          options: v.options,
          price: v.price,
          cost_price: v.costPrice,
          stock: v.stock,
          sku: v.sku,
        })),
        addon_groups: groups
          .filter((g) => g.productId === id)
          .map((g) => ({
            id: g.id,
            name: g.name,
            min: g.minSelect,
            max: g.maxSelect,
            required: g.required,
            options: options.filter((o) => o.groupId === g.id).map((o) => ({ id: o.id, name: o.name, price: o.price })),
          })),
      }),
    ];
  });
}

type Children = {
  variants: {
    id: string;
    name: string;
    options: Record<string, string>;
    price: number;
    cost_price: number | null;
    stock: number;
    sku: string | null;
  }[];
  addon_groups: {
    id: string;
    name: string;
    min: number;
    max: number;
    required: boolean;
    options: { id: string; name: string; price: number }[];
  }[];
};

export function toProductDto(p: Product, children: Children) {
  // With variants, what can be sold is the variants' stock; the product's own count is unused.
  const stock = children.variants.length ? children.variants.reduce((sum, v) => sum + v.stock, 0) : p.stock;
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    currency: 'TZS' as const,
    category: p.category,
    sku: p.sku,
    status: p.status,
    track_inventory: p.trackInventory,
    stock,
    low_stock_threshold: p.lowStockThreshold,
    stock_status: stockStatus(p.trackInventory, stock, p.lowStockThreshold),
    images: p.images.map(imageDto),
    ...children,
    cost_price: p.costPrice,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    deleted: p.deletedAt !== null,
  };
}

export type ProductDto = ReturnType<typeof toProductDto>;

/** One product as a customer may buy it, or null when it is gone, a draft or deleted. */
export async function activeProduct(db: Db | Tx, shopId: string, id: string): Promise<SellableDto | null> {
  const [product] = await loadProducts(db, shopId, [id]);
  return product && !product.deleted && product.status === 'active' ? withoutCosts(product) : null;
}

/** What the shop paid is the shop's business: a product on its way to a customer (the chat) leaves it behind. */
function withoutCosts({ cost_price: _cost, variants, ...product }: ProductDto) {
  return { ...product, variants: variants.map(({ cost_price: _c, ...v }) => v) };
}
type SellableDto = ReturnType<typeof withoutCosts>;
