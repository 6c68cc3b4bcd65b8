import type { ContactErrorKey, ContactErrors, ContactField, ContactInput } from '../../lib/contact.ts';

// The API names the first bad field (`field`); the form shows its own message for that field.
const FIELD_ERRORS: Record<ContactField, ContactErrorKey> = {
  name: 'nameLength',
  email: 'emailInvalid',
  phone: 'phoneInvalid',
  message: 'messageLength',
};

export type SubmitResult =
  { status: 'sent' } | { status: 'rate-limited' } | { status: 'invalid'; errors: ContactErrors } | { status: 'failed' };

/** POST /api/contact; the server re-validates everything and answers 400 naming the field. */
export async function submitContact(
  input: ContactInput & { lang: string },
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> {
  try {
    const response = await fetchImpl('/api/contact', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
    });
    if (response.ok) return { status: 'sent' };
    if (response.status === 429) return { status: 'rate-limited' };
    if (response.status === 400) {
      const body = (await response.json().catch(() => null)) as { field?: string } | null;
      const field = body?.field as ContactField | undefined;
      if (field && field in FIELD_ERRORS) return { status: 'invalid', errors: { [field]: FIELD_ERRORS[field] } };
    }
    return { status: 'failed' };
  } catch {
    return { status: 'failed' };
  }
}
