import { z } from 'zod';
import { flowSchema } from './chat/flow-schema.ts';

/** PUT /api/chatflow/draft: the whole flow and the draft revision the editor's copy started from. */
export const flowDraftSchema = z.strictObject({
  flow: flowSchema,
  revision: z.number().int().min(1).max(2_147_483_647),
});
export type FlowDraftInput = z.infer<typeof flowDraftSchema>;
