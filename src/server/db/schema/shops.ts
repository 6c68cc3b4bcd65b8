import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    // Set by the platform's operators only (issue 29, flows/operator-console), never by the shop's
    // staff: a suspended shop's widget, WhatsApp bot and order page take no orders and store
    // nothing; the owner sees why. The reason goes with the time (the check below).
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    // An operator's hiding of the listing from the public directory (/shops), apart from the
    // owner's own `listed` choice, so that the owner cannot undo it by listing again.
    directoryHiddenAt: timestamp('directory_hidden_at', { withTimezone: true }),
    directoryHiddenReason: text('directory_hidden_reason'),
  },
  (t) => [
    index('shops_owner_idx').on(t.ownerId),
    // The operators' shop list pages through thousands newest first (keyset on created_at, id).
    index('shops_created_idx').on(t.createdAt, t.id),
    check('shops_suspended_reason', sql`(suspended_at is null) = (suspended_reason is null)`),
    check('shops_directory_hidden_reason', sql`(directory_hidden_at is null) = (directory_hidden_reason is null)`),
  ],
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
