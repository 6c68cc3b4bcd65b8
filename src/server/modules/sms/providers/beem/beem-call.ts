// Beem's credentials, its Basic-auth call (masked), and how its answers word a refusal.
import { asRecord, httpCall, str } from '../../../../providers/http-call.ts';
import { secretValues, type CredentialField } from '../../../../providers/registry.ts';
import { basicAuth, credential, type SmsContext } from '../sms-provider.ts';

export const BEEM_CREDENTIALS: readonly CredentialField[] = [
  { name: 'apiKey', secret: true, required: true },
  { name: 'secretKey', secret: true, required: true },
];

export function beemCall(ctx: SmsContext, method: 'GET' | 'POST', url: string, body?: unknown) {
  const auth = basicAuth(credential(ctx.credentials, 'apiKey'), credential(ctx.credentials, 'secretKey'));
  return httpCall(ctx, {
    method,
    url,
    headers: { authorization: auth },
    body,
    secrets: [...secretValues(ctx.credentials, BEEM_CREDENTIALS), auth.slice(6)],
  });
}

export const base = (u: string) => u.replace(/\/$/, '');

/** Beem's error answers carry code and message at the top or under `data` [3P]. */
export function beemWords(json: unknown): { code: string | null; message: string | null } {
  const top = asRecord(json) ?? {};
  const data = asRecord(top.data) ?? {};
  return { code: str(top.code) ?? str(data.code), message: str(top.message) ?? str(data.message) };
}
