import { z } from 'zod';

// The platform fee of Duka Chat Payments (issue 29, decision 0046): what the platform keeps of each
// payment it collects for a shop. Pure: the server books it, the pricing page and the operator's
// screen show it. A percentage is held in basis points (2.5% = 250) so that no float ever touches money.

export type PlatformFee = { kind: 'percent'; basisPoints: number } | { kind: 'fixed'; amount: number };

/** The most an operator may set: a fee is a cut, never the whole payment. */
export const MAX_FEE_BASIS_POINTS = 2_000;
export const MAX_FEE_FIXED = 100_000;

/** `2.5%` → 250 basis points; `500` → TZS 500; anything else null (env.ts refuses it at start-up). */
export function parsePlatformFee(text: string): PlatformFee | null {
  const t = text.trim();
  const percent = /^(\d{1,2})(?:\.(\d{1,2}))?%$/.exec(t);
  if (percent) {
    const basisPoints = Number(percent[1]) * 100 + Number((percent[2] ?? '').padEnd(2, '0'));
    return basisPoints <= MAX_FEE_BASIS_POINTS ? { kind: 'percent', basisPoints } : null;
  }
  if (/^\d{1,6}$/.test(t) && Number(t) <= MAX_FEE_FIXED) return { kind: 'fixed', amount: Number(t) };
  return null;
}

/**
 * The fee of one payment of `gross` shillings. A percentage rounds DOWN to the whole shilling (the
 * shop's favour: never a shilling more than the rate); a fixed fee is never more than the payment.
 * BigInt: gross × basis points may pass 2^53 for the largest entries the ledger takes.
 */
export function feeFor(fee: PlatformFee, gross: number): number {
  if (gross <= 0) return 0;
  if (fee.kind === 'fixed') return Math.min(fee.amount, gross);
  return Number((BigInt(gross) * BigInt(fee.basisPoints)) / 10_000n);
}

/**
 * What of a fee a refund gives back, cumulatively: after refunds totalling `refunded` of a payment of
 * `gross` with fee `fee`, ⌊fee × refunded / gross⌋ has come back in all. Each refund books that figure
 * less what earlier refunds gave back, so the sum never exceeds the fee and a full refund returns all of it.
 */
export function feeGivenBackAfter(fee: number, gross: number, refunded: number): number {
  if (fee <= 0 || gross <= 0 || refunded <= 0) return 0;
  const share = (BigInt(fee) * BigInt(Math.min(refunded, gross))) / BigInt(gross);
  return Number(share);
}

/** `2.5%` or `TZS 500` as a person reads it (the number formatted by the caller's locale-free rule). */
export function describeFee(fee: PlatformFee): string {
  if (fee.kind === 'fixed') return `TZS ${fee.amount.toLocaleString('en-US')}`;
  const whole = Math.floor(fee.basisPoints / 100);
  const rest = fee.basisPoints % 100;
  return `${whole}${rest ? `.${String(rest).padStart(2, '0').replace(/0$/, '')}` : ''}%`;
}

/** What the operator sends to change the fee. */
export const platformFeeInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('percent'),
    basis_points: z
      .int({ error: 'platform_fee_invalid' })
      .min(0, { error: 'platform_fee_invalid' })
      .max(MAX_FEE_BASIS_POINTS, { error: 'platform_fee_too_high' }),
    reason: z.string().trim().min(1, { error: 'platform_reason_required' }).max(500),
  }),
  z.strictObject({
    kind: z.literal('fixed'),
    amount: z
      .int({ error: 'platform_fee_invalid' })
      .min(0, { error: 'platform_fee_invalid' })
      .max(MAX_FEE_FIXED, { error: 'platform_fee_too_high' }),
    reason: z.string().trim().min(1, { error: 'platform_reason_required' }).max(500),
  }),
]);
export type PlatformFeeInput = z.infer<typeof platformFeeInputSchema>;

export const feeFromInput = (input: PlatformFeeInput): PlatformFee =>
  input.kind === 'percent'
    ? { kind: 'percent', basisPoints: input.basis_points }
    : { kind: 'fixed', amount: input.amount };
