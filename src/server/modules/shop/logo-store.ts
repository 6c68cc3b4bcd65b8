import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError, badRequest } from '../../http/errors.ts';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks the bytes (not the file name or the claimed type) and stores a 512 px WebP: logos are
 * shown on phones over slow networks, so a 2 MB photo becomes a few KB.
 */
export async function storeLogo(mediaDir: string, shopId: string, file: unknown): Promise<string> {
  if (!(file instanceof File) || file.size === 0) throw badRequest('image_required', {}, 'logo');
  if (file.size > LOGO_MAX_BYTES) throw new AppError(413, 'image_too_large', {}, 'logo');
  const bytes = Buffer.from(await file.arrayBuffer());
  let output: Buffer;
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new Error('format');
    output = await sharp(bytes).rotate().resize(512, 512, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw new AppError(415, 'image_invalid', {}, 'logo');
  }
  const relative = `logos/${shopId}-${randomBytes(6).toString('hex')}.webp`;
  await mkdir(path.join(mediaDir, 'logos'), { recursive: true });
  await writeFile(path.join(mediaDir, relative), output);
  return relative;
}

export async function removeMedia(mediaDir: string, relative: string | null): Promise<void> {
  if (relative) await rm(path.join(mediaDir, relative), { force: true });
}
