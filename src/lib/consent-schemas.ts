import { z } from 'zod';

// Consent to marketing (issue 27), shared by the API, the dashboard's customer screen and the
// table's checks. A customer gets a campaign on a channel only when opted in on that channel and
// opted out on none.

export const CONSENT_CHANNELS = ['sms', 'whatsapp'] as const;
export const CONSENT_STATES = ['opted_in', 'opted_out'] as const;
/** Where a consent came from: the chat, the order page, the POS, a pop-up, an import, the merchant by hand, the opt-out link, a STOP reply. */
export const CONSENT_SOURCES = ['chat', 'order_page', 'pos', 'popup', 'import', 'manual', 'link', 'reply'] as const;

export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export type ConsentState = (typeof CONSENT_STATES)[number];
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The words a customer saw or said, as written (the API's mount refuses NUL and half an emoji). */
export const consentWordsSchema = z.string().trim().max(500);

/** PUT /api/customers/:id/consent: the merchant sets one channel by hand (the switch). */
export const consentUpdateSchema = z.strictObject({
  channel: z.enum(CONSENT_CHANNELS),
  state: z.enum(CONSENT_STATES),
  /** What the customer said or agreed to, as the merchant heard it. */
  words: consentWordsSchema.default(''),
});
export type ConsentUpdate = z.infer<typeof consentUpdateSchema>;
