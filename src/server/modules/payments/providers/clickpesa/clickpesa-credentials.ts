import type { CredentialField } from '../provider.ts';

/**
 * A ClickPesa application's client id and API key; the checksum key only when the shop switched
 * checksums on in ClickPesa's dashboard (then requests must carry one and webhooks are signed).
 */
export const CLICKPESA_CREDENTIALS: readonly CredentialField[] = [
  { name: 'clientId', secret: false, required: true },
  { name: 'apiKey', secret: true, required: true },
  { name: 'checksumKey', secret: true, required: false },
];
