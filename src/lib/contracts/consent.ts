import { z } from 'zod';
import { CONSENT_CHANNELS, CONSENT_SOURCES, CONSENT_STATES } from '../consent-schemas.ts';
import { id, timestamp } from './common.ts';

/** One channel's consent now: `none` when nothing was ever recorded (no campaign goes). */
export const channelConsentSchema = z.strictObject({
  channel: z.enum(CONSENT_CHANNELS),
  state: z.enum([...CONSENT_STATES, 'none']),
  source: z.enum(CONSENT_SOURCES).nullable(),
  words: z.string(),
  at: timestamp.nullable(),
});

export type ChannelConsent = z.infer<typeof channelConsentSchema>;

/** One change, as it happened (the history only grows). */
export const consentEventSchema = z.strictObject({
  id,
  channel: z.enum(CONSENT_CHANNELS),
  state: z.enum(CONSENT_STATES),
  source: z.enum(CONSENT_SOURCES),
  words: z.string(),
  at: timestamp,
  /** The member who set it by hand, when it was set by hand. */
  by_name: z.string().nullable(),
});

/** GET/PUT /api/customers/:id/consent. */
export const customerConsentSchema = z.strictObject({
  customer_id: id,
  channels: z.array(channelConsentSchema),
  /** Opted out on some channel: no campaign goes on any channel. */
  opted_out_anywhere: z.boolean(),
});
export type CustomerConsent = z.infer<typeof customerConsentSchema>;

/** GET /api/customers/:id/consent/history: the newest changes first (at most 100). */
export const consentHistorySchema = z.strictObject({ items: z.array(consentEventSchema) });
export type ConsentHistory = z.infer<typeof consentHistorySchema>;
