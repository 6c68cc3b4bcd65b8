import type { ContactErrors, ContactInput } from '../../lib/contact.ts';

export type SubmitResult = { status: 'sent' } | { status: 'rate-limited' } | { status: 'invalid'; errors: ContactErrors } | { status: 'failed' };

/** POST /api/contact; the server re-validates and may answer field errors in `details`. */
export async function submitContact(input: ContactInput & { lang: string }, fetchImpl: typeof fetch = fetch): Promise<SubmitResult> {
  try {
    const response = await fetchImpl('/api/contact', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
    });
    if (response.ok) return { status: 'sent' };
    if (response.status === 429) return { status: 'rate-limited' };
    if (response.status === 400 || response.status === 422) {
      const body = (await response.json().catch(() => null)) as { details?: { fields?: ContactErrors } } | null;
      const errors = body?.details?.fields;
      if (errors && Object.keys(errors).length > 0) return { status: 'invalid', errors };
    }
    return { status: 'failed' };
  } catch {
    return { status: 'failed' };
  }
}
