CREATE TABLE "knowledge_asks" (
	"shop_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"question" text NOT NULL,
	"language" text NOT NULL,
	"passage_id" uuid,
	"hit" jsonb,
	"score" real,
	"phrased" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "knowledge_asks_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "knowledge_asks_language_ck" CHECK ("language" in ('en', 'sw'))
);
--> statement-breakpoint
CREATE TABLE "knowledge_files" (
	"shop_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_files_shop_id_source_id_pk" PRIMARY KEY("shop_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "knowledge_passages" (
	"shop_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"language" text NOT NULL,
	"position" integer NOT NULL,
	"location" text,
	"text" text NOT NULL,
	CONSTRAINT "knowledge_passages_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "knowledge_passages_language_ck" CHECK ("language" in ('en', 'sw'))
);
--> statement-breakpoint
CREATE TABLE "knowledge_settings" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"phrasing_enabled" boolean DEFAULT false NOT NULL,
	"endpoint_url" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"api_key_enc" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_sources" (
	"shop_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"url" text,
	"follow_links" boolean DEFAULT false NOT NULL,
	"max_pages" integer DEFAULT 1 NOT NULL,
	"recrawl" text DEFAULT 'off' NOT NULL,
	"next_crawl_at" timestamp with time zone,
	"file_name" text,
	"file_bytes" integer,
	"question" text,
	"answer" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"error_code" text,
	"error_detail" text,
	"passage_count" integer DEFAULT 0 NOT NULL,
	"pages_crawled" integer DEFAULT 0 NOT NULL,
	"pages_skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_indexed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_sources_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "knowledge_sources_kind_ck" CHECK ("kind" in ('pdf', 'url', 'qa')),
	CONSTRAINT "knowledge_sources_language_ck" CHECK ("language" in ('en', 'sw')),
	CONSTRAINT "knowledge_sources_state_ck" CHECK ("state" in ('queued', 'indexing', 'indexed', 'no_text', 'failed')),
	CONSTRAINT "knowledge_sources_recrawl_ck" CHECK ("recrawl" in ('off', 'daily', 'weekly')),
	CONSTRAINT "knowledge_sources_error_ck" CHECK (error_code is null or "error_code" in ('pdf_encrypted', 'pdf_corrupt', 'pdf_no_text', 'too_large', 'timeout', 'redirect_loop', 'too_many_redirects', 'not_html', 'private_address', 'http_status', 'unreachable', 'bad_url', 'no_text', 'other_site', 'max_pages')),
	CONSTRAINT "knowledge_sources_max_pages_ck" CHECK (max_pages between 1 and 50),
	CONSTRAINT "knowledge_sources_url_ck" CHECK (kind <> 'url' or url is not null),
	CONSTRAINT "knowledge_sources_qa_ck" CHECK (kind <> 'qa' or (question is not null and answer is not null))
);
--> statement-breakpoint
ALTER TABLE "knowledge_asks" ADD CONSTRAINT "knowledge_asks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD CONSTRAINT "knowledge_files_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD CONSTRAINT "knowledge_files_source_fk" FOREIGN KEY ("shop_id","source_id") REFERENCES "public"."knowledge_sources"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_source_fk" FOREIGN KEY ("shop_id","source_id") REFERENCES "public"."knowledge_sources"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_settings" ADD CONSTRAINT "knowledge_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD CONSTRAINT "knowledge_sources_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_asks_message_uq" ON "knowledge_asks" USING btree ("shop_id","message_id");--> statement-breakpoint
CREATE INDEX "knowledge_asks_conversation_idx" ON "knowledge_asks" USING btree ("shop_id","conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_asks_open_idx" ON "knowledge_asks" USING btree ("shop_id","created_at") WHERE passage_id is null and resolved_at is null;--> statement-breakpoint
CREATE INDEX "knowledge_passages_source_idx" ON "knowledge_passages" USING btree ("shop_id","source_id","position");--> statement-breakpoint
CREATE INDEX "knowledge_sources_due_idx" ON "knowledge_sources" USING btree ("next_crawl_at") WHERE next_crawl_at is not null;--> statement-breakpoint
-- hand SQL (keep at the end)
-- Swahili is not stemmed as English: a copy of 'simple' (lower-cased words, no stemming, no
-- stopword file). Question words are dropped by the query builder (modules/knowledge/query-words.ts).
CREATE TEXT SEARCH CONFIGURATION swahili ( COPY = simple );--> statement-breakpoint
-- The passage's words, with its language's configuration; generated, so it never lags the text.
-- A Swahili passage also gets its verbs' roots (tu-na-fungua → fungua, ku-lipa → lipa), by the
-- same rule as the query builder's (modules/knowledge/query-words.ts, SW_ROOT).
ALTER TABLE "knowledge_passages" ADD COLUMN "tsv" tsvector GENERATED ALWAYS AS (
  CASE WHEN "language" = 'sw' THEN
    to_tsvector('swahili'::regconfig, "text" || ' ' || regexp_replace(regexp_replace(lower("text"),
      '\m(?:ni|u|a|tu|m|mu|wa|ha|hatu|ham|hawa|si)(?:na|li|ta|me|ki)([[:alpha:]]{3,})\M', '\1', 'g'),
      '\mku([[:alpha:]]{4,})\M', '\1', 'g'))
  ELSE to_tsvector('english'::regconfig, "text") END
) STORED;--> statement-breakpoint
-- One shop's passages by their words (btree_gin, created in 0002, lets shop_id lead the GIN index).
CREATE INDEX "knowledge_passages_tsv_idx" ON "knowledge_passages" USING gin ("shop_id", "tsv");
