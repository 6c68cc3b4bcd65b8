import {
  conversationAnswersSchema,
  knowledgePassagesSchema,
  knowledgeSettingsSchema,
  knowledgeSettingsTestSchema,
  knowledgeSourceSchema,
  knowledgeSourcesSchema,
  knowledgeTrySchema,
  unansweredQuestionsSchema,
} from '../../../lib/contracts/knowledge.ts';
import {
  conversationParams,
  KNOWLEDGE_PDF_MAX_BYTES,
  knowledgeSettingsInputSchema,
  pdfSourceFieldsSchema,
  qaSourceInputSchema,
  sourcePatchSchema,
  tryQuestionSchema,
  unansweredAnswerSchema,
  urlSourceInputSchema,
} from '../../../lib/knowledge-schemas.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { badRequest } from '../../http/errors.ts';
import { dbOf, shopOf } from '../../http/route-glue.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { rowDelete, rowGet, rowWrite, shopGet, shopWrite } from '../../http/shop-route.ts';
import { validate } from '../../http/validate.ts';
import { answerUnanswered, conversationAnswers, dismissUnanswered, unansweredQuestions } from './asks.service.ts';
import { searchKnowledge } from './knowledge-search.ts';
import { getSettings, putSettings, testSettings } from './settings.service.ts';
import {
  createPdfSource,
  createQaSource,
  createUrlSource,
  deleteSource,
  listSources,
  requestRecrawl,
  sourcePassages,
  updateSource,
} from './source.service.ts';

// /api/knowledge (issue 30, decision 0047): the shop's knowledge sources, the "Try a question"
// box, the questions nothing answered, which passage answered a conversation, and the phrasing
// endpoint. Permission chatflow: read for GET and the try box (it only reads), write for the rest.

const tags = ['Knowledge' as const];
const read = perm('chatflow', 'read');
const write = perm('chatflow', 'update');
const PDF_FIELD = 'file';

