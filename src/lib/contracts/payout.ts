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
  /** The simulated payout screen of a sandbox payout (demo only: it is delivered or failed there), else null. */
  sandbox_url: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

export type PayoutAccountDto = z.infer<typeof payoutAccountSchema>;
export type PayoutDto = z.infer<typeof payoutSchema>;

/**
 * A provider account as a payout source (GET /api/payouts/sources): the one answer both the
 * transactions screen and the payouts screen show, computed by the server's payoutSources.
 */
export const payoutSourceSchema = z.strictObject({
  account: z.strictObject({ id, provider: z.enum(PROVIDERS), label: z.string() }),
  /** The sum of the account's entries; payouts in flight are already debited in it. */
  balance: amount,
  /** What payouts still in flight (requested, processing, or not confirmed yet) hold of it. */
  held: amount,
  /** What a payout may take now: 0 when the account cannot pay out. */
  available: amount,
  /** Whether payouts can be drawn from this account here at all (its provider pays out through us). */
  pays_out: z.boolean(),
  /** Where it can pay to: wallets on these networks, and a bank account where `bank` is true. */
  networks: z.array(z.enum(NETWORKS)),
  bank: z.boolean(),
});

/**
 * What the provider says a payout would be, before the password step (POST /api/payouts/preview).
 * `checked`: the provider previews payouts; false, the receiver's name is not checked.
 * `outcome`: ok, refused (its words in `reason`) or unknown (no usable answer); null when unchecked.
 */
export const payoutPreviewSchema = z.strictObject({
  amount,
  currency: z.literal('TZS'),
  checked: z.boolean(),
  outcome: z.enum(['ok', 'refused', 'unknown']).nullable(),
  receiver_name: z.string().nullable(),
  fee: amount.nullable(),
  reason: z.string().nullable(),
  destination: payoutAccountSchema.pick({ id: true, kind: true, label: true, institution: true, number: true }),
});

export type PayoutSourceDto = z.infer<typeof payoutSourceSchema>;
export type PayoutPreviewDto = z.infer<typeof payoutPreviewSchema>;
