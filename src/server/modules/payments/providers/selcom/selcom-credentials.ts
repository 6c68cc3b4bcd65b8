import type { CredentialField } from '../provider.ts';

/** What Selcom issues a merchant: a vendor id (TILL) and an API key and secret; the float's PIN for payouts. */
export const SELCOM_CREDENTIALS: readonly CredentialField[] = [
  { name: 'vendor', secret: false, required: true },
  { name: 'apiKey', secret: true, required: true },
  { name: 'apiSecret', secret: true, required: true },
  { name: 'pin', secret: true, required: false },
];