export const knowledgeRoutes = [
  shopGet({
    path: '/api/knowledge/sources',
    access: read,
    tags,
    summary: 'The knowledge sources, each with its state, passages, pages crawled and skipped, and errors',
    answers: { 200: knowledgeSourcesSchema },
    read: listSources,
  }),

  declareRoute({
    method: 'POST',
    path: '/api/knowledge/sources/pdf',
    access: write,
    tags,
    summary: `Add a PDF (checked by its bytes, up to ${KNOWLEDGE_PDF_MAX_BYTES / 1024 / 1024} MB); it is indexed by the worker`,
    description: 'Multipart form: file, language (en or sw), title (optional).',
    upload: { field: PDF_FIELD, types: ['application/pdf'] },
    answers: { 201: knowledgeSourceSchema },
    bodyLimitKb: KNOWLEDGE_PDF_MAX_BYTES / 1024 + 64,
    tooLarge: 'knowledge_pdf_too_large',
    handler: async (c) => {
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw badRequest('knowledge_pdf_required', {}, PDF_FIELD);
      }
      const text = (name: string) => {
        const v = form.get(name);
        return typeof v === 'string' && v !== '' ? v : undefined;
      };
      const fields = validate(pdfSourceFieldsSchema, { title: text('title'), language: text('language') });
      return c.json(await createPdfSource(dbOf(c), shopOf(c), fields, form.get(PDF_FIELD)), 201);
    },
  }),

  shopWrite({
    method: 'POST',
    path: '/api/knowledge/sources/url',
    access: write,
    tags,
    summary: 'Add a web page (and, if asked, the pages it links to on the same site); it is crawled by the worker',
    body: urlSourceInputSchema,
    answers: { 201: knowledgeSourceSchema },
    write: createUrlSource,
  }),

  shopWrite({
    method: 'POST',
    path: '/api/knowledge/sources/qa',
    access: write,
    tags,
    summary: 'Add a question-and-answer entry (indexed at once)',
    body: qaSourceInputSchema,
    answers: { 201: knowledgeSourceSchema },
    write: createQaSource,
  }),

  rowWrite({
    method: 'PATCH',
    path: '/api/knowledge/sources/:id',
    access: write,
    tags,
    summary: "Change a source's title, language or re-crawl schedule, or a Q&A entry's question and answer",
    body: sourcePatchSchema,
    answers: { 200: knowledgeSourceSchema },
    write: updateSource,
  }),

  rowWrite({
    method: 'POST',
    path: '/api/knowledge/sources/:id/recrawl',
    access: write,
    tags,
    summary: 'Index a PDF or a web page again now (409 while it is queued or being indexed)',
    answers: { 202: knowledgeSourceSchema },
    errors: [409],
    write: (db, shopId, id) => requestRecrawl(db, shopId, id),
  }),

  rowDelete({
    path: '/api/knowledge/sources/:id',
    access: write,
    tags,
    summary: 'Delete a source with its passages',
    remove: deleteSource,
  }),

  rowGet({
    path: '/api/knowledge/sources/:id/passages',
    access: read,
    tags,
    summary: "A source's first 50 passages (what was found), with the total",
    answers: { 200: knowledgePassagesSchema },
    read: sourcePassages,
  }),

  // POST because the question is a body; it only reads.
  declareRoute({
    method: 'POST',
    path: '/api/knowledge/try',
    access: read,
    tags,
    summary: 'Try a question: the passages the bot would answer with (none when nothing matches well enough)',
    body: tryQuestionSchema,
    answers: { 200: knowledgeTrySchema },
    handler: async (c, { body }) => {
      const hits = await searchKnowledge(dbOf(c), shopOf(c), body.language, body.question, 3);
      return c.json({
        hits: hits.map((h) => ({
          passage_id: h.passageId,
          source_id: h.sourceId,
          source_title: h.sourceTitle,
          source_kind: h.sourceKind,
          location: h.location,
          text: h.text,
          score: h.score,
        })),
      });
    },
  }),

  shopGet({
    path: '/api/knowledge/unanswered',
    access: read,
    tags,
    summary: 'Open questions nothing answered, newest first, the same question grouped with a count',
    answers: { 200: unansweredQuestionsSchema },
    read: unansweredQuestions,
  }),

  rowWrite({
    method: 'POST',
    path: '/api/knowledge/unanswered/:id/answer',
    access: write,
    tags,
    summary: 'Answer an unanswered question: a Q&A entry is made from it and its group is resolved',
    body: unansweredAnswerSchema,
    answers: { 201: knowledgeSourceSchema },
    write: answerUnanswered,
  }),

  declareRoute({
    method: 'POST',
    path: '/api/knowledge/unanswered/:id/dismiss',
    access: write,
    tags,
    summary: 'Dismiss an unanswered question (and the same question asked again before)',
    params: idParams,
    answers: { 204: null },
    handler: async (c, { params }) => {
      await dismissUnanswered(dbOf(c), shopOf(c), params.id);
      return c.body(null, 204);
    },
  }),

  declareRoute({
    method: 'GET',
    path: '/api/knowledge/conversations/:conversationId/answers',
    access: read,
    tags,
    summary: "Which passage answered each of a conversation's questions (null: no answer found)",
    params: conversationParams,
    answers: { 200: conversationAnswersSchema },
    handler: async (c, { params }) => c.json(await conversationAnswers(dbOf(c), shopOf(c), params.conversationId)),
  }),

  shopGet({
    path: '/api/knowledge/settings',
    access: read,
    tags,
    summary: 'The phrasing endpoint (off by default); the key is never answered, only whether one is set',
    answers: { 200: knowledgeSettingsSchema },
    read: getSettings,
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/knowledge/settings',
    access: write,
    tags,
    summary: 'Set the phrasing endpoint (an OpenAI-compatible Chat Completions server); api_key left out keeps the key',
    body: knowledgeSettingsInputSchema,
    answers: { 200: knowledgeSettingsSchema },
    handler: async (c, { body }) => c.json(await putSettings(dbOf(c), c.get('deps').env, shopOf(c), body)),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/knowledge/settings/test',
    access: write,
    tags,
    summary: 'Ask the saved endpoint a tiny question: ok, or the reason it failed',
    answers: { 200: knowledgeSettingsTestSchema },
    handler: async (c) => c.json(await testSettings(dbOf(c), c.get('deps').env.secretKey, shopOf(c))),
  }),
] satisfies RouteDef[];
