import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Metadata } from 'sharp';
import { AppError, badRequest } from '../../http/errors.ts';
import type { MessageKey } from '../../http/messages.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/**
 * The most pixels an upload may have: 40 million (a 48 MP phone photo is refused; 8000×5000 is
 * not). The header tells the size before anything is decoded, and a tiny file can claim a huge
 * picture (a 243 KB PNG of 16000×16000 costs seconds of CPU to decode): refused unread.
 */
// sharp (and libvips under it) is loaded at the first image, not at start-up (docs/decisions/0051).
const loadSharp = async () => (await import('sharp')).default;

export const MAX_IMAGE_PIXELS = 40_000_000;

export type UploadRules = { field: string; maxBytes: number; tooLarge: MessageKey };

/**
 * Checks the bytes (not the file name or the claimed type): anything sharp cannot read as a
 * JPEG, PNG or WebP is refused before it reaches the disk.
 */
export async function readImage(file: unknown, rules: UploadRules): Promise<Buffer> {
  if (!(file instanceof File) || file.size === 0) throw badRequest('image_required', {}, rules.field);
  if (file.size > rules.maxBytes) throw new AppError(413, rules.tooLarge, {}, rules.field);
  const bytes = Buffer.from(await file.arrayBuffer());
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(415, 'image_invalid', {}, rules.field);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new AppError(415, 'image_invalid', {}, rules.field);
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new AppError(413, 'image_too_many_pixels', { width: meta.width ?? 0, height: meta.height ?? 0 }, rules.field);
  }
  return bytes;
}

/** A WebP that fits in size × size (never enlarged), turned upright from its EXIF orientation. */
export async function toWebp(bytes: Buffer, size: number, field: string, quality = 82): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  } catch {
    // A truncated file can pass the header check and still fail to decode.
    throw new AppError(415, 'image_invalid', {}, field);
  }
}

/** Random, never reused names: the media route can let browsers cache them for good. */
export function mediaName(folder: string, prefix: string, suffix = ''): string {
  return `${folder}/${prefix}-${randomBytes(6).toString('hex')}${suffix}.webp`;
}

/** Where uploaded images live in a folder store's data directory (served at /media). */
export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

/** The storage key of a media name (`products/<name>.webp`): under `media/` in the folder and the bucket. */
export const mediaKey = (relative: string) => `media/${relative}`;

export async function writeMedia(store: ObjectStore, relative: string, bytes: Buffer): Promise<void> {
  await store.put(mediaKey(relative), bytes);
}

export async function removeMedia(store: ObjectStore, relative: string | null): Promise<void> {
  if (relative) await store.delete(mediaKey(relative));
}
