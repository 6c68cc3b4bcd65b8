// The light phone check: this runs in the browser, and the server's contact-schema.ts checks the
// number's range again.
import { normalizePhoneLight } from './phone-light.ts';

// Rules of the contact form, shared by the browser (instant messages) and the server (which
// re-checks everything): name 2–100, a valid email, a valid phone (Tanzanian by default),
// message 10–2000, and an empty honeypot.
export const CONTACT_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 2000 } as const;

export type ContactInput = { name: string; email: string; phone: string; message: string; website?: string };
export type ContactField = 'name' | 'email' | 'phone' | 'message';
export type ContactErrorKey = 'nameLength' | 'emailInvalid' | 'phoneInvalid' | 'messageLength';
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;
export type ContactValue = { name: string; email: string; phone: string; message: string };

// Deliberately simple: one @, no spaces, a dot in the domain. The real test of an address is a reply.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= CONTACT_LIMITS.emailMax && EMAIL.test(email);
}

/** The honeypot: a field people never see; bots fill it. */
export function isBotSubmission(input: Pick<ContactInput, 'website'>): boolean {
  return typeof input.website === 'string' && input.website.trim() !== '';
}

export function validateContact(
  input: ContactInput,
): { ok: true; value: ContactValue } | { ok: false; errors: ContactErrors } {
  const name = (input.name ?? '').trim();
  const email = (input.email ?? '').trim().toLowerCase();
  const message = (input.message ?? '').trim();
  const phone = normalizePhoneLight(input.phone ?? '');
  const errors: ContactErrors = {};
  if (name.length < CONTACT_LIMITS.nameMin || name.length > CONTACT_LIMITS.nameMax) errors.name = 'nameLength';
  if (!isValidEmail(email)) errors.email = 'emailInvalid';
  if (!phone) errors.phone = 'phoneInvalid';
  if (message.length < CONTACT_LIMITS.messageMin || message.length > CONTACT_LIMITS.messageMax)
    errors.message = 'messageLength';
  if (Object.keys(errors).length > 0 || !phone) return { ok: false, errors };
  return { ok: true, value: { name, email, phone, message } };
}
