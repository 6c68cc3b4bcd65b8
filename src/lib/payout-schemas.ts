import { z } from 'zod';
import { phoneSchema } from './account-schemas.ts';
import { NETWORKS } from './mobile-money.ts';
import { BANK_BICS } from './tz-banks.ts';
import { payoutRequestSchema } from './transaction-schemas.ts';

// Payout accounts and payout requests (issue 15, spec 1). Both need the person's password again:
// a stolen session must not be able to send the shop's money to a new wallet.

/** The password typed again; checked (throttled) on the server, never stored. */
export const reenteredPassword = z.string({ error: 'current_password_required' }).min(1, {
  error: 'current_password_required',
});

const accountName = z.string().trim().min(2, { error: 'account_name_required' }).max(100);
const label = z.string().trim().max(80).default('');

/** A mobile wallet (ClickPesa, Selcom) or a Tanzanian bank account (ClickPesa's bank payout). */
export const payoutAccountInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('wallet'),
      network: z.enum(NETWORKS, { error: 'network_unknown' }),
      phone: phoneSchema,
      account_name: accountName,
      label,
      current_password: reenteredPassword,
    }),
    z.strictObject({
      kind: z.literal('bank'),
      bic: z.enum(BANK_BICS, { error: 'bank_unknown' }),
      // Spaces and dashes are how people copy it from a statement; the bank wants letters and digits.
      account_number: z
        .string()
        .overwrite((v) => v.replace(/[\s-]/g, ''))
        .regex(/^[0-9A-Za-z]{6,20}$/, { error: 'bank_account_number_invalid' }),
      account_name: accountName,
      label,
      current_password: reenteredPassword,
    }),
  ],
  { error: 'payout_kind_unknown' },
);

/** POST /api/payouts: the request, confirmed with the password. */
export const payoutInputSchema = payoutRequestSchema.extend({ current_password: reenteredPassword });

/** A payout as the provider would make it, asked before the password step (no password yet). */
export const payoutPreviewInputSchema = payoutInputSchema.omit({ current_password: true });

export type PayoutAccountInput = z.infer<typeof payoutAccountInputSchema>;
export type PayoutInput = z.infer<typeof payoutInputSchema>;
export type PayoutPreviewInput = z.infer<typeof payoutPreviewInputSchema>;

/**
 * The linkable providers whose adapters pay out (startPayout), and those that also pay to a bank
 * (startBankPayout): what the site promises (payouts.test.ts ties both to the adapters). The
 * screens read the server's payoutSources, which also lets the demo's sandbox pay out.
 */
export const PAYOUT_PROVIDERS = ['clickpesa', 'selcom'] as const;
export const BANK_PAYOUT_PROVIDERS = ['clickpesa'] as const;
