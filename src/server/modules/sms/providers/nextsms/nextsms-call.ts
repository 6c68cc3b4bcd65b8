// NextSMS's credentials, its Basic-auth call (masked), its error words and status groups.
import { asRecord, httpCall, str } from '../../../../providers/http-call.ts';
import { secretValues, type CredentialField } from '../../../../providers/registry.ts';
import { basicAuth, credential, type DeliveryStatus, type SmsContext } from '../sms-provider.ts';

export const NEXTSMS_CREDENTIALS: readonly CredentialField[] = [
  { name: 'username', secret: false, required: true },
  { name: 'password', secret: true, required: true },
];

export function nextCall(ctx: SmsContext, method: 'GET' | 'POST', path: string, body?: unknown) {
  const auth = basicAuth(credential(ctx.credentials, 'username'), credential(ctx.credentials, 'password'));
  return httpCall(ctx, {
    method,
    url: `${ctx.urls.nextsms.replace(/\/$/, '')}${path}`,
    headers: { authorization: auth },
    body,
    secrets: [...secretValues(ctx.credentials, NEXTSMS_CREDENTIALS), auth.slice(6)],
  });
}

export const words = (json: unknown) => {
  const r = asRecord(json) ?? {};
  return str(r.message) ?? str(r.error) ?? str(asRecord(r.requestError)?.message);
};

/** groupName PENDING / DELIVERED / UNDELIVERABLE / EXPIRED / REJECTED; others pending with the word. */
export function nextStatus(status: unknown): {
  status: DeliveryStatus | 'rejected';
  word: string | null;
  known: boolean;
} {
  const s = asRecord(status);
  const group = (str(s?.groupName) ?? '').toUpperCase();
  const word = str(s?.description) ?? str(s?.name) ?? (group || null);
  if (group === 'DELIVERED') return { status: 'delivered', word, known: true };
  if (group === 'REJECTED') return { status: 'rejected', word, known: true };
  if (group === 'UNDELIVERABLE' || group === 'EXPIRED') return { status: 'failed', word, known: true };
  if (group === 'PENDING') return { status: 'accepted', word, known: true };
  return { status: 'accepted', word, known: false };
}
