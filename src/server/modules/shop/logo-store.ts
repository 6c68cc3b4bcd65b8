import { mediaName, readImage, removeMedia, toWebp, writeMedia } from '../media/index.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

export { removeMedia };
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Logos are shown on phones over slow networks: a 2 MB photo becomes a 512 px WebP of a few KB. */
export async function storeLogo(media: ObjectStore, shopId: string, file: unknown): Promise<string> {
  const bytes = await readImage(file, { field: 'logo', maxBytes: LOGO_MAX_BYTES, tooLarge: 'image_too_large' });
  const output = await toWebp(bytes, 512, 'logo');
  const relative = mediaName('logos', shopId);
  await writeMedia(media, relative, output);
  return relative;
}
