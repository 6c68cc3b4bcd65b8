import { z } from 'zod';
import { NETWORKS, PROVIDERS } from '../mobile-money.ts';
import { id, timestamp } from './common.ts';

// The answers of /api/payment-accounts. Credentials never leave the server in clear: each stored
// field is answered as its name and a masked hint (the last 4 characters at most).

export const providerInfoSchema = z.strictObject({
  id: z.enum(PROVIDERS),
  fields: z.array(z.strictObject({ name: z.string(), secret: z.boolean(), required: z.boolean() })),
  networks: z.array(z.enum(NETWORKS)),
});

export const paymentAccountSchema = z.strictObject({
  id,
  provider: z.enum(PROVIDERS),
  label: z.string(),
  networks: z.array(z.enum(NETWORKS)),
  enabled: z.boolean(),
  credentials: z
    .array(z.strictObject({ name: z.string(), hint: z.string() }))
    .meta({ description: 'The stored fields, each as a masked hint like ••••1234; never the value.' }),
  callback_url: z
    .string()
    .meta({ description: "Where the provider posts results; paste it in the provider's dashboard." }),
  created_at: timestamp,
  updated_at: timestamp,
});

export const connectionTestSchema = z.strictObject({
  ok: z.boolean(),
  reason: z
    .string()
    .nullable()
    .meta({ description: 'Why the provider refused, in its words (or ours); null when ok.' }),
});

export type ProviderInfo = z.infer<typeof providerInfoSchema>;
export type PaymentAccountDto = z.infer<typeof paymentAccountSchema>;
export type ConnectionTest = z.infer<typeof connectionTestSchema>;
