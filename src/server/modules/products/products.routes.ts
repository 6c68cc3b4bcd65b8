import { z } from 'zod';
import { can } from '../../../lib/permissions.ts';
import { pageQuerySchema, productCreateSchema, productListQuerySchema, productUpdateSchema, stockAdjustSchema } from '../../../lib/catalog-schemas.ts';
import { csvDownload } from '../../http/csv-download.ts';
import { AppError, badRequest, errorBody, languageOf } from '../../http/errors.ts';
import { messageFor } from '../../http/messages.ts';
import { perm, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody, queryParams, uuidParam } from '../../http/validate.ts';
import { adjustStock, listMovements } from '../inventory/stock.service.ts';
import { membershipPermissions } from '../user/user.service.ts';
import { mediaDir } from '../shop/shop.routes.ts';
import { exportProductsCsv, importProductsCsv } from './product-csv.service.ts';
import { addProductImage, removeImageFiles, removeProductImage } from './product-images.ts';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './product.service.ts';

const shopOf = (c: Parameters<RouteDef['handler']>[0]) => requireMembership(c).shop.id;
const dbOf = (c: Parameters<RouteDef['handler']>[0]) => c.get('deps').database.db;

async function formFile(c: Parameters<RouteDef['handler']>[0], name: string, missing: 'image_required' | 'csv_empty'): Promise<unknown> {
  try {
    return (await c.req.formData()).get(name);
  } catch {
    throw badRequest(missing, {}, name);
  }
}

// Static paths come before /:id: Hono runs handlers in the order they were registered.
export const productRoutes: RouteDef[] = [
  route('GET', '/api/products', perm('product', 'read'), async (c) => c.json(await listProducts(dbOf(c), shopOf(c), queryParams(c, productListQuerySchema)))),

  route('POST', '/api/products', perm('product', 'create'), async (c) => {
    const input = await jsonBody(c, productCreateSchema);
    return c.json(await createProduct(dbOf(c), shopOf(c), c.get('user')!.id, input), 201);
  }),

  route('GET', '/api/products/export', perm('product', 'read'), async (c) => csvDownload(c, exportProductsCsv(dbOf(c), shopOf(c)), 'products.csv')),

  route(
    'POST',
    '/api/products/import',
    perm('product', 'create'),
    async (c) => {
      const { dry_run } = queryParams(c, z.object({ dry_run: z.enum(['true', 'false']).default('false') }));
      const type = c.req.header('content-type') ?? '';
      let text: string;
      if (type.startsWith('multipart/form-data')) {
        const file = await formFile(c, 'file', 'csv_empty');
        if (!(file instanceof File)) throw badRequest('csv_empty', {}, 'file');
        text = await file.text();
      } else if (type.startsWith('text/csv') || type.startsWith('text/plain')) text = await c.req.text();
      else throw new AppError(415, 'csv_media_type');
      const canUpdate = can(membershipPermissions(requireMembership(c).member), 'product', 'update');
      const report = await importProductsCsv(dbOf(c), shopOf(c), c.get('user')!.id, text, { dryRun: dry_run === 'true', canUpdate });
      const lang = languageOf(c);
      const refused = report.refused.map((r) => ({
        line: r.line,
        errors: r.errors.map((e) => ({ code: e.code, field: e.field ?? null, message: messageFor(e.code, lang, e.params) })),
      }));
      const body = { rows: report.rows, created: report.created, updated: report.updated, refused, dry_run: dry_run === 'true' };
      if (!refused.length) return c.json(body);
      return c.json({ ...errorBody(c, 'csv_rows_refused', messageFor('csv_rows_refused', lang, { count: refused.length })), ...body }, 400);
    },
    { bodyLimitKb: 4096 },
  ),

  route('GET', '/api/products/:id', perm('product', 'read'), async (c) => c.json(await getProduct(dbOf(c), shopOf(c), uuidParam(c, 'id')))),

  route('PUT', '/api/products/:id', perm('product', 'update'), async (c) => {
    const id = uuidParam(c, 'id');
    const input = await jsonBody(c, productUpdateSchema);
    const before = await getProduct(dbOf(c), shopOf(c), id);
    const product = await updateProduct(dbOf(c), shopOf(c), id, c.get('user')!.id, input);
    const dropped = before.images.filter((i) => !product.images.some((kept) => kept.id === i.id));
    const files = dropped.map((i) => ({ id: i.id, large: i.url.replace('/media/', ''), thumb: i.thumbnail_url.replace('/media/', '') }));
    await removeImageFiles(mediaDir(c.get('deps').env.dataDir), files);
    return c.json(product);
  }),

  route('DELETE', '/api/products/:id', perm('product', 'delete'), async (c) => {
    await deleteProduct(dbOf(c), shopOf(c), uuidParam(c, 'id'));
    return c.body(null, 204);
  }),

  route(
    'POST',
    '/api/products/:id/images',
    perm('product', 'update'),
    async (c) => {
      const id = uuidParam(c, 'id');
      const file = await formFile(c, 'image', 'image_required');
      await addProductImage(dbOf(c), mediaDir(c.get('deps').env.dataDir), shopOf(c), id, file);
      return c.json(await getProduct(dbOf(c), shopOf(c), id), 201);
    },
    { bodyLimitKb: 5 * 1024 + 64, tooLarge: 'product_image_too_large' },
  ),

  route('DELETE', '/api/products/:id/images/:imageId', perm('product', 'update'), async (c) => {
    await removeProductImage(dbOf(c), mediaDir(c.get('deps').env.dataDir), shopOf(c), uuidParam(c, 'id'), uuidParam(c, 'imageId'));
    return c.body(null, 204);
  }),

  route('POST', '/api/products/:id/stock', perm('product', 'update'), async (c) => {
    const input = await jsonBody(c, stockAdjustSchema);
    return c.json(await adjustStock(dbOf(c), shopOf(c), uuidParam(c, 'id'), c.get('user')!.id, input));
  }),

  route('GET', '/api/products/:id/movements', perm('product', 'read'), async (c) => {
    const { page, page_size } = queryParams(c, pageQuerySchema);
    const id = uuidParam(c, 'id');
    await getProduct(dbOf(c), shopOf(c), id);
    return c.json(await listMovements(dbOf(c), shopOf(c), id, page, page_size));
  }),
];
