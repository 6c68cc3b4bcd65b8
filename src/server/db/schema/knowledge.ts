import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';
import { created, inList, randomId, updated } from './columns.ts';
import { shopId } from './shop-column.ts';
import {
  KNOWLEDGE_ERROR_CODES,
  KNOWLEDGE_KINDS,
  KNOWLEDGE_LANGUAGES,
  KNOWLEDGE_STATES,
  RECRAWL_SCHEDULES,
  type KnowledgeErrorCode,
  type KnowledgeKind,
  type KnowledgeLanguage,
  type KnowledgeState,
  type RecrawlSchedule,
} from '../../../lib/knowledge-schemas.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

// Knowledge sources (issue 30, decision 0047): what a shop gave the bot to answer from (a PDF, a
// site, a question-and-answer entry), the passages found in them, the questions customers asked
// and the shop's phrasing endpoint. Only modules/knowledge reads and writes these.

export const knowledgeSources = pgTable(
  'knowledge_sources',
  {
    shopId: shopId(),
    id: randomId(),
    kind: text('kind').$type<KnowledgeKind>().notNull(),
    title: text('title').notNull(),
    language: text('language').$type<KnowledgeLanguage>().notNull(),
    url: text('url'),
    followLinks: boolean('follow_links').notNull().default(false),
    maxPages: integer('max_pages').notNull().default(1),
    recrawl: text('recrawl').$type<RecrawlSchedule>().notNull().default('off'),
    /** When the schedule crawls this URL next (null: not scheduled); the sweeper job reads it. */
    nextCrawlAt: timestamp('next_crawl_at', { withTimezone: true }),
    fileName: text('file_name'),
    fileBytes: integer('file_bytes'),
    question: text('question'),
    answer: text('answer'),
    state: text('state').$type<KnowledgeState>().notNull().default('queued'),
    errorCode: text('error_code').$type<KnowledgeErrorCode>(),
    errorDetail: text('error_detail'),
    passageCount: integer('passage_count').notNull().default(0),
    pagesCrawled: integer('pages_crawled').notNull().default(0),
    pagesSkipped: jsonb('pages_skipped').$type<{ url: string; reason: KnowledgeErrorCode }[]>().notNull().default([]),
    lastIndexedAt: timestamp('last_indexed_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    check('knowledge_sources_kind_ck', inList('kind', KNOWLEDGE_KINDS)),
    check('knowledge_sources_language_ck', inList('language', KNOWLEDGE_LANGUAGES)),
    check('knowledge_sources_state_ck', inList('state', KNOWLEDGE_STATES)),
    check('knowledge_sources_recrawl_ck', inList('recrawl', RECRAWL_SCHEDULES)),
    check('knowledge_sources_error_ck', sql`error_code is null or ${inList('error_code', KNOWLEDGE_ERROR_CODES)}`),
    check('knowledge_sources_max_pages_ck', sql`max_pages between 1 and 50`),
    check('knowledge_sources_url_ck', sql`kind <> 'url' or url is not null`),
    check('knowledge_sources_qa_ck', sql`kind <> 'qa' or (question is not null and answer is not null)`),
    // The schedule's sweep across shops: only the URLs with a next crawl.
    index('knowledge_sources_due_idx')
      .on(t.nextCrawlAt)
      .where(sql`next_crawl_at is not null`),
  ],
);

/**
 * A passage of a source (≤ ~700 characters). Its `tsv` column (tsvector generated from `text`
 * with the language's configuration: 'english' or 'swahili') and the GIN index on (shop_id, tsv)
 * are hand SQL at the end of the migration: the `swahili` configuration they name is created
 * there first. Queries name `tsv` in SQL (knowledge-search.ts).
 */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    shopId: shopId(),
    id: randomId(),
    sourceId: uuid('source_id').notNull(),
    language: text('language').$type<KnowledgeLanguage>().notNull(),
    position: integer('position').notNull(),
    /** 'page 3' for a PDF, the page's URL for a site, null for a Q&A entry. */
    location: text('location'),
    text: text('text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('knowledge_passages_source_idx').on(t.shopId, t.sourceId, t.position),
    // Deleting a source deletes its passages with it.
    foreignKey({
      name: 'knowledge_passages_source_fk',
      columns: [t.shopId, t.sourceId],
      foreignColumns: [knowledgeSources.shopId, knowledgeSources.id],
    }).onDelete('cascade'),
    check('knowledge_passages_language_ck', inList('language', KNOWLEDGE_LANGUAGES)),
  ],
);

/** A customer's question the bot searched for; passage_id null when nothing matched. */
export const knowledgeAsks = pgTable(
  'knowledge_asks',
  {
    shopId: shopId(),
    // Time-ordered (timeOrderedId()): the table only grows.
    id: uuid('id').notNull(),
    conversationId: uuid('conversation_id').notNull(),
    messageId: uuid('message_id').notNull(),
    question: text('question').notNull(),
    language: text('language').$type<KnowledgeLanguage>().notNull(),
    passageId: uuid('passage_id'),
    /** The hit as it was (the passage may be re-indexed away later): title, kind, location, text. */
    hit: jsonb('hit').$type<{
      sourceId: string;
      sourceTitle: string;
      sourceKind: KnowledgeKind;
      location: string | null;
      text: string;
    }>(),
    score: real('score'),
    phrased: boolean('phrased').notNull().default(false),
    createdAt: created(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    // A retried turn records once.
    uniqueIndex('knowledge_asks_message_uq').on(t.shopId, t.messageId),
    index('knowledge_asks_conversation_idx').on(t.shopId, t.conversationId, t.createdAt),
    index('knowledge_asks_open_idx')
      .on(t.shopId, t.createdAt)
      .where(sql`passage_id is null and resolved_at is null`),
    check('knowledge_asks_language_ck', inList('language', KNOWLEDGE_LANGUAGES)),
  ],
);

/**
 * A PDF source's bytes, kept to index it again (a re-index after a better splitter, the same
 * upload). In the database, not on disk, so a source and its file are written in one transaction
 * and backed up together; a 10 MB cap keeps that sane (decision 0047).
 */
export const knowledgeFiles = pgTable(
  'knowledge_files',
  {
    shopId: shopId(),
    sourceId: uuid('source_id').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.sourceId] }),
    foreignKey({
      name: 'knowledge_files_source_fk',
      columns: [t.shopId, t.sourceId],
      foreignColumns: [knowledgeSources.shopId, knowledgeSources.id],
    }).onDelete('cascade'),
  ],
);

export const knowledgeSettings = pgTable('knowledge_settings', {
  shopId: shopId().primaryKey(),
  phrasingEnabled: boolean('phrasing_enabled').notNull().default(false),
  endpointUrl: text('endpoint_url').notNull().default(''),
  model: text('model').notNull().default(''),
  /** `v1.<iv>.<tag>.<ciphertext>` (the secret box); never answered. */
  apiKeyEnc: text('api_key_enc'),
  updatedAt: updated(),
});

export type KnowledgeSourceRow = typeof knowledgeSources.$inferSelect;
export type KnowledgePassageRow = typeof knowledgePassages.$inferSelect;
