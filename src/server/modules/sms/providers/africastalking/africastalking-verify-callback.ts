// The delivery report and the inbound message AT posts (docs.africastalking.com/sms/notifications).
import {
  e164,
  type DeliveryStatus,
  type SmsCallbackInput,
  type SmsCallbackVerdict,
  type SmsContext,
} from '../sms-provider.ts';

/** AT's report words (docs.africastalking.com/sms/notifications); others stay pending with the word. */
export function atStatus(word: string | null): { status: DeliveryStatus; known: boolean } {
  if (word === 'Success') return { status: 'delivered', known: true };
  if (word === 'Failed' || word === 'Rejected') return { status: 'failed', known: true };
  if (word === 'Sent' || word === 'Submitted' || word === 'Buffered') return { status: 'accepted', known: true };
  return { status: 'accepted', known: false };
}

export function atVerifyCallback(_ctx: SmsContext, input: SmsCallbackInput): SmsCallbackVerdict {
  const form = new URLSearchParams(input.rawBody);
  if (input.kind === 'inbound') {
    const from = form.get('from');
    const text = form.get('text');
    if (!from || text === null) return { authentic: false, reason: 'not an inbound message (from, text)' };
    return { authentic: true, kind: 'inbound', phone: e164(from), text, providerMessageId: form.get('id') };
  }
  const id = form.get('id');
  const word = form.get('status');
  if (!id || !word) return { authentic: false, reason: 'not a delivery report (id, status)' };
  const read = atStatus(word);
  const phone = form.get('phoneNumber');
  return {
    authentic: true,
    kind: 'delivery',
    providerMessageId: id,
    phone: phone ? e164(phone) : null,
    status: read.status,
    reason: form.get('failureReason') || (read.known ? null : word),
    confirmBy: 'records',
  };
}
