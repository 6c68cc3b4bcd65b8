import type { DiscountUpdate } from '../../../../lib/discount-schemas.ts';
import { eatDay } from '../../../../lib/eat-day.ts';
import type { DiscountCode, DiscountCreateBody } from './api.ts';

// The create/edit form's values as typed, and the body the server gets. The numbers' limits
// (percentage 1–100, amount above 0, expiry ahead) are the server's schemas, whose 400 names the
// field in the merchant's language; the form only turns text into numbers.

export type CodeFormValues = {
  code: string;
  kind: 'fixed' | 'percentage';
  value: string;
  min_order: string;
  /** An EAT day (YYYY-MM-DD): the code works to the end of it. Empty: no expiry. */
  expires_on: string;
  max_uses: string;
  max_uses_per_customer: string;
  active: boolean;
};

export const emptyForm = (): CodeFormValues => ({
  code: '',
  kind: 'percentage',
  value: '',
  min_order: '0',
  expires_on: '',
  max_uses: '',
  max_uses_per_customer: '',
  active: true,
});

export const formOf = (c: DiscountCode): CodeFormValues => ({
  code: c.code,
  kind: c.kind,
  value: String(c.value),
  min_order: String(c.min_order),
  expires_on: c.expires_at ? eatDay(new Date(c.expires_at)) : '',
  max_uses: c.max_uses === null ? '' : String(c.max_uses),
  max_uses_per_customer: c.max_uses_per_customer === null ? '' : String(c.max_uses_per_customer),
  active: c.active,
});

/** "10,000" → 10000; anything that is not a whole number → NaN (the form says so under the field). */
export const wholeOf = (text: string) => {
  const t = text.replace(/[\s,]/g, '');
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
};
const limitOf = (text: string) => (text.trim() === '' ? null : wholeOf(text));

/** The last second of an EAT day, as the server's ISO time. */
export const endOfEatDay = (day: string) => `${day}T23:59:59+03:00`;

/** The fields the form cannot turn into numbers. */
export function formProblems(v: CodeFormValues): (keyof CodeFormValues)[] {
  const bad: (keyof CodeFormValues)[] = [];
  if (!v.code.trim()) bad.push('code');
  if (Number.isNaN(wholeOf(v.value))) bad.push('value');
  if (Number.isNaN(wholeOf(v.min_order || '0'))) bad.push('min_order');
  if (Number.isNaN(limitOf(v.max_uses))) bad.push('max_uses');
  if (Number.isNaN(limitOf(v.max_uses_per_customer))) bad.push('max_uses_per_customer');
  return bad;
}

export function createBody(v: CodeFormValues): DiscountCreateBody {
  return {
    code: v.code,
    kind: v.kind,
    value: wholeOf(v.value),
    min_order: wholeOf(v.min_order || '0'),
    expires_at: v.expires_on ? endOfEatDay(v.expires_on) : null,
    max_uses: limitOf(v.max_uses),
    max_uses_per_customer: limitOf(v.max_uses_per_customer),
    active: v.active,
  };
}

/** Only what changed: an expiry left as it was is not sent (it may have passed since, which is allowed). */
export function updateBody(v: CodeFormValues, old: DiscountCode): DiscountUpdate {
  const next = createBody(v);
  const before = createBody(formOf(old));
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof typeof next)[])
    if (JSON.stringify(next[key]) !== JSON.stringify(before[key])) body[key] = next[key];
  // The kind and the value are checked together on the server.
  if ('kind' in body || 'value' in body) Object.assign(body, { kind: next.kind, value: next.value });
  return body as DiscountUpdate;
}
