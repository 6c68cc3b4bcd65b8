import type { CredentialField } from '../provider.ts';

/** An AzamPay app (its name, client id and secret, from app registration) and the X-API-Key token. */
export const AZAMPAY_CREDENTIALS: readonly CredentialField[] = [
  { name: 'appName', secret: false, required: true },
  { name: 'clientId', secret: false, required: true },
  { name: 'clientSecret', secret: true, required: true },
  { name: 'apiKey', secret: true, required: true },
];
