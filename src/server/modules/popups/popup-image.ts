import { mediaName, readImage, toWebp, writeMedia } from '../media/index.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

export const POPUP_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * A pop-up is a small box on a phone: a 640 px WebP of a few KB, whatever was uploaded (the media
 * module checks the bytes, the pixel count and the size before anything is decoded).
 */
export async function storePopupImage(media: ObjectStore, shopId: string, file: unknown): Promise<string> {
  const bytes = await readImage(file, { field: 'image', maxBytes: POPUP_IMAGE_MAX_BYTES, tooLarge: 'image_too_large' });
  const output = await toWebp(bytes, 640, 'image');
  const relative = mediaName('popups', shopId);
  await writeMedia(media, relative, output);
  return relative;
}
