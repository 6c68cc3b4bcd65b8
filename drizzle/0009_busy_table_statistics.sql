-- The tables every chat message and webhook writes: ANALYZE samples 300 rows per unit of the
-- largest statistics target, and detoasts every sampled jsonb body. On PGlite (one backend, which
-- the server's own maintenance analyses between requests) that was ~670 ms of a stalled database
-- at 280k messages; with these targets ~50 ms (docs/decisions/0009). Queries on these tables
-- filter by shop, conversation and time through their indexes, never by the bodies, so the bodies
-- need no statistics and the keys of the append-only tables a small sample.
ALTER TABLE "conversation_messages"
  ALTER COLUMN "shop_id" SET STATISTICS 10,
  ALTER COLUMN "id" SET STATISTICS 10,
  ALTER COLUMN "conversation_id" SET STATISTICS 10,
  ALTER COLUMN "direction" SET STATISTICS 10,
  ALTER COLUMN "author" SET STATISTICS 10,
  ALTER COLUMN "author_user_id" SET STATISTICS 10,
  ALTER COLUMN "external_id" SET STATISTICS 10,
  ALTER COLUMN "reply_to" SET STATISTICS 10,
  ALTER COLUMN "status" SET STATISTICS 10,
  ALTER COLUMN "created_at" SET STATISTICS 10,
  ALTER COLUMN "updated_at" SET STATISTICS 10,
  ALTER COLUMN "content" SET STATISTICS 0,
  ALTER COLUMN "preview" SET STATISTICS 0,
  ALTER COLUMN "error" SET STATISTICS 0;
--> statement-breakpoint
ALTER TABLE "webhook_logs"
  ALTER COLUMN "id" SET STATISTICS 10,
  ALTER COLUMN "shop_id" SET STATISTICS 10,
  ALTER COLUMN "direction" SET STATISTICS 10,
  ALTER COLUMN "channel" SET STATISTICS 10,
  ALTER COLUMN "method" SET STATISTICS 10,
  ALTER COLUMN "endpoint" SET STATISTICS 10,
  ALTER COLUMN "status_code" SET STATISTICS 10,
  ALTER COLUMN "latency_ms" SET STATISTICS 10,
  ALTER COLUMN "job_id" SET STATISTICS 10,
  ALTER COLUMN "replay_of" SET STATISTICS 10,
  ALTER COLUMN "created_at" SET STATISTICS 10,
  ALTER COLUMN "request_body" SET STATISTICS 0,
  ALTER COLUMN "response_body" SET STATISTICS 0,
  ALTER COLUMN "error" SET STATISTICS 0;
--> statement-breakpoint
-- A conversation's engine state is read by key; its last message only by a substring search,
-- which no statistics can estimate.
ALTER TABLE "conversations"
  ALTER COLUMN "state" SET STATISTICS 0,
  ALTER COLUMN "last_message_preview" SET STATISTICS 0;
