import { eq } from 'drizzle-orm';
import type { ShopCreate, ShopDto, ShopUpdate } from '../../../lib/shop-schemas.ts';
import type { Db } from '../../db/client.ts';
import { shopMembers, shops, type Shop } from '../../db/schema/shops.ts';
import { conflict } from '../../http/errors.ts';
import { uniqueOr } from '../../db/pg-errors.ts';

export function toShopDto(shop: Shop): ShopDto {
  return {
    id: shop.id,
    shop_name: shop.name,
    logo_url: shop.logoPath ? `/media/${shop.logoPath}` : null,
    whatsapp_number: shop.whatsappNumber,
    category: shop.category as ShopDto['category'],
    address: shop.address,
    default_language: shop.defaultLanguage === 'sw' ? 'sw' : 'en',
    currency: 'TZS',
    listed: shop.listed,
    created_at: shop.createdAt.toISOString(),
    suspended: shop.suspendedAt ? { at: shop.suspendedAt.toISOString(), reason: shop.suspendedReason ?? '' } : null,
  };
}

function columns(input: ShopUpdate) {
  return {
    ...(input.shop_name !== undefined && { name: input.shop_name }),
    ...(input.whatsapp_number !== undefined && { whatsappNumber: input.whatsapp_number }),
    ...(input.category !== undefined && { category: input.category }),
    ...(input.address !== undefined && { address: input.address }),
    ...(input.default_language !== undefined && { defaultLanguage: input.default_language }),
    ...(input.currency !== undefined && { currency: input.currency }),
    ...(input.listed !== undefined && { listed: input.listed }),
  };
}

/** The shop and its owner's membership are written together or not at all. */
export async function createShop(db: Db, ownerId: string, input: ShopCreate): Promise<Shop> {
  // A person has one shop (shop_members_user_uq): of two made at once, the second is refused.
  return uniqueOr(conflict('shop_exists'), () =>
    db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ shopId: shopMembers.shopId })
        .from(shopMembers)
        .where(eq(shopMembers.userId, ownerId));
      if (existing) throw conflict('shop_exists');
      const [shop] = await tx
        .insert(shops)
        .values({
          ownerId,
          ...columns(input),
          name: input.shop_name,
          whatsappNumber: input.whatsapp_number,
          category: input.category,
        })
        .returning();
      await tx.insert(shopMembers).values({ shopId: shop!.id, userId: ownerId, isOwner: true, isAdmin: true });
      return shop!;
    }),
  );
}

export async function updateShop(db: Db, shopId: string, input: ShopUpdate): Promise<Shop> {
  const [shop] = await db
    .update(shops)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(eq(shops.id, shopId))
    .returning();
  return shop!;
}

export async function setShopLogo(db: Db, shopId: string, logoPath: string): Promise<Shop> {
  const [shop] = await db
    .update(shops)
    .set({ logoPath, updatedAt: new Date() })
    .where(eq(shops.id, shopId))
    .returning();
  return shop!;
}
