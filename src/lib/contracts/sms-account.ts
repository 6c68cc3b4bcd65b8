import { z } from 'zod';
import { SENDER_STATES, SMS_PROVIDERS } from '../sms-providers.ts';
import { amount, id, timestamp } from './common.ts';

// The answers of /api/sms-accounts. Credentials never leave the server in clear: each stored field
// is answered as its name and a masked hint.

export const smsProviderInfoSchema = z.strictObject({
  id: z.enum(SMS_PROVIDERS),
  fields: z.array(z.strictObject({ name: z.string(), secret: z.boolean(), required: z.boolean() })),
  reports_by: z.enum(['callback', 'polling']).meta({
    description: 'How delivery reports arrive: posted by the gateway, or asked for by our sweeper.',
  }),
});

export const smsAccountSchema = z.strictObject({
  id,
  provider: z.enum(SMS_PROVIDERS),
  label: z.string(),
  sender_name: z.string(),
  sender_state: z.enum(SENDER_STATES),
  sender_next_step: z.enum(['apply', 'wait', 'none']).meta({
    description: 'apply: register the name with the gateway; wait: the networks are reviewing it; none: approved.',
  }),
  price_per_part: amount.meta({ description: 'Whole TZS the gateway charges per SMS part.' }),
  per_second: z.int(),
  enabled: z.boolean(),
  credentials: z
    .array(z.strictObject({ name: z.string(), hint: z.string() }))
    .meta({ description: 'The stored fields, each as a masked hint like ••••1234; never the value.' }),
  callback_urls: z.strictObject({ delivery: z.string(), inbound: z.string() }).nullable().meta({
    description:
      'Where the gateway posts delivery reports and replies (paste them in its dashboard); null when it is polled.',
  }),
  created_at: timestamp,
  updated_at: timestamp,
});

export const smsConnectionTestSchema = z.strictObject({
  ok: z.boolean(),
  balance: z.string().nullable().meta({ description: "The gateway's balance as it states it (credits or money)." }),
  reason: z.string().nullable().meta({ description: 'Why the gateway refused, in its words (or ours); null when ok.' }),
});

export type SmsProviderInfo = z.infer<typeof smsProviderInfoSchema>;
export type SmsAccountDto = z.infer<typeof smsAccountSchema>;
export type SmsConnectionTest = z.infer<typeof smsConnectionTestSchema>;
