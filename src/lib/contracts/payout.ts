import { z } from 'zod';
import { NETWORKS, PROVIDERS } from '../mobile-money.ts';
import { PAYOUT_STATUSES } from '../transaction-schemas.ts';
import { amount, id, timestamp } from './common.ts';

// Payout accounts and payouts as the API answers them (/api/payouts).

/** A destination; its number only ever leaves the server masked (••••3456). */
export const payoutAccountSchema = z.strictObject({
  id,
  kind: z.enum(['wallet', 'bank']),
  label: z.string(),
  /** The wallet's network; for a bank account, the bank's BIC (its name: bankName in lib/tz-banks). */
  institution: z.string(),
  network: z.enum(NETWORKS).nullable(),
  account_name: z.string(),
  number: z.string(),
  created_at: timestamp,
});

export const payoutSchema = z.strictObject({
  id,
  account: z.strictObject({ id, provider: z.enum(PROVIDERS), label: z.string() }),
  destination: payoutAccountSchema.pick({ id: true, kind: true, label: true, institution: true, number: true }),
  amount,
  currency: z.literal('TZS'),
  status: z.enum(PAYOUT_STATUSES),
  provider_reference: z.string().nullable(),
  /** The provider's words when it refused or failed the payout. */
  reason: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

export type PayoutAccountDto = z.infer<typeof payoutAccountSchema>;
export type PayoutDto = z.infer<typeof payoutSchema>;
