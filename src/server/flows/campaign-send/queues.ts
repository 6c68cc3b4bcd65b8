// The campaign queues (issue 27): a campaign's start, its runners (see run.ts), and the SMS fallback
// of a WhatsApp message Meta did not deliver.
export const START_QUEUE = 'campaigns.start';
export const SEND_QUEUE = 'campaigns.send';
export const FALLBACK_QUEUE = 'campaigns.fallback';
