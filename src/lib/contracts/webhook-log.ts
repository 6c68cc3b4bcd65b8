import { z } from 'zod';
import { id, timestamp } from './common.ts';

const jobStatus = z.enum(['queued', 'running', 'done', 'failed']);
const errorCode = z.union([z.string(), z.number()]).nullable();

export const logSummarySchema = z.strictObject({
  id,
  created_at: timestamp,
  direction: z.enum(['in', 'out']),
  channel: z.string(),
  method: z.string(),
  endpoint: z.string(),
  status_code: z.int().nullable(),
  latency_ms: z.int().nullable(),
  status: z.enum(['ok', 'failed']),
  /** Inbound processing: queued/running while the worker has it, done or failed after. */
  job_status: jobStatus.nullable(),
  error: z.strictObject({ code: errorCode, title: z.string() }).nullable(),
  replay_of: id.nullable(),
  replayable: z.boolean(),
});

/** One entry with its bodies (secrets masked) and its replays. */
export const logDetailSchema = logSummarySchema.extend({
  error: z.strictObject({ code: errorCode, title: z.string(), detail: z.string().nullable() }).nullable(),
  request_body: z.unknown(),
  response_body: z.unknown(),
  job: z
    .strictObject({ status: jobStatus, attempts: z.int().nullable(), last_error: z.string().nullable() })
    .nullable(),
  replays: z.array(logSummarySchema),
});

/** A page of entries; next_cursor (null on the last page) is passed back as cursor for the next. */
export const logPageSchema = z.strictObject({ items: z.array(logSummarySchema), next_cursor: z.string().nullable() });

export type LogSummary = z.infer<typeof logSummarySchema>;
export type LogDetail = z.infer<typeof logDetailSchema>;
export type LogPage = z.infer<typeof logPageSchema>;
