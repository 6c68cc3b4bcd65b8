import { uuid } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';

/** The shop a row belongs to: every primary key, unique constraint and index leads with it. */
export const shopId = () =>
  uuid('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });
