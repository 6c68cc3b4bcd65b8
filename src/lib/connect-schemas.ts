import { z } from 'zod';

// Meta's ids (phone number id, WhatsApp Business account id, business id) are long digit strings.
const graphId = z
  .string()
  .trim()
  .regex(/^\d{5,30}$/, 'connect_id_digits');

/** A merchant with their own Cloud API app pastes what Meta's App Dashboard shows. */
export const manualConnectSchema = z.strictObject({
  phone_number_id: graphId,
  waba_id: graphId,
  // Sent back to Meta in HTTP headers and signatures: printable ASCII only, as Meta issues them.
  access_token: z
    .string()
    .trim()
    .min(20)
    .max(2048)
    .regex(/^[\x21-\x7e]+$/, 'connect_secret_format'),
  app_secret: z
    .string()
    .trim()
    .min(16)
    .max(128)
    .regex(/^[\x21-\x7e]+$/, 'connect_secret_format'),
  // Optional: the server makes one when left empty (the merchant then pastes it into Meta).
  verify_token: z
    .string()
    .trim()
    .regex(/^([\x21-\x7e]{8,128})?$/, 'connect_verify_token_format')
    .optional(),
});

/** What the Embedded Signup popup gave the page: the OAuth code (FB.login) and the ids (message event). */
export const embeddedSignupSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1)
    .max(2048)
    .regex(/^[\x21-\x7e]+$/, 'connect_secret_format'),
  waba_id: graphId,
  phone_number_id: graphId,
  business_id: graphId.nullish(),
  // Coexistence: the number stays in the WhatsApp Business app (no /register, sync requests after).
  coexistence: z.boolean().default(false),
});

export const testMessageSchema = z.strictObject({ to: z.string().trim().min(1).max(32) });

export const SYNC_TYPES = ['smb_app_state_sync', 'history'] as const;
export const syncSchema = z.strictObject({ sync_type: z.enum(SYNC_TYPES) });

export type ManualConnect = z.infer<typeof manualConnectSchema>;
export type EmbeddedSignup = z.infer<typeof embeddedSignupSchema>;
export type SyncType = (typeof SYNC_TYPES)[number];
