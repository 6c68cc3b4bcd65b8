import type { Call } from '../../test/permission-calls.ts';

// Knowledge (issue 30), for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
const none = '00000000-0000-4000-8000-000000000000';
const source = (f: { knowledgeSourceId?: string }) => f.knowledgeSourceId ?? none;
const ask = (f: { knowledgeAskId?: string }) => f.knowledgeAskId ?? none;
// A tiny PDF (one page, no text): the upload is taken, the worker finds no text.
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

export const knowledgeCalls: Record<string, Call> = {
  'GET /api/knowledge/sources': {},
  'POST /api/knowledge/sources/pdf': {
    body: () => {
      const form = new FormData();
      form.set('file', new File([PDF], 'menu.pdf', { type: 'application/pdf' }));
      form.set('language', 'en');
      return form;
    },
  },
  'POST /api/knowledge/sources/url': {
    body: () => ({ url: 'https://example.com/', language: 'en', follow_links: false, max_pages: 1, recrawl: 'off' }),
  },
  'POST /api/knowledge/sources/qa': {
    body: () => ({ question: 'When do you open?', answer: 'At eight.', language: 'en' }),
  },
  'PATCH /api/knowledge/sources/:id': {
    path: (f) => `/api/knowledge/sources/${source(f)}`,
    body: () => ({ answer: 'Taken over.' }),
  },
  'POST /api/knowledge/sources/:id/recrawl': {
    path: (f) => `/api/knowledge/sources/${f.knowledgeUrlSourceId ?? none}/recrawl`,
  },
  'DELETE /api/knowledge/sources/:id': { path: (f) => `/api/knowledge/sources/${source(f)}` },
  'GET /api/knowledge/sources/:id/passages': { path: (f) => `/api/knowledge/sources/${source(f)}/passages` },
  // Asks for the word only the victim's entry holds: another shop's search finds nothing.
  'POST /api/knowledge/try': { body: () => ({ question: 'kilimanjarofrost?', language: 'en' }) },
  'GET /api/knowledge/unanswered': {},
  'POST /api/knowledge/unanswered/:id/answer': {
    path: (f) => `/api/knowledge/unanswered/${ask(f)}/answer`,
    body: () => ({ answer: 'Taken over.', language: 'en' }),
  },
  'POST /api/knowledge/unanswered/:id/dismiss': {
    path: (f) => `/api/knowledge/unanswered/${f.knowledgeOtherAskId ?? none}/dismiss`,
  },
  'GET /api/knowledge/conversations/:conversationId/answers': {
    path: (f) => `/api/knowledge/conversations/${f.conversationId}/answers`,
  },
  'GET /api/knowledge/settings': {},
  'PUT /api/knowledge/settings': {
    body: () => ({ phrasing_enabled: false, endpoint_url: 'https://llm.example.com/v1', model: 'm' }),
  },
  'POST /api/knowledge/settings/test': {},
};
