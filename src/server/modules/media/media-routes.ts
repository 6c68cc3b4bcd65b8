import path from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { mediaKey } from './image-store.ts';
import { PRIVATE_MEDIA_FOLDERS, privateLinkOpens } from './private-media.ts';

const MEDIA_TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg' };
const FOLDER = /^[a-z]+$/;
const FILE = /^[\w-]+\.(webp|png|jpg)$/;

/**
 * /media: uploaded images, streamed from the app's store (DATA_DIR's folder or the S3 bucket).
 * Public ones (products, logos, pop-ups) at their name; names are random and never reused, so
 * browsers may cache them for good. A private folder (receipts) answers only a signed link that
 * has not expired (private-media.ts): its bare name, a forged or an old link are 404.
 */
export function mountMedia(app: Hono<AppEnv>): void {
  app.get('/media/:folder/:file', async (c) => {
    const { folder, file } = c.req.param();
    if (!FOLDER.test(folder) || !FILE.test(file) || PRIVATE_MEDIA_FOLDERS.has(folder))
      throw new AppError(404, 'not_found');
    return answer(c, `${folder}/${file}`, 'public, max-age=31536000, immutable');
  });
  app.get('/media/:folder/:token/:file', async (c) => {
    const { folder, token, file } = c.req.param();
    const secret = c.get('deps').env.secretKey;
    if (!PRIVATE_MEDIA_FOLDERS.has(folder) || !FILE.test(file) || !privateLinkOpens(secret, folder, token, file))
      throw new AppError(404, 'not_found');
    return answer(c, `${folder}/${file}`, 'private, max-age=3600');
  });
}

/** The stored file as the answer's body, streamed; through Hono, so the security headers stay. */
async function answer(c: Context<AppEnv>, relative: string, cacheControl: string) {
  const stored = await c.get('deps').storage.stream(mediaKey(relative));
  if (!stored) throw new AppError(404, 'not_found');
  const headers: Record<string, string> = {
    'content-type': MEDIA_TYPES[path.extname(relative)] ?? 'application/octet-stream',
    'cache-control': cacheControl,
  };
  if (stored.size !== undefined) headers['content-length'] = String(stored.size);
  return c.body(stored.body, 200, headers);
}
