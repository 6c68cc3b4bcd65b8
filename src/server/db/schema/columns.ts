import { sql } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The columns most tables share, said once (the shop's own column, which needs the shops table, is
// in shop-column.ts: shops.ts itself uses these) (DESIGN.md: every row carries its shop, money carries
// its currency, times are with time zone).

/** A random id, for rows that are not appended in time order (those take timeOrderedId()). */
export const randomId = () =>
  uuid('id')
    .notNull()
    .default(sql`gen_random_uuid()`);
export const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const currency = () => text('currency').notNull().default('TZS');
/** A check that a text column holds one of a closed list (the list lives in src/lib). */
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(', ')})`);
