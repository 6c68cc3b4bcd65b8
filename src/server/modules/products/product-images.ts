import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, type ProductImage } from '../../db/schema/catalog.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { mediaName, readImage, removeMedia, toWebp, writeMedia } from '../media/index.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 8;
const live = (shopId: string, id: string) =>
  and(eq(products.shopId, shopId), eq(products.id, id), isNull(products.deletedAt));

/**
 * A 1600 px WebP for the detail view and a 320 px one for lists and chat cards (phones on slow
 * networks). The append is one UPDATE with the count in its WHERE, so parallel uploads cannot pass the limit.
 */
export async function addProductImage(
  db: Db,
  media: ObjectStore,
  shopId: string,
  productId: string,
  file: unknown,
): Promise<ProductImage[]> {
  const [exists] = await db
    .select({ n: sql<number>`jsonb_array_length(${products.images})` })
    .from(products)
    .where(live(shopId, productId));
  if (!exists) throw notFound('product_not_found');
  if (exists.n >= MAX_IMAGES) throw conflict('too_many_images', { max: MAX_IMAGES });
  const bytes = await readImage(file, {
    field: 'image',
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    tooLarge: 'product_image_too_large',
  });
  const [large, thumb] = await Promise.all([toWebp(bytes, 1600, 'image'), toWebp(bytes, 320, 'image', 75)]);
  const image: ProductImage = {
    id: randomUUID(),
    large: mediaName('products', shopId),
    thumb: mediaName('products', shopId, '-thumb'),
  };
  await writeMedia(media, image.large, large);
  await writeMedia(media, image.thumb, thumb);
  const rows = await db
    .update(products)
    .set({ images: sql`${products.images} || ${JSON.stringify([image])}::jsonb`, updatedAt: new Date() })
    .where(and(live(shopId, productId), sql`jsonb_array_length(${products.images}) < ${MAX_IMAGES}`))
    .returning({ images: products.images });
  if (!rows[0]) {
    await removeImageFiles(media, [image]);
    throw conflict('too_many_images', { max: MAX_IMAGES });
  }
  return rows[0].images;
}

export async function removeProductImage(
  db: Db,
  media: ObjectStore,
  shopId: string,
  productId: string,
  imageId: string,
): Promise<void> {
  const [row] = await db.select({ images: products.images }).from(products).where(live(shopId, productId));
  const image = row?.images.find((i) => i.id === imageId);
  if (!image) throw notFound();
  await db
    .update(products)
    .set({
      images: sql`(select coalesce(jsonb_agg(x.e order by x.n), '[]'::jsonb) from jsonb_array_elements(${products.images}) with ordinality as x(e, n) where x.e->>'id' <> ${imageId})`,
      updatedAt: new Date(),
    })
    .where(live(shopId, productId));
  await removeImageFiles(media, [image]);
}

export async function removeImageFiles(media: ObjectStore, images: ProductImage[]): Promise<void> {
  for (const image of images) {
    await removeMedia(media, image.large);
    await removeMedia(media, image.thumb);
  }
}
