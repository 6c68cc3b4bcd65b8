import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { isoTime } from './iso-time.ts';

/**
 * Complete rows of a table as one JSON text keyed by column name, for
 * `jsonb_populate_recordset(null::<table>, $1)`: any number of rows as one parameter, inserted by
 * a statement that can add conditions (`where exists (…)`) an INSERT … VALUES cannot. Every column
 * must be given (a missing key is NULL, not the column's default).
 */
export function rowsJson<T extends PgTable>(table: T, rows: InferSelectModel<T>[]): string {
  const columns = columnsOf(table);
  return JSON.stringify(
    rows.map((r) => {
      const out: Record<string, unknown> = {};
      for (const [key, name] of columns) {
        const value = (r as Record<string, unknown>)[key];
        // The same text JSON.stringify would write, made faster (iso-time.ts).
        out[name] = value instanceof Date ? isoTime(value) : value;
      }
      return out;
    }),
  );
}

// Field name → column name per table, worked out once (every chat message writes rows this way).
const columnCache = new WeakMap<PgTable, (readonly [string, string])[]>();
function columnsOf(table: PgTable): (readonly [string, string])[] {
  let columns = columnCache.get(table);
  if (!columns)
    columnCache.set(
      table,
      (columns = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name] as const)),
    );
  return columns;
}

/** The inverse for one row read as `to_jsonb(<table alias>)`: keys back to field names, timestamps back to dates. */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = json[column.name] ?? null;
      return [key, column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value];
    }),
  ) as InferSelectModel<T>;
}
