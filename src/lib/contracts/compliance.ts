import { z } from 'zod';
import { BUSINESS_TYPES } from '../kyc-requirements.ts';
import { KYC_STATES, KYC_STORED_STATES } from '../kyc-level.ts';
import { KYC_DOCUMENT_TYPES } from '../kyc-document.ts';
import { id, timestamp } from './common.ts';

// The answers of /api/compliance… (the shop's own) and /api/operator/kyc… (the operators'), issue 29.
// What each requirement asks for (labels, fields, slots) is not sent: both screens read the same
// data (src/lib/kyc-requirements.ts).

const words = z.strictObject({ en: z.string(), sw: z.string() });
const level = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const day = z.string().meta({ format: 'date', description: 'YYYY-MM-DD' });

export const kycDocumentSchema = z.strictObject({
  id,
  slot: z.string(),
  content_type: z.enum(KYC_DOCUMENT_TYPES),
  byte_size: z.int(),
  created_at: timestamp,
});

export const kycRequirementStateSchema = z.strictObject({
  key: z.string(),
  level: z.union([z.literal(1), z.literal(2)]),
  /** Stored state with expiring / expired read from the expiry date and today (EAT). */
  state: z.enum(KYC_STATES),
  fields: z.record(z.string(), z.string()),
  reason: z.string().nullable(),
  expires_on: day.nullable(),
  submitted_at: timestamp.nullable(),
  decided_at: timestamp.nullable(),
  documents: z.array(kycDocumentSchema),
});
export type KycRequirementStateDto = z.infer<typeof kycRequirementStateSchema>;

export const kycEventSchema = z.strictObject({
  id,
  requirement_key: z.string(),
  from_state: z.enum(KYC_STORED_STATES),
  to_state: z.enum(KYC_STORED_STATES),
  actor: z.enum(['owner', 'operator']),
  /** The owner's name; for a reviewer, the shop is shown null (the reviewer's address stays with operators). */
  actor_name: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: timestamp,
});
export type KycEventDto = z.infer<typeof kycEventSchema>;

export const missingSchema = z.strictObject({ key: z.string(), state: z.enum(KYC_STATES), label: words });

export const complianceSchema = z.strictObject({
  level,
  business_type: z.enum(BUSINESS_TYPES).nullable(),
  missing: z.array(missingSchema),
  requirements: z.array(kycRequirementStateSchema),
  /** Newest first, the last 100 changes. */
  timeline: z.array(kycEventSchema),
  /** Reviewers' verdicts of the last 30 days, newest first: the screen's notices. */
  notices: z.array(kycEventSchema),
});
export type ComplianceDto = z.infer<typeof complianceSchema>;

export const kycQueueSchema = z.strictObject({
  shops: z.array(
    z.strictObject({
      shop_id: id,
      shop_name: z.string(),
      level,
      /** The oldest submission still waiting: the queue is ordered by it. */
      oldest_submitted_at: timestamp,
      waiting_seconds: z.int(),
      requirements: z.array(
        z.strictObject({ key: z.string(), level: z.union([z.literal(1), z.literal(2)]), submitted_at: timestamp }),
      ),
    }),
  ),
});
export type KycQueueDto = z.infer<typeof kycQueueSchema>;

export const kycShopReviewSchema = z.strictObject({
  shop_id: id,
  shop_name: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  level,
  business_type: z.enum(BUSINESS_TYPES).nullable(),
  missing: z.array(missingSchema),
  requirements: z.array(kycRequirementStateSchema),
  timeline: z.array(kycEventSchema),
});
export type KycShopReviewDto = z.infer<typeof kycShopReviewSchema>;
