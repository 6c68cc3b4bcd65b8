import { z } from 'zod';
import { PAYOUT_STATUSES } from '../transaction-schemas.ts';

// POST /api/payouts/:id/ask-provider (issue 25): "ask the provider again" about a payout that is not
// settled, by hand from reconciliation, whatever the payout sweeper's schedule.

export const payoutRecheckSchema = z.strictObject({
  /** The payout's status after the question: unchanged while the provider still gives no verdict. */
  status: z.enum(PAYOUT_STATUSES),
  /**
   * What this question came to: paid, failed, reversed, processing, unknown; 'already_final' when
   * another check settled it meanwhile.
   */
  settlement: z.enum(['paid', 'failed', 'processing', 'unknown', 'reversed', 'already_final']),
});

export type PayoutRecheck = z.infer<typeof payoutRecheckSchema>;
