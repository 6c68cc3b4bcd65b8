import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PermissionEntry } from '../../../lib/permissions.ts';
import { users } from './accounts.ts';
import { randomId } from './columns.ts';

export const shops = pgTable(
  'shops',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    logoPath: text('logo_path'),
    whatsappNumber: text('whatsapp_number').notNull(),
    category: text('category').notNull(),
    address: text('address').notNull().default(''),
    defaultLanguage: text('default_language').notNull().default('en'),
    currency: text('currency').notNull().default('TZS'),
    listed: boolean('listed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shops_owner_idx').on(t.ownerId)],
);

// A person works in at most one shop (GET /shop answers with one), hence the unique user_id.
export const shopMembers = pgTable(
  'shop_members',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isOwner: boolean('is_owner').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    permissions: jsonb('permissions').$type<PermissionEntry[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] }), uniqueIndex('shop_members_user_uq').on(t.userId)],
);

export const invitations = pgTable(
  'invitations',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    id: randomId(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    permissions: jsonb('permissions').$type<PermissionEntry[]>().notNull().default([]),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] }), uniqueIndex('invitations_token_uq').on(t.tokenHash)],
);

export type Shop = typeof shops.$inferSelect;
export type ShopMember = typeof shopMembers.$inferSelect;
export type Invitation = typeof invitations.$inferSelect;
