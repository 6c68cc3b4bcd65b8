// A discount code's rules that the server, the dashboard and the order page must agree on.
// Pure functions, no zod: the order page imports them without growing its bundle.

export const DISCOUNT_KINDS = ['fixed', 'percentage'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What a customer may type: letters, digits, - and _ (no spaces, so a code reads out the same in a chat). */
export const CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/**
 * The one spelling a code is stored and looked up under. Customers type codes in any case
 * ("save10", "Save10"), so the case is folded; spaces around a pasted code are dropped, but not
 * inside it (a code with a space is refused, not silently joined).
 */
export function normaliseCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export const isValidCode = (code: string) => CODE_PATTERN.test(code);

/**
 * What a code takes off a subtotal, in whole shillings: a percentage rounded to the nearest
 * shilling, a fixed amount at most the subtotal (a discount never makes the goods cost less than
 * nothing; delivery and other charges are not discounted).
 */
export function discountAmount(kind: DiscountKind, value: number, subtotal: number): number {
  if (subtotal <= 0) return 0;
  const off = kind === 'percentage' ? Math.round((subtotal * value) / 100) : value;
  return Math.min(off, subtotal);
}
