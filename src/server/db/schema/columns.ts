import { sql } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';

// Columns every table file repeats: the owning shop (its rows go with it), a generated id, the
// created / updated times, the currency beside a money column (money.ts), a CHECK on a list.

export const shopId = () =>
  uuid('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });
export const id = () =>
  uuid('id')
    .notNull()
    .default(sql`gen_random_uuid()`);
export const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const currency = () => text('currency').notNull().default('TZS');
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(', ')})`);
