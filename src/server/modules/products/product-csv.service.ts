import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { productCreateSchema } from '../../../lib/catalog-schemas.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import { issueToError } from '../../http/validate.ts';
import { recordMovement, setStock } from '../inventory/index.ts';
import { CsvError, formatCsvRow, parseCsv } from '../../../lib/csv.ts';

export const CSV_COLUMNS = [
  'sku',
  'name',
  'description',
  'category',
  'price',
  'cost_price',
  'status',
  'track_inventory',
  'stock',
  'low_stock_threshold',
] as const;
export const CSV_MAX_ROWS = 5000;
const rowSchema = productCreateSchema.omit({ variants: true, addon_groups: true });

/** The whole catalogue in batches of 1000 (keyset on the primary key), so memory stays flat. */
export async function* exportProductsCsv(db: Db, shopId: string): AsyncGenerator<string> {
  yield formatCsvRow([...CSV_COLUMNS]);
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select()
      .from(products)
      .where(and(eq(products.shopId, shopId), isNull(products.deletedAt), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(1000);
    if (!rows.length) return;
    yield rows
      .map((p) =>
        formatCsvRow([
          p.sku,
          p.name,
          p.description,
          p.category,
          p.price,
          p.costPrice,
          p.status,
          p.trackInventory,
          p.stock,
          p.lowStockThreshold,
        ]),
      )
      .join('');
    after = rows.at(-1)!.id;
  }
}

export type RowRefusal = { line: number; errors: AppError[] };
export type ImportReport = { rows: number; created: number; updated: number; refused: RowRefusal[] };

function cell(column: string, raw: string): unknown {
  // A leading apostrophe is how our export defuses formulas; take it off again.
  const value = /^'[=+\-@]/.test(raw) ? raw.slice(1) : raw.trim();
  if (value === '') return undefined;
  if (['price', 'cost_price', 'stock', 'low_stock_threshold'].includes(column))
    return /^-?\d+$/.test(value) ? Number(value) : value;
  if (column === 'track_inventory')
    return /^(true|yes|1)$/i.test(value) ? true : /^(false|no|0)$/i.test(value) ? false : value;
  return value;
}

/** Reads and checks every row; the report lists each refused row with all its reasons. */
function readRows(text: string) {
  let table: ReturnType<typeof parseCsv>;
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest('csv_invalid', { line: error.line });
    throw error;
  }
  const [header, ...body] = table;
  if (!header) throw badRequest('csv_empty');
  const columns = header.fields.map((f) => f.trim().toLowerCase());
  const unknown = columns.find((c) => !(CSV_COLUMNS as readonly string[]).includes(c));
  if (unknown !== undefined) throw badRequest('csv_unknown_column', { column: unknown });
  for (const required of ['name', 'category', 'price'])
    if (!columns.includes(required)) throw badRequest('csv_missing_column', { column: required });
  if (body.length > CSV_MAX_ROWS) throw badRequest('csv_too_many_rows', { max: CSV_MAX_ROWS });
  const refused: RowRefusal[] = [];
  const valid: { line: number; data: ReturnType<typeof rowSchema.parse>; given: Set<string> }[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of body) {
    if (fields.length !== columns.length) {
      refused.push({
        line,
        errors: [badRequest('csv_field_count', { expected: columns.length, found: fields.length })],
      });
      continue;
    }
    const input = Object.fromEntries(
      columns.flatMap((c, i) => (cell(c, fields[i]!) === undefined ? [] : [[c, cell(c, fields[i]!)]])),
    );
    const parsed = rowSchema.safeParse(input);
    if (!parsed.success) {
      refused.push({ line, errors: parsed.error.issues.map((issue) => issueToError(issue, input)) });
      continue;
    }
    const sku = parsed.data.sku;
    if (sku && seen.has(sku)) {
      refused.push({ line, errors: [badRequest('csv_duplicate_sku', { sku, line: seen.get(sku)! }, 'sku')] });
      continue;
    }
    if (sku) seen.set(sku, line);
    valid.push({ line, data: parsed.data, given: new Set(Object.keys(input)) });
  }
  return { rows: body.length, valid, refused };
}

/**
 * All or nothing: when any row is refused nothing is written and the report says why, row by
 * row. A row whose SKU already exists updates that product; the others are created.
 */
export type ImportOptions = { dryRun: boolean; canUpdate: boolean };

export async function importProductsCsv(
  db: Db,
  shopId: string,
  actorId: string,
  text: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const { rows, valid, refused } = readRows(text);
  const skus = valid.flatMap((r) => (r.data.sku ? [r.data.sku] : []));
  const existing = new Map<string, string>();
  for (let i = 0; i < skus.length; i += 1000) {
    const found = await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(
        and(eq(products.shopId, shopId), isNull(products.deletedAt), inArray(products.sku, skus.slice(i, i + 1000))),
      );
    for (const f of found) existing.set(f.sku!, f.id);
  }
  // Importing needs (product, create); changing products already there also needs (product, update).
  if (!options.canUpdate) {
    for (const r of valid.filter((r) => r.data.sku && existing.has(r.data.sku))) {
      refused.push({ line: r.line, errors: [conflict('sku_taken', { sku: r.data.sku! }, 'sku')] });
    }
    refused.sort((a, b) => a.line - b.line);
  }
  const toUpdate = options.canUpdate ? valid.filter((r) => r.data.sku && existing.has(r.data.sku)) : [];
  const toCreate = valid.filter((r) => !(r.data.sku && existing.has(r.data.sku)));
  const report = { rows, created: toCreate.length, updated: toUpdate.length, refused };
  if (refused.length || options.dryRun) return report;
  await db.transaction(async (tx) => {
    for (let i = 0; i < toCreate.length; i += 500) {
      const batch = toCreate.slice(i, i + 500).map(({ data }) => ({
        shopId,
        name: data.name,
        description: data.description,
        price: data.price,
        costPrice: data.cost_price ?? null,
        category: data.category,
        sku: data.sku ?? null,
        status: data.status,
        trackInventory: data.track_inventory,
        stock: data.stock,
        lowStockThreshold: data.low_stock_threshold,
      }));
      const inserted = await tx.insert(products).values(batch).returning({ id: products.id, stock: products.stock });
      for (const p of inserted.filter((p) => p.stock > 0)) {
        await recordMovement(
          tx,
          { shopId, productId: p.id, variantId: null },
          { delta: p.stock, stockAfter: p.stock, reason: 'import', actorId },
        );
      }
    }
    for (const { data, given } of toUpdate) {
      const id = existing.get(data.sku!)!;
      // Only the columns present in the file change; a missing column keeps the stored value.
      await tx
        .update(products)
        .set({
          name: data.name,
          price: data.price,
          category: data.category,
          ...(given.has('description') && { description: data.description }),
          ...(given.has('cost_price') && { costPrice: data.cost_price ?? null }),
          ...(given.has('status') && { status: data.status }),
          ...(given.has('track_inventory') && { trackInventory: data.track_inventory }),
          ...(given.has('low_stock_threshold') && { lowStockThreshold: data.low_stock_threshold }),
          updatedAt: new Date(),
        })
        .where(and(eq(products.shopId, shopId), eq(products.id, id)));
      if (given.has('stock'))
        await setStock(tx, { shopId, productId: id, variantId: null }, data.stock, actorId, 'import');
    }
  });
  return report;
}
