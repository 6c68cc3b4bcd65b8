import { z } from 'zod';
import { can } from '../../../lib/permissions.ts';
import {
  pageQuerySchema,
  productCreateSchema,
  productListQuerySchema,
  productUpdateSchema,
  stockAdjustSchema,
} from '../../../lib/catalog-schemas.ts';
import {
  importReportSchema,
  importRefusedSchema,
  type ImportRowsRefused,
  movementPageSchema,
  productPageSchema,
  productSchema,
  stockLevelSchema,
} from '../../../lib/contracts/product.ts';

import { AppError, badRequest, errorBody, languageOf } from '../../http/errors.ts';
import { messageFor } from '../../http/messages.ts';
import { declareRoute, idParam, idParams } from '../../http/declare-route.ts';
import { rowDelete, rowGet, shopCsv, shopGet } from '../../http/shop-route.ts';
import { perm, requireMembership, type RouteDef } from '../../http/route-table.ts';
import { adjustStock, listMovements } from '../inventory/index.ts';
import { membershipPermissions } from '../../http/member-permissions.ts';
import { exportProductsCsv, importProductsCsv } from './product-csv.service.ts';
import { addProductImage, removeImageFiles, removeProductImage } from './product-images.ts';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './product.service.ts';
import { shopOf, dbOf, userOf } from '../../http/route-glue.ts';

async function formFile(
  c: Parameters<RouteDef['handler']>[0],
  name: string,
  missing: 'image_required' | 'csv_empty',
): Promise<unknown> {
  try {
    return (await c.req.formData()).get(name);
  } catch {
    throw badRequest(missing, {}, name);
  }
}

const tags = ['Products' as const];
const imageTypes = ['image/png', 'image/jpeg', 'image/webp'];

