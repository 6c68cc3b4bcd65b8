import { z } from 'zod';
import { SENDER_NAME, SENDER_STATES, SMS_PROVIDERS } from './sms-providers.ts';

// Linking an SMS gateway (issue 27, /marketing/sms/campaign/providers): what the API takes, shared
// by the server and the screen. Error texts are message keys (src/server/http/messages/sms.ts).
// Which credential names a gateway takes is its adapter's to say: the server checks them.

export const SMS_LABEL_MAX = 80;
export const SMS_CREDENTIAL_MAX = 500;
/** Whole TZS per part; no Tanzanian gateway charges anywhere near this. */
export const SMS_PRICE_MAX = 10_000;
export const SMS_PACE_MAX = 1000;

const label = z.string().trim().max(SMS_LABEL_MAX, { error: 'sms_label_too_long' });

/** 1–11 letters or digits, no space (TCRA; protocols.md §3). Not trimmed: a space is the mistake to name. */
export const senderName = z
  .string({ error: 'sms_sender_name_invalid' })
  .max(11, { error: 'sms_sender_name_too_long' })
  .regex(SENDER_NAME, { error: 'sms_sender_name_invalid' });

const credentials = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, { error: 'sms_credential_unknown' }),
    z.string().trim().max(SMS_CREDENTIAL_MAX, { error: 'sms_credential_too_long' }),
  )
  .transform((given) => Object.fromEntries(Object.entries(given).filter(([, value]) => value !== '')));

const price = z
  .int({ error: 'sms_price_invalid' })
  .min(0, { error: 'sms_price_invalid' })
  .max(SMS_PRICE_MAX, { error: 'sms_price_invalid' });
const pace = z
  .int({ error: 'sms_pace_invalid' })
  .min(1, { error: 'sms_pace_invalid' })
  .max(SMS_PACE_MAX, { error: 'sms_pace_invalid' });

export const linkSmsAccountSchema = z.strictObject({
  provider: z.enum(SMS_PROVIDERS, { error: 'sms_provider_unknown' }),
  label: label.default(''),
  credentials: credentials.default({}),
  sender_name: senderName,
  sender_state: z.enum(SENDER_STATES, { error: 'sms_sender_state_unknown' }).default('not_applied'),
  price_per_part: price.default(0),
  per_second: pace.default(10),
  enabled: z.boolean().default(true),
});

/** Only what is given changes; credentials given replace the stored ones (fields not given are kept). */
export const updateSmsAccountSchema = z.strictObject({
  label: label.optional(),
  credentials: credentials.optional(),
  sender_name: senderName.optional(),
  sender_state: z.enum(SENDER_STATES, { error: 'sms_sender_state_unknown' }).optional(),
  price_per_part: price.optional(),
  per_second: pace.optional(),
  enabled: z.boolean().optional(),
});

export type LinkSmsAccount = z.input<typeof linkSmsAccountSchema>;
export type UpdateSmsAccount = z.input<typeof updateSmsAccountSchema>;
export type LinkSmsAccountInput = z.output<typeof linkSmsAccountSchema>;
export type UpdateSmsAccountInput = z.output<typeof updateSmsAccountSchema>;

/**
 * What the merchant does next about the sender name: apply for it (with the gateway, which files
 * it with the networks), wait for the networks, or nothing (approved).
 */
export type SenderNextStep = 'apply' | 'wait' | 'none';
export const senderNextStep = (state: (typeof SENDER_STATES)[number]): SenderNextStep =>
  state === 'not_applied' ? 'apply' : state === 'pending' ? 'wait' : 'none';
