import { z } from 'zod';

// What every refusal of the API carries (src/server/http/errors.ts writes it; the 400s of input
// validation come from src/server/http/validate.ts). Strict like the answer contracts: a field the
// server adds to an error without declaring it fails the error-answer check
// (src/server/openapi/error-answers.test.ts). The OpenAPI document's components/schemas/Error is
// written from this schema.

export const errorSchema = z
  .strictObject({
    code: z.string().min(1).meta({
      description: 'Stable code for programs, e.g. required, invalid_email, permission_denied, not_found.',
    }),
    message: z.string().min(1).meta({ description: 'For people, in English or Swahili after Accept-Language.' }),
    requestId: z.string().min(1).max(64).meta({
      description:
        'Identifies the request in our logs (the X-Request-Id sent, if any); quote it when reporting a problem.',
    }),
    field: z.string().min(1).optional().meta({
      description:
        'The input at fault, dotted for nested fields (lines.0.quantity); `body` for the body as a whole, or a header name (Idempotency-Key).',
    }),
  })
  .meta({
    description: 'Every error answer has this shape; a few routes add fields of their own (documented with the route).',
  });

export type ErrorBody = z.infer<typeof errorSchema>;

/**
 * A refusal that carries more than the error fields (the issues of a flow that cannot be
 * published, the report of a refused CSV import): the error contract and those fields, strict.
 */
export const errorWith = <Shape extends z.ZodRawShape>(shape: Shape) => errorSchema.extend(shape);
