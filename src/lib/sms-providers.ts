// The SMS gateways a shop can link (issue 27) and the closed lists their rows use. Shared by the
// server, its schemas and the dashboard (no server code here).

export const SMS_PROVIDERS = ['beem', 'africastalking', 'nextsms'] as const;
export type SmsProviderId = (typeof SMS_PROVIDERS)[number];

export const SMS_PROVIDER_NAMES: Record<SmsProviderId, string> = {
  beem: 'Beem',
  africastalking: "Africa's Talking",
  nextsms: 'NextSMS',
};

/** Where the shop's sender name is with the networks (TCRA): registration takes weeks. */
export const SENDER_STATES = ['not_applied', 'pending', 'approved'] as const;
export type SenderState = (typeof SENDER_STATES)[number];

export const SMS_PURPOSES = ['campaign', 'transactional'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/**
 * queued: written with a batch, not tried yet (anyone may send it; the claim to 'sending' keeps it once);
 * sending: the row is committed and the provider is being (or was, by a process that died) asked;
 * accepted: the provider took it; delivered / failed: its delivery report; refused: the provider
 * said no at once; unknown: no usable answer (a timeout): found out by a query, never sent again.
 */
export const SMS_STATUSES = ['queued', 'sending', 'accepted', 'delivered', 'failed', 'refused', 'unknown'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
export const SMS_FINAL_STATUSES: readonly SmsStatus[] = ['delivered', 'failed', 'refused'];

export const SMS_ENCODINGS = ['gsm7', 'ucs2'] as const;
export type SmsEncoding = (typeof SMS_ENCODINGS)[number];

/** A Tanzanian sender ID: 1 to 11 letters or digits, no space (protocols.md §3). */
export const SENDER_NAME = /^[A-Za-z0-9]{1,11}$/;
