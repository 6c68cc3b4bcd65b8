import { z } from 'zod';
import { NETWORKS, PROVIDERS, type ProviderId } from './mobile-money.ts';

// Linking a mobile-money provider (issue 15, /settings/payments): what the API takes, shared by the
// server and the link dialog. Error texts are message keys (src/server/http/messages/payment-accounts.ts).
// Which credential names a provider takes is the adapter's to say: the server checks them against it.

export const PAYMENT_LABEL_MAX = 80;
/** Longer than any key or secret a provider issues; past it the value is a paste error. */
export const CREDENTIAL_VALUE_MAX = 500;

const label = z.string().trim().max(PAYMENT_LABEL_MAX, { error: 'payment_label_too_long' });

/** The wallets an account collects for, each once (a repeat would be a typing error, not a wish). */
const networks = z
  .array(z.enum(NETWORKS, { error: 'payment_network_unknown' }))
  .max(NETWORKS.length)
  .refine((list) => new Set(list).size === list.length, { error: 'payment_network_repeated' });

/** Credential values by the adapter's field names; blanks are dropped (an optional field left empty). */
const credentials = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, { error: 'payment_credential_unknown' }),
    z.string().trim().max(CREDENTIAL_VALUE_MAX, { error: 'payment_credential_too_long' }),
  )
  .transform((given) => Object.fromEntries(Object.entries(given).filter(([, value]) => value !== '')));

export const linkPaymentAccountSchema = z.strictObject({
  provider: z.enum(PROVIDERS, { error: 'payment_provider_unknown' }),
  label: label.default(''),
  credentials: credentials.default({}),
  networks: networks.default([]),
  enabled: z.boolean().default(true),
});

/** Only what is given changes; credentials given replace the stored ones (fields not given are kept). */
export const updatePaymentAccountSchema = z.strictObject({
  label: label.optional(),
  credentials: credentials.optional(),
  networks: networks.optional(),
  enabled: z.boolean().optional(),
});

export type LinkPaymentAccount = z.input<typeof linkPaymentAccountSchema>;
export type UpdatePaymentAccount = z.input<typeof updatePaymentAccountSchema>;
export type LinkPaymentAccountInput = z.output<typeof linkPaymentAccountSchema>;
export type UpdatePaymentAccountInput = z.output<typeof updatePaymentAccountSchema>;

// The wallets' brand names live beside the wallets (the order page shows them without zod).
export { NETWORK_NAMES } from './mobile-money.ts';
export const PROVIDER_NAMES: Record<ProviderId, string> = {
  selcom: 'Selcom',
  clickpesa: 'ClickPesa',
  azampay: 'AzamPay',
  flutterwave: 'Flutterwave',
  sandbox: 'Sandbox',
};
