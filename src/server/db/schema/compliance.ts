import {
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  index,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { created, inList, randomId, updated } from './columns.ts';
import { shopId } from './shop-column.ts';
import { BUSINESS_TYPES, type BusinessType } from '../../../lib/kyc-requirements.ts';
import { KYC_STORED_STATES } from '../../../lib/kyc-level.ts';

// Who is behind a shop (issue 29, decision 0044). Only modules/compliance reads and writes these.
// What each requirement asks for is data (src/lib/kyc-requirements.ts); these hold what a shop
// gave and what the reviewers said.

/** A shop's answer to "what kind of business is it", which picks its level-2 requirements. */
export const kycProfiles = pgTable(
  'kyc_profiles',
  {
    shopId: shopId().primaryKey(),
    businessType: text('business_type', { enum: BUSINESS_TYPES }).$type<BusinessType>(),
    updatedAt: updated(),
  },
  () => [check('kyc_profiles_business_type', sql`business_type is null or ${inList('business_type', BUSINESS_TYPES)}`)],
);

/**
 * One row per shop and requirement once the shop has saved anything for it (no row: not started).
 * `expiring` and `expired` are not stored: they are read from expires_on and today (kyc-level.ts).
 */
export const kycRequirements = pgTable(
  'kyc_requirements',
  {
    shopId: shopId(),
    requirementKey: text('requirement_key').notNull(),
    state: text('state', { enum: KYC_STORED_STATES }).notNull().default('not_started'),
    /** The requirement's fields, normalised (a TIN's digits without dashes), keyed as the data says. */
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    /** The expiry date of the document (a licence's), copied from its field for the queue and the level. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** The reviewer's reason, in words, while the requirement is rejected. */
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.requirementKey] }),
    check('kyc_requirements_state', inList('state', KYC_STORED_STATES)),
    check('kyc_requirements_reason', sql`state <> 'rejected' or reason is not null`),
    // The operators' queue reads across shops, oldest submission first: only the submitted rows.
    index('kyc_requirements_queue_idx')
      .on(t.submittedAt)
      .where(sql`state = 'submitted'`),
  ],
);

/**
 * A document's record; its bytes are in the private store (modules/compliance/document-store.ts),
 * never under the public media folder. One document per slot of a requirement.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    shopId: shopId(),
    id: randomId(),
    requirementKey: text('requirement_key').notNull(),
    slot: text('slot').notNull(),
    /** Read from the bytes (image/jpeg, image/png, image/webp or application/pdf), not from the upload's claim. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Where the store keeps the bytes (`<shop>/<id>`); the store decides what that means. */
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('kyc_documents_slot_idx').on(t.shopId, t.requirementKey, t.slot),
  ],
);

export const KYC_ACTORS = ['owner', 'operator'] as const;

/**
 * Every change of a requirement's state, with who made it and when (append-only: a trigger in the
 * migration refuses UPDATE, and DELETE except when the shop itself is deleted). The shop's
 * timeline and the operator's history read it.
 */
export const kycEvents = pgTable(
  'kyc_events',
  {
    shopId: shopId(),
    /** Time-ordered (decision 0009). */
    id: uuid('id').notNull(),
    requirementKey: text('requirement_key').notNull(),
    fromState: text('from_state', { enum: KYC_STORED_STATES }).notNull(),
    toState: text('to_state', { enum: KYC_STORED_STATES }).notNull(),
    actor: text('actor', { enum: KYC_ACTORS }).notNull(),
    actorId: uuid('actor_id').notNull(),
    /** The person's name (an owner) or email (an operator) as it was then. */
    actorName: text('actor_name').notNull(),
    reason: text('reason'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] }), check('kyc_events_actor', inList('actor', KYC_ACTORS))],
);

export type KycRequirementRow = typeof kycRequirements.$inferSelect;
export type KycDocumentRow = typeof kycDocuments.$inferSelect;
export type KycEventRow = typeof kycEvents.$inferSelect;
