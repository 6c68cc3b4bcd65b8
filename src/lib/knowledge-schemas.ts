import { z } from 'zod';

// What the knowledge screens send (issue 30, decision 0047); the server validates with the same
// schemas. Error texts are message keys (server/http/messages/knowledge.ts). NUL and lone
// surrogates are refused for every text by the mount (http/validate.ts); the multipart fields of
// a PDF upload go through the same validate() there.

export const KNOWLEDGE_LANGUAGES = ['en', 'sw'] as const;
export type KnowledgeLanguage = (typeof KNOWLEDGE_LANGUAGES)[number];
export const KNOWLEDGE_KINDS = ['pdf', 'url', 'qa'] as const;
export type KnowledgeKind = (typeof KNOWLEDGE_KINDS)[number];
/** no_text: a PDF (a scan) or a page with no text to find; it is not counted as indexed. */
export const KNOWLEDGE_STATES = ['queued', 'indexing', 'indexed', 'no_text', 'failed'] as const;
export type KnowledgeState = (typeof KNOWLEDGE_STATES)[number];
export const RECRAWL_SCHEDULES = ['off', 'daily', 'weekly'] as const;
export type RecrawlSchedule = (typeof RECRAWL_SCHEDULES)[number];

/**
 * Why a source (or one page of a site) was not indexed: codes, worded by the screens in en and sw
 * (knowledge.errors.<code> in src/i18n). Stored in knowledge_sources.error_code and
 * pages_skipped[].reason.
 */
export const KNOWLEDGE_ERROR_CODES = [
  'pdf_encrypted',
  'pdf_corrupt',
  'pdf_no_text',
  'too_large',
  'timeout',
  'redirect_loop',
  'too_many_redirects',
  'not_html',
  'private_address',
  'http_status',
  'unreachable',
  'bad_url',
  'no_text',
  'other_site',
  'max_pages',
] as const;
export type KnowledgeErrorCode = (typeof KNOWLEDGE_ERROR_CODES)[number];

export const KNOWLEDGE_PDF_MAX_BYTES = 10 * 1024 * 1024;
export const KNOWLEDGE_MAX_PAGES = 50;
export const KNOWLEDGE_TITLE_MAX = 200;
export const KNOWLEDGE_QUESTION_MAX = 500;
export const KNOWLEDGE_ANSWER_MAX = 4000;

const language = z.enum(KNOWLEDGE_LANGUAGES);
const title = z.string().trim().min(1).max(KNOWLEDGE_TITLE_MAX);
const question = z.string().trim().min(3, { error: 'knowledge_question_short' }).max(KNOWLEDGE_QUESTION_MAX);
const answer = z.string().trim().min(1).max(KNOWLEDGE_ANSWER_MAX);

/** http(s) only, with a host; whether the host may be reached is the fetcher's check (SSRF guard). */
export const knowledgeUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '' && !u.username && !u.password;
      } catch {
        return false;
      }
    },
    { error: 'knowledge_bad_url' },
  );

export const urlSourceInputSchema = z.strictObject({
  url: knowledgeUrlSchema,
  language,
  follow_links: z.boolean().default(false),
  max_pages: z.int().min(1).max(KNOWLEDGE_MAX_PAGES).default(10),
  recrawl: z.enum(RECRAWL_SCHEDULES).default('off'),
  title: title.optional(),
});
export type UrlSourceInput = z.infer<typeof urlSourceInputSchema>;

/** The text fields of the multipart PDF upload (the file itself is checked by its bytes: %PDF-, ≤ 10 MB). */
export const pdfSourceFieldsSchema = z.strictObject({
  title: title.optional(),
  language,
});
export type PdfSourceFields = z.infer<typeof pdfSourceFieldsSchema>;

export const qaSourceInputSchema = z.strictObject({ question, answer, language });
export type QaSourceInput = z.infer<typeof qaSourceInputSchema>;

/** question/answer only for a Q&A source; recrawl only for a URL (the server refuses the others). */
export const sourcePatchSchema = z
  .strictObject({
    title: title.optional(),
    language: language.optional(),
    recrawl: z.enum(RECRAWL_SCHEDULES).optional(),
    question: question.optional(),
    answer: answer.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'nothing_to_change' });
export type SourcePatch = z.infer<typeof sourcePatchSchema>;

export const tryQuestionSchema = z.strictObject({
  question: z.string().trim().min(1).max(KNOWLEDGE_QUESTION_MAX),
  language,
});
export type TryQuestion = z.infer<typeof tryQuestionSchema>;

/** Turning an unanswered question into a Q&A entry (the question is the ask's). */
export const unansweredAnswerSchema = z.strictObject({ answer, language });
export type UnansweredAnswer = z.infer<typeof unansweredAnswerSchema>;

export const conversationParams = z.object({ conversationId: z.uuid() });

/** api_key: write-only; left out keeps the stored key, '' removes it. */
export const knowledgeSettingsInputSchema = z
  .strictObject({
    phrasing_enabled: z.boolean(),
    endpoint_url: z.union([z.literal(''), knowledgeUrlSchema]).default(''),
    model: z.string().trim().max(200).default(''),
    api_key: z.string().trim().max(500).optional(),
  })
  .refine((v) => !v.phrasing_enabled || (v.endpoint_url !== '' && v.model !== ''), {
    error: 'knowledge_endpoint_required',
    path: ['endpoint_url'],
  });
export type KnowledgeSettingsInput = z.infer<typeof knowledgeSettingsInputSchema>;
