import { z } from 'zod';
import { ALL_REQUIREMENTS, BUSINESS_TYPES } from './kyc-requirements.ts';
import { KYC_FIELD_MAX } from './kyc-validation.ts';

// What the compliance screen and the operator's KYC console send (issue 29). The field checks
// themselves are kyc-validation.ts (the server runs them on what these parse). Error texts are
// message keys (server/http/messages/compliance.ts). NUL and lone surrogates are refused for every
// text by the mount (http/validate.ts).

const requirementKeys = ALL_REQUIREMENTS.map((r) => r.key) as [string, ...string[]];

/** A requirement named in a path: one the data lists (anything else names nothing: 404). */
export const requirementParams = z.object({ key: z.enum(requirementKeys) });
export const documentSlotParams = z.object({
  key: z.enum(requirementKeys),
  slot: z.string().regex(/^[a-z_]{1,40}$/),
});
export const levelParams = z.object({ level: z.enum(['1', '2']).transform(Number) });

export const businessTypeInputSchema = z.strictObject({ business_type: z.enum(BUSINESS_TYPES) });

/** A requirement's fields, by the keys its data gives (others are refused by the server: unknown_field). */
export const requirementFieldsInputSchema = z.strictObject({
  fields: z.record(z.string().regex(/^[a-z_]{1,40}$/), z.string().max(KYC_FIELD_MAX, { error: 'kyc_text_too_long' })),
});
export type RequirementFieldsInput = z.infer<typeof requirementFieldsInputSchema>;

export const KYC_REASON_MAX = 500;
/** A reviewer's verdict on one requirement; a rejection says why, in words a shop owner can act on. */
export const kycVerdictInputSchema = z
  .strictObject({
    verdict: z.enum(['verify', 'reject']),
    reason: z.string().trim().max(KYC_REASON_MAX, { error: 'kyc_reason_too_long' }).optional(),
  })
  .refine((v) => v.verdict === 'verify' || (v.reason ?? '').length >= 5, {
    error: 'kyc_reason_required',
    path: ['reason'],
  });
export type KycVerdictInput = z.infer<typeof kycVerdictInputSchema>;
