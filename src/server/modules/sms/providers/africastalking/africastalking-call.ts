// AT's credentials and headers (lib/customAxios/index.js: apiKey, Accept).
import { type CredentialField } from '../../../../providers/registry.ts';
import { credential, type SmsContext } from '../sms-provider.ts';

export const AFRICASTALKING_CREDENTIALS: readonly CredentialField[] = [
  { name: 'username', secret: false, required: true },
  { name: 'apiKey', secret: true, required: true },
];

export const base = (ctx: SmsContext) => ctx.urls.africastalking.replace(/\/$/, '');
export const headers = (ctx: SmsContext) => ({
  apiKey: credential(ctx.credentials, 'apiKey'),
  accept: 'application/json',
});
