import { composeUnitPrice } from '../../../lib/order-page-pricing.ts';
import type { OrderCreate } from '../../../lib/order-schemas.ts';
import type { Tx } from '../../db/client.ts';
import type { LineAddon, OrderCharge } from '../../db/schema/orders.ts';
import { badRequest } from '../../http/errors.ts';
import { catalogueRows } from '../products/index.ts';

export type PricedLine = {
  productId: string;
  variantId: string | null;
  productName: string;
  variantName: string | null;
  sku: string | null;
  addons: LineAddon[];
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  tracked: boolean;
  /** What the shop paid for one, when it said: the variant's cost price, else the product's. */
  unitCost: number | null;
};

/**
 * Prices come from the catalogue, never from the request: a unit is the variant's price (or the
 * product's) plus the chosen add-ons, each checked against its group's min and max.
 */
export async function priceLines(tx: Tx, shopId: string, lines: OrderCreate['lines']): Promise<PricedLine[]> {
  const { found, variants, groups, options } = await catalogueRows(
    tx,
    shopId,
    lines.map((l) => l.product_id),
  );
  return lines.map((line, index) => {
    const field = `lines.${index}`;
    const product = found.find((p) => p.id === line.product_id);
    if (!product) throw badRequest('product_not_found', {}, `${field}.product_id`);
    if (product.status !== 'active')
      throw badRequest('product_unavailable', { name: product.name }, `${field}.product_id`);
    const own = variants.filter((v) => v.productId === product.id);
    const variant = line.variant_id ? own.find((v) => v.id === line.variant_id) : undefined;
    if (line.variant_id && !variant) throw badRequest('variant_not_found', {}, `${field}.variant_id`);
    if (!variant && own.length) throw badRequest('variant_required', { name: product.name }, `${field}.variant_id`);
    const chosen = line.addon_option_ids.map((id) => options.find((o) => o.id === id));
    const productGroups = groups.filter((g) => g.productId === product.id);
    if (
      chosen.some((o) => !o || !productGroups.some((g) => g.id === o.groupId)) ||
      new Set(line.addon_option_ids).size !== chosen.length
    ) {
      throw badRequest('addon_unknown', { name: product.name }, `${field}.addon_option_ids`);
    }
    for (const group of productGroups) {
      const n = chosen.filter((o) => o!.groupId === group.id).length;
      if (n < group.minSelect || n > group.maxSelect) {
        throw badRequest(
          'addon_selection',
          { min: group.minSelect, max: group.maxSelect, group: group.name },
          `${field}.addon_option_ids`,
        );
      }
    }
    const addons = chosen.map((o) => ({
      group: productGroups.find((g) => g.id === o!.groupId)!.name,
      name: o!.name,
      price: o!.price,
    }));
    const unitPrice = composeUnitPrice(
      product.price,
      variant?.price,
      addons.map((a) => a.price),
    );
    return {
      productId: product.id,
      variantId: variant?.id ?? null,
      productName: product.name,
      variantName: variant?.name ?? null,
      sku: variant?.sku ?? product.sku,
      addons,
      unitPrice,
      quantity: line.quantity,
      lineTotal: unitPrice * line.quantity,
      tracked: product.trackInventory,
      unitCost: variant?.costPrice ?? product.costPrice ?? null,
    };
  });
}

/** A percentage charge is taken on the subtotal and rounded to whole shillings. */
export function priceCharges(subtotal: number, charges: OrderCreate['charges']): OrderCharge[] {
  return charges.map((c) => ({ ...c, amount: c.type === 'fixed' ? c.value : Math.round((subtotal * c.value) / 100) }));
}
