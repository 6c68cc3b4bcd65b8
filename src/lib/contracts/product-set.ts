import { z } from 'zod';
import { setRuleSchema } from '../catalog-schemas.ts';
import { id, timestamp } from './common.ts';
import { productSummarySchema } from './product.ts';

const base = { id, name: z.string(), created_at: timestamp, updated_at: timestamp };

/** A hand-picked collection (its products in order) or a template (a rule the server evaluates). */
export const productSetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...base, kind: z.literal('collection'), product_ids: z.array(id) }),
  z.strictObject({ ...base, kind: z.literal('template'), rule: setRuleSchema }),
]);
export const setItemsSchema = z.strictObject({ items: z.array(productSummarySchema) });
export const setWithItemsSchema = z.strictObject({ set: productSetSchema, items: z.array(productSummarySchema) });

export type ProductSet = z.infer<typeof productSetSchema>;
