import { and, eq } from 'drizzle-orm';
import type { OrderPageCart, PageAddonGroup, PageProduct } from '../../../lib/contracts/order-page.ts';
import { cartTotal, isCustomisable, MAX_LINE_QUANTITY, unitPrice } from '../../../lib/order-page-pricing.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conversations, type CheckoutLink } from '../../db/schema/chat.ts';
import { customers } from '../../db/schema/customers.ts';
import { shops } from '../../db/schema/shops.ts';
import { catalogueRows } from '../products/index.ts';

/** Who the chat already knows: a linked customer, else the conversation's name and number. */
export async function knownCustomer(db: Db | Tx, link: CheckoutLink) {
  const [customer] = link.customerId
    ? await db
        .select()
        .from(customers)
        .where(and(eq(customers.shopId, link.shopId), eq(customers.id, link.customerId)))
    : [];
  const [conversation] = link.conversationId
    ? await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.shopId, link.shopId), eq(conversations.id, link.conversationId)))
    : [];
  return {
    customer: customer ?? null,
    conversation: conversation ?? null,
    name: customer?.name || conversation?.customerName || '',
    phone: customer?.phone || conversation?.customerPhone || '',
  };
}

/**
 * The cart response of spec 3 for an open link: every basket line with its catalogue choices
 * (a basket without a variant gets the first one in stock, so the total means something), and
 * the lines whose product is no longer for sale apart.
 */
export async function cartOf(db: Db, link: CheckoutLink): Promise<OrderPageCart> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, link.shopId));
  const { found, variants, groups, options } = await catalogueRows(
    db,
    link.shopId,
    link.items.map((i) => i.product_id),
  );
  const known = await knownCustomer(db, link);
  const lines: PageProduct[] = [];
  const unavailable: OrderPageCart['unavailable'] = [];
  link.items.forEach((item, index) => {
    const product = found.find((p) => p.id === item.product_id);
    if (!product || product.status !== 'active') {
      if (product) unavailable.push({ product_id: product.id, name: product.name });
      return;
    }
    const tracked = product.trackInventory;
    const own = variants
      .filter((v) => v.productId === product.id)
      .map((v) => ({ id: v.id, name: v.name, price: v.price, in_stock: !tracked || v.stock > 0 }));
    const addOns: PageAddonGroup[] = groups
      .filter((g) => g.productId === product.id)
      .map((g) => ({
        id: g.id,
        name: g.name,
        min: g.minSelect,
        max: g.maxSelect,
        required: g.required || g.minSelect > 0,
        options: options.filter((o) => o.groupId === g.id).map((o) => ({ id: o.id, name: o.name, price: o.price })),
      }));
    const optionIds = new Set(addOns.flatMap((g) => g.options.map((o) => o.id)));
    const variantId =
      own.find((v) => v.id === item.variant_id)?.id ?? (own.find((v) => v.in_stock) ?? own[0])?.id ?? null;
    const choice = {
      variant_id: variantId,
      addon_option_ids: (item.addon_option_ids ?? []).filter((id) => optionIds.has(id)),
    };
    const priced = { price: product.price, variants: own, add_ons: addOns };
    lines.push({
      line: index,
      product_id: product.id,
      name: product.name,
      image: product.images[0] ? `/media/${product.images[0].thumb}` : null,
      price: product.price,
      in_stock: own.length ? own.some((v) => v.in_stock) : !tracked || product.stock > 0,
      quantity: Math.min(Math.max(Math.trunc(item.quantity) || 1, 1), MAX_LINE_QUANTITY),
      ...choice,
      unit_price: unitPrice(priced, choice),
      variants: own,
      add_ons: addOns,
      customisable: isCustomisable(priced),
    });
  });
  return {
    shop_name: shop?.name ?? '',
    logo_url: shop?.logoPath ? `/media/${shop.logoPath}` : null,
    currency: shop?.currency ?? 'TZS',
    language: link.language,
    expires_at: link.expiresAt.toISOString(),
    channel: link.channel,
    customer: known.name || known.phone ? { name: known.name, phone: known.phone } : null,
    allow_credit: known.customer?.allowCredit ?? false,
    products: lines,
    unavailable,
    total: cartTotal(lines, lines),
  };
}
