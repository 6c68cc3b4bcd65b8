import { z } from 'zod';
import { languageSchema, phoneSchema } from './account-schemas.ts';
import { SEGMENT_CRITERIA, SEGMENT_MATCH, SEGMENT_OPERATORS } from './options.ts';

// Shared by the API and the customer screens. Error texts are message keys.
const tagsSchema = z
  .array(z.string().trim().min(1).max(40))
  .max(20)
  .transform((tags) => [...new Set(tags)]);

export const customerCreateSchema = z.strictObject({
  phone: phoneSchema,
  name: z.string().trim().max(100).default(''),
  location: z.string().trim().max(200).default(''),
  language: languageSchema.default('sw'),
  tags: tagsSchema.default([]),
  notes: z.string().trim().max(2000).default(''),
  // "Allow pay later": the customer may choose credit on the order page (issue 16).
  allow_credit: z.boolean().default(false),
});

export const customerUpdateSchema = z.strictObject({
  phone: phoneSchema.optional(),
  name: z.string().trim().max(100).optional(),
  location: z.string().trim().max(200).optional(),
  language: languageSchema.optional(),
  tags: tagsSchema.optional(),
  notes: z.string().trim().max(2000).optional(),
  allow_credit: z.boolean().optional(),
});

export const customerListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
  // Spec 3: customer search by name or phone; without `by` both are searched.
  by: z.enum(['name', 'phone']).optional(),
});

export const segmentCriterionSchema = z
  .strictObject({
    field: z.enum(SEGMENT_CRITERIA),
    operator: z.enum(SEGMENT_OPERATORS),
    value: z.union([z.int().min(0).max(1e12), z.string().trim().min(1).max(200)]),
  })
  .refine((c) => c.field !== 'location' || c.operator === 'eq', { error: 'location_operator', path: ['operator'] })
  .refine((c) => (c.field === 'location') === (typeof c.value === 'string'), {
    error: 'invalid_value',
    path: ['value'],
  });

export const segmentRuleSchema = z.strictObject({
  match: z.enum(SEGMENT_MATCH).default('all'),
  criteria: z.array(segmentCriterionSchema).min(1).max(20),
});

export const segmentSchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  match: z.enum(SEGMENT_MATCH).default('all'),
  criteria: z.array(segmentCriterionSchema).min(1).max(20),
});

export type CustomerCreate = z.infer<typeof customerCreateSchema>;
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
export type SegmentRule = z.infer<typeof segmentRuleSchema>;
export type SegmentInput = z.infer<typeof segmentSchema>;
