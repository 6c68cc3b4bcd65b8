import { z } from 'zod';

// The building blocks of the answer contracts. Answers are strict objects: a field the contract
// does not declare fails the answer-check test (src/server/openapi/answers.test.ts).

export const id = z.string().meta({ format: 'uuid' });
export const timestamp = z.string().meta({ format: 'date-time', description: 'ISO 8601, UTC.' });
/** Whole Tanzanian shillings. */
export const amount = z.int();

/** A page of a list that only says whether there is a next one (no count: cheap on big lists). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), page: z.int(), page_size: z.int(), has_more: z.boolean() });

/** A page with the list's total, counted up to a cap (total_capped: there are more than total). */
export const countedPageSchema = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    items: z.array(item),
    page: z.int(),
    page_size: z.int(),
    total: z.int(),
    total_capped: z.boolean(),
  });

/** The answer of an action that has nothing to report but that it was done. */
export const doneSchema = z.strictObject({ ok: z.literal(true) });
