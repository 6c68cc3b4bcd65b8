import { z } from 'zod';
import { flowSchema } from '../chat/flow-schema.ts';
import { id, timestamp } from './common.ts';
import { errorWith } from './error.ts';

/** A finding of the flow checks (lib/chat/flow-checks.ts): errors block publishing, warnings only inform. */
export const flowIssueSchema = z.strictObject({
  level: z.enum(['error', 'warning']),
  code: z.string(),
  nodeId: z.string().optional(),
  edgeId: z.string().optional(),
  field: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const issues = z.array(flowIssueSchema);

export const chatflowSchema = z.strictObject({
  draft: flowSchema,
  draft_revision: z.int(),
  published_version: z.int().nullable(),
  published_at: timestamp.nullable(),
  /** The live flow, so the builder can tell whether the draft holds anything new to publish. */
  published_flow: flowSchema.nullable(),
  bot_id: id,
  issues,
});
export const draftSavedSchema = z.strictObject({ draft_revision: z.int(), issues });
export const publishedSchema = z.strictObject({ published_version: z.int(), published_at: timestamp, issues });
/** A draft with errors is not published: the 400 lists every issue, so the builder can point at each node. */
export const publishRefusedSchema = errorWith({ issues });
export const flowVersionSchema = z.strictObject({
  version: z.int(),
  published_at: timestamp,
  published_by: z.string().nullable(),
  node_count: z.int(),
});
export const flowVersionsSchema = z.strictObject({
  published_version: z.int().nullable(),
  versions: z.array(flowVersionSchema),
});
export const restoredSchema = z.strictObject({ draft: flowSchema, draft_revision: z.int(), issues });
export const previewTokenSchema = z.strictObject({
  bot_id: id,
  token: z.string(),
  base_url: z.string(),
  expires_at: timestamp,
});

export type FlowIssue = z.infer<typeof flowIssueSchema>;
export type Chatflow = z.infer<typeof chatflowSchema>;
export type FlowVersion = z.infer<typeof flowVersionSchema>;
export type PreviewToken = z.infer<typeof previewTokenSchema>;
export type DraftSaved = z.infer<typeof draftSavedSchema>;
export type Published = z.infer<typeof publishedSchema>;
export type PublishRefused = z.infer<typeof publishRefusedSchema>;
export type FlowVersions = z.infer<typeof flowVersionsSchema>;
export type Restored = z.infer<typeof restoredSchema>;
