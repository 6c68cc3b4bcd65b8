import { z } from 'zod';
import { SYNC_TYPES } from '../connect-schemas.ts';
import { timestamp } from './common.ts';

// What the Connect WhatsApp screens are answered (src/server/modules/whatsapp-connect). Secrets
// never leave the server: access token and app secret are answered as their last 4 characters.

/** A coexistence sync (contacts or chat history): requested once, or failed with Meta's words. */
export const syncStateSchema = z.strictObject({
  status: z.enum(['not_requested', 'requested', 'failed']),
  at: timestamp.nullable(),
  error: z.string().nullable(),
});

const masked = z.string().meta({ description: 'The last 4 characters after dots (••••1234), never the secret.' });

export const whatsappAccountSchema = z.strictObject({
  phone_number_id: z.string(),
  waba_id: z.string(),
  business_id: z.string().nullable(),
  display_phone_number: z.string(),
  verified_name: z.string(),
  mode: z.enum(['embedded', 'manual', 'coexistence']),
  status: z.enum(['connected', 'pending', 'error', 'disconnected']),
  last_error: z.string().nullable(),
  connected_at: timestamp,
  access_token: masked,
  /** Only a number connected with the merchant's own app has one of its own. */
  app_secret: masked.nullable(),
  /** Manual mode: to paste into the merchant's own app; null otherwise. */
  verify_token: z.string().nullable(),
  /** Coexistence numbers only. */
  sync: z.strictObject({ smb_app_state_sync: syncStateSchema, history: syncStateSchema }).nullable(),
});

const common = { webhook_url: z.string(), embedded_available: z.boolean() };
/** The shop's number and what to paste into Meta's dashboard; `connected` tells which of the two shapes it is. */
export const connectedSchema = z.strictObject({
  connected: z.literal(true),
  account: whatsappAccountSchema,
  ...common,
});
export const notConnectedSchema = z.strictObject({ connected: z.literal(false), account: z.null(), ...common });
export const connectionSchema = z.discriminatedUnion('connected', [notConnectedSchema, connectedSchema]);

/** Embedded Signup's answer: the registration's two-step PIN is shown this once (null if none was set). */
export const embeddedConnectionSchema = connectedSchema.extend({
  two_step_pin: z
    .string()
    .regex(/^\d{6}$/)
    .nullable(),
});

/** What the Facebook JS SDK needs for Embedded Signup; app_id and config_id are null when not configured. */
export const sdkConfigSchema = z.strictObject({
  app_id: z.string().nullable(),
  config_id: z.string().nullable(),
  sdk_version: z.string(),
});

export const testResultSchema = z.strictObject({
  ok: z.literal(true),
  wamid: z.string().nullable(),
  to: z.string().meta({ description: 'The number written to, in E.164.' }),
});

export const syncAnswerSchema = syncStateSchema.extend({ sync_type: z.enum(SYNC_TYPES) });

export type SyncState = z.infer<typeof syncStateSchema>;
export type WhatsappAccount = z.infer<typeof whatsappAccountSchema>;
export type Connection = z.infer<typeof connectionSchema>;
export type EmbeddedConnection = z.infer<typeof embeddedConnectionSchema>;
export type SdkConfig = z.infer<typeof sdkConfigSchema>;
export type TestResult = z.infer<typeof testResultSchema>;
export type SyncAnswer = z.infer<typeof syncAnswerSchema>;
