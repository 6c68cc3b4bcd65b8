// The order page's cart (GET /api/v1/order) and the price of a customer's choices. Shared by the
// page (live total) and the server (the figures it sends), so both add up the same way; the orders
// service charges with the same unit price (composeUnitPrice).

// The cart's shapes are the answer contract of GET /api/v1/order (types only: no zod in the page).
import type { PageProduct } from './contracts/order-page.ts';
export type {
  OrderPageCart,
  PageAddonGroup,
  PageAddonOption,
  PageProduct,
  PageVariant,
} from './contracts/order-page.ts';

/** What the customer picked for one line. */
export type LineChoice = { variant_id: string | null; addon_option_ids: string[]; quantity: number };

export const MAX_LINE_QUANTITY = 99;

type Priced = Pick<PageProduct, 'price' | 'variants' | 'add_ons'>;

/**
 * The catalogue's unit price: the variant's price when there is one, else the product's, plus the
 * add-ons. The one formula, for the order page and for the orders service (order-pricing.ts).
 */
export function composeUnitPrice(
  productPrice: number,
  variantPrice: number | null | undefined,
  addonPrices: number[],
): number {
  return (variantPrice ?? productPrice) + addonPrices.reduce((sum, p) => sum + p, 0);
}

/** Price of one unit with these choices; ids that do not belong to the product add nothing. */
export function unitPrice(product: Priced, choice: Pick<LineChoice, 'variant_id' | 'addon_option_ids'>): number {
  const variant = choice.variant_id ? product.variants.find((v) => v.id === choice.variant_id) : undefined;
  const options = product.add_ons.flatMap((g) => g.options);
  return composeUnitPrice(
    product.price,
    variant?.price,
    choice.addon_option_ids.map((id) => options.find((o) => o.id === id)?.price ?? 0),
  );
}

export function lineTotal(product: Priced, choice: LineChoice): number {
  return unitPrice(product, choice) * choice.quantity;
}

/** The order total: every line counts, customisable or not. */
export function cartTotal(products: Priced[], choices: LineChoice[]): number {
  return products.reduce((sum, product, i) => sum + (choices[i] ? lineTotal(product, choices[i]) : 0), 0);
}

/** Spec 3: only products with at least one variant or add-on are customisable. */
export function isCustomisable(product: Pick<PageProduct, 'variants' | 'add_ons'>): boolean {
  return product.variants.length > 0 || product.add_ons.length > 0;
}

export type ChoiceProblem =
  | { kind: 'variant_required' }
  | { kind: 'variant_out_of_stock' }
  | { kind: 'addon_selection'; group: string; min: number; max: number }
  | { kind: 'quantity' };

/** What keeps this line from being ordered as chosen (the server checks the same again). */
export function choiceProblem(
  product: Pick<PageProduct, 'variants' | 'add_ons'>,
  choice: LineChoice,
): ChoiceProblem | null {
  if (!Number.isInteger(choice.quantity) || choice.quantity < 1 || choice.quantity > MAX_LINE_QUANTITY)
    return { kind: 'quantity' };
  if (product.variants.length) {
    const variant = product.variants.find((v) => v.id === choice.variant_id);
    if (!variant) return { kind: 'variant_required' };
    if (!variant.in_stock) return { kind: 'variant_out_of_stock' };
  }
  for (const group of product.add_ons) {
    const n = group.options.filter((o) => choice.addon_option_ids.includes(o.id)).length;
    if (n < group.min || n > group.max)
      return { kind: 'addon_selection', group: group.name, min: group.min, max: group.max };
  }
  return null;
}

/**
 * Ticks or unticks an add-on option. In a group that allows one choice, ticking another option
 * replaces the first (like a radio); in larger groups, ticking past the maximum does nothing.
 */
export function toggleAddon(product: Pick<PageProduct, 'add_ons'>, selected: string[], optionId: string): string[] {
  if (selected.includes(optionId)) return selected.filter((id) => id !== optionId);
  const group = product.add_ons.find((g) => g.options.some((o) => o.id === optionId));
  if (!group) return selected;
  const inGroup = selected.filter((id) => group.options.some((o) => o.id === id));
  if (group.max === 1) return [...selected.filter((id) => !inGroup.includes(id)), optionId];
  if (inGroup.length >= group.max) return selected;
  return [...selected, optionId];
}
