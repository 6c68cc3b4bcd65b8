import { z } from 'zod';
import { languageSchema } from '../account-schemas.ts';
import { amount, id, timestamp } from './common.ts';

export const customerSchema = z.strictObject({
  id,
  phone: z.string(),
  name: z.string(),
  location: z.string(),
  language: languageSchema,
  tags: z.array(z.string()),
  notes: z.string(),
  total_spent: amount,
  order_count: z.int(),
  last_order_at: timestamp.nullable(),
  created_at: timestamp,
});
export type Customer = z.infer<typeof customerSchema>;
