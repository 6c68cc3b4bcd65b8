import type { CredentialField } from '../provider.ts';

/**
 * The account's secret key (Bearer on every call) and the secret hash the merchant typed into
 * Flutterwave's webhook settings, which Flutterwave sends back as `verif-hash` on each webhook.
 */
export const FLUTTERWAVE_CREDENTIALS: readonly CredentialField[] = [
  { name: 'secretKey', secret: true, required: true },
  { name: 'secretHash', secret: true, required: true },
];