// Static paths come before /:id: Hono runs handlers in the order they were registered.
export const productRoutes = [
  shopGet({
    path: '/api/products',
    access: perm('product', 'read'),
    tags,
    summary: 'List products with search, filters and pages',
    query: productListQuerySchema,
    answers: { 200: productPageSchema },
    read: listProducts,
  }),

  declareRoute({
    method: 'POST',
    path: '/api/products',
    access: perm('product', 'create'),
    tags,
    summary: 'Create a product with its variants and add-on groups',
    body: productCreateSchema,
    answers: { 201: productSchema },
    errors: [409],
    handler: async (c, { body }) => c.json(await createProduct(dbOf(c), shopOf(c), userOf(c), body), 201),
  }),

  shopCsv({
    path: '/api/products/export',
    access: perm('product', 'read'),
    tags,
    summary: 'Download every product as CSV',
    rows: exportProductsCsv,
    file: () => 'products.csv',
  }),

  declareRoute({
    method: 'POST',
    path: '/api/products/import',
    access: perm('product', 'create'),
    tags,
    summary: 'Import products from CSV; a dry run reports without saving',
    description:
      'Send a multipart form with a `file` field, or the CSV itself as text/csv. Rows that cannot be saved are listed in a 400 answer with their line numbers.',
    upload: { field: 'file', types: ['text/csv'], alsoRaw: ['text/csv', 'text/plain'] },
    query: z.object({
      dry_run: z
        .enum(['true', 'false'])
        .default('false')
        .meta({ description: 'true: check every row and report, save nothing.' }),
    }),
    answers: { 200: importReportSchema },
    errorAnswers: { 400: importRefusedSchema },
    bodyLimitKb: 4096,
    handler: async (c, { query }) => {
      const dryRun = query.dry_run === 'true';
      const type = c.req.header('content-type') ?? '';
      let text: string;
      if (type.startsWith('multipart/form-data')) {
        const file = await formFile(c, 'file', 'csv_empty');
        if (!(file instanceof File)) throw badRequest('csv_empty', {}, 'file');
        text = await file.text();
      } else if (type.startsWith('text/csv') || type.startsWith('text/plain')) text = await c.req.text();
      else throw new AppError(415, 'csv_media_type');
      const canUpdate = can(membershipPermissions(requireMembership(c).member), 'product', 'update');
      const report = await importProductsCsv(dbOf(c), shopOf(c), userOf(c), text, { dryRun, canUpdate });
      const lang = languageOf(c);
      const refused = report.refused.map((r) => ({
        line: r.line,
        errors: r.errors.map((e) => ({
          code: e.code,
          field: e.field ?? null,
          message: messageFor(e.code, lang, e.params),
        })),
      }));
      const body = { rows: report.rows, created: report.created, updated: report.updated, refused, dry_run: dryRun };
      if (!refused.length) return c.json(body);
      const refusal: ImportRowsRefused = {
        ...errorBody(c, 'csv_rows_refused', messageFor('csv_rows_refused', lang, { count: refused.length })),
        ...body,
      };
      return c.json(refusal, 400);
    },
  }),

  rowGet({
    path: '/api/products/:id',
    access: perm('product', 'read'),
    tags,
    summary: 'One product with variants, add-ons, images and stock',
    answers: { 200: productSchema },
    read: getProduct,
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/products/:id',
    access: perm('product', 'update'),
    tags,
    summary: 'Update a product; given lists (variants, add-ons, images) replace the stored ones',
    params: idParams,
    body: productUpdateSchema,
    answers: { 200: productSchema },
    errors: [409],
    handler: async (c, { params: { id }, body }) => {
      const before = await getProduct(dbOf(c), shopOf(c), id);
      const product = await updateProduct(dbOf(c), shopOf(c), id, userOf(c), body);
      const dropped = before.images.filter((i) => !product.images.some((kept) => kept.id === i.id));
      const files = dropped.map((i) => ({
        id: i.id,
        large: i.url.replace('/media/', ''),
        thumb: i.thumbnail_url.replace('/media/', ''),
      }));
      await removeImageFiles(c.get('deps').storage, files);
      return c.json(product);
    },
  }),

  rowDelete({
    path: '/api/products/:id',
    access: perm('product', 'delete'),
    tags,
    summary: 'Delete a product (kept for past orders)',
    remove: deleteProduct,
  }),

  declareRoute({
    method: 'POST',
    path: '/api/products/:id/images',
    access: perm('product', 'update'),
    tags,
    summary: 'Add an image to a product (up to 5 MB)',
    params: idParams,
    upload: { field: 'image', types: imageTypes },
    answers: { 201: productSchema },
    errors: [409],
    bodyLimitKb: 5 * 1024 + 64,
    tooLarge: 'product_image_too_large',
    handler: async (c, { params: { id } }) => {
      const file = await formFile(c, 'image', 'image_required');
      await addProductImage(dbOf(c), c.get('deps').storage, shopOf(c), id, file);
      return c.json(await getProduct(dbOf(c), shopOf(c), id), 201);
    },
  }),

  declareRoute({
    method: 'DELETE',
    path: '/api/products/:id/images/:imageId',
    access: perm('product', 'update'),
    tags,
    summary: 'Remove an image from a product',
    params: z.object({ id: idParam, imageId: idParam }),
    answers: { 204: null },
    handler: async (c, { params }) => {
      await removeProductImage(dbOf(c), c.get('deps').storage, shopOf(c), params.id, params.imageId);
      return c.body(null, 204);
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/products/:id/stock',
    access: perm('product', 'update'),
    tags,
    summary: 'Adjust the stock of a product or variant, with a reason',
    params: idParams,
    body: stockAdjustSchema,
    answers: { 200: stockLevelSchema },
    errors: [409],
    handler: async (c, { params, body }) => c.json(await adjustStock(dbOf(c), shopOf(c), params.id, userOf(c), body)),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/products/:id/movements',
    access: perm('product', 'read'),
    tags,
    summary: 'Stock history of a product, newest first',
    params: idParams,
    query: pageQuerySchema,
    answers: { 200: movementPageSchema },
    handler: async (c, { params: { id }, query }) => {
      await getProduct(dbOf(c), shopOf(c), id);
      return c.json(await listMovements(dbOf(c), shopOf(c), id, query.page, query.page_size));
    },
  }),
] satisfies RouteDef[];
