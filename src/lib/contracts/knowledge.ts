import { z } from 'zod';
import {
  KNOWLEDGE_ERROR_CODES,
  KNOWLEDGE_KINDS,
  KNOWLEDGE_LANGUAGES,
  KNOWLEDGE_STATES,
  RECRAWL_SCHEDULES,
} from '../knowledge-schemas.ts';
import { id, timestamp } from './common.ts';

// The answers of /api/knowledge (issue 30, decision 0047). Error codes are words for the screens
// (knowledge.errors.<code>); error_detail is the technical detail (an HTTP status, a file name).

export const skippedPageSchema = z.strictObject({ url: z.string(), reason: z.enum(KNOWLEDGE_ERROR_CODES) });

export const knowledgeSourceSchema = z.strictObject({
  id,
  kind: z.enum(KNOWLEDGE_KINDS),
  title: z.string(),
  language: z.enum(KNOWLEDGE_LANGUAGES),
  url: z.string().nullable(),
  follow_links: z.boolean(),
  max_pages: z.int(),
  recrawl: z.enum(RECRAWL_SCHEDULES),
  next_crawl_at: timestamp.nullable(),
  file_name: z.string().nullable(),
  file_bytes: z.int().nullable(),
  question: z.string().nullable(),
  answer: z.string().nullable(),
  state: z.enum(KNOWLEDGE_STATES),
  error_code: z.enum(KNOWLEDGE_ERROR_CODES).nullable(),
  error_detail: z.string().nullable(),
  passage_count: z.int(),
  pages_crawled: z.int(),
  pages_skipped: z.array(skippedPageSchema),
  last_indexed_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type KnowledgeSource = z.infer<typeof knowledgeSourceSchema>;

export const knowledgeSourcesSchema = z.strictObject({ sources: z.array(knowledgeSourceSchema) });

export const knowledgePassageSchema = z.strictObject({
  id,
  position: z.int(),
  location: z.string().nullable(),
  text: z.string(),
});
export const knowledgePassagesSchema = z.strictObject({
  passages: z.array(knowledgePassageSchema),
  /** All of the source's passages (the list shows the first 50). */
  total: z.int(),
});

/** A passage that answered (or would answer) a question, with its source. */
export const knowledgeHitSchema = z.strictObject({
  passage_id: id,
  source_id: id,
  source_title: z.string(),
  source_kind: z.enum(KNOWLEDGE_KINDS),
  location: z.string().nullable(),
  text: z.string(),
  score: z.number(),
});
export type KnowledgeHitAnswer = z.infer<typeof knowledgeHitSchema>;
export const knowledgeTrySchema = z.strictObject({ hits: z.array(knowledgeHitSchema) });

/** An open question nothing answered; the same question (case and spaces aside) grouped with a count. */
export const unansweredQuestionSchema = z.strictObject({
  /** The newest ask of the group: the id the answer and dismiss routes take. */
  id,
  question: z.string(),
  language: z.enum(KNOWLEDGE_LANGUAGES),
  count: z.int(),
  last_asked_at: timestamp,
  conversation_id: id,
});
export const unansweredQuestionsSchema = z.strictObject({ questions: z.array(unansweredQuestionSchema) });
export type UnansweredQuestion = z.infer<typeof unansweredQuestionSchema>;

/** Which passage answered each customer message of a conversation (null: no answer found). */
export const conversationAnswerSchema = z.strictObject({
  message_id: id,
  question: z.string(),
  passage: knowledgeHitSchema.nullable(),
  phrased: z.boolean(),
  at: timestamp,
});
export const conversationAnswersSchema = z.strictObject({ answers: z.array(conversationAnswerSchema) });
export type ConversationAnswer = z.infer<typeof conversationAnswerSchema>;

export const knowledgeSettingsSchema = z.strictObject({
  phrasing_enabled: z.boolean(),
  endpoint_url: z.string(),
  model: z.string(),
  /** The key itself is never answered. */
  key_set: z.boolean(),
  updated_at: timestamp.nullable(),
});
export type KnowledgeSettings = z.infer<typeof knowledgeSettingsSchema>;

/** The settings' test call: ok, or why not (a code the screens word; detail in the endpoint's words). */
export const knowledgeSettingsTestSchema = z.strictObject({
  ok: z.boolean(),
  reason: z.enum(['not_configured', 'timeout', 'http_status', 'unreachable', 'bad_answer']).nullable(),
  detail: z.string().nullable(),
  answer: z.string().nullable(),
});
export type KnowledgeSettingsTest = z.infer<typeof knowledgeSettingsTestSchema>;
