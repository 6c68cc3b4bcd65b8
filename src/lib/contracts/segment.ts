import { z } from 'zod';
import { SEGMENT_CRITERIA, SEGMENT_MATCH, SEGMENT_OPERATORS } from '../options.ts';
import { id, pageSchema, timestamp } from './common.ts';
import { customerSchema } from './customer.ts';

export const segmentSchema = z.strictObject({
  id,
  name: z.string(),
  match: z.enum(SEGMENT_MATCH),
  criteria: z.array(
    z.strictObject({
      field: z.enum(SEGMENT_CRITERIA),
      operator: z.enum(SEGMENT_OPERATORS),
      value: z.union([z.number(), z.string()]),
    }),
  ),
  created_at: timestamp,
  updated_at: timestamp,
});
/** A segment as listed and shown: with how many customers match it now. */
export const countedSegmentSchema = segmentSchema.extend({ count: z.int() });
export const segmentCountSchema = z.strictObject({ count: z.int() });
export const segmentMembersSchema = pageSchema(customerSchema);

export type Segment = z.infer<typeof segmentSchema>;
export type CountedSegment = z.infer<typeof countedSegmentSchema>;
export type SegmentMembers = z.infer<typeof segmentMembersSchema>;
