import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  KnowledgeSettingsInput,
  KnowledgeLanguage,
  QaSourceInput,
  SourcePatch,
  TryQuestion,
  UrlSourceInput,
} from '../../../../lib/knowledge-schemas.ts';
import { call, type Answer } from '../../lib/client.ts';
import { knowledgeKeys } from '../../lib/query-keys.ts';

// The knowledge routes (issue 30, /api/knowledge), typed from the server's declared schemas.

export type { KnowledgeSource } from '../../../../lib/contracts/knowledge.ts';
export type KnowledgeHit = Answer<'POST /api/knowledge/try'>['hits'][number];
export type UnansweredQuestion = Answer<'GET /api/knowledge/unanswered'>['questions'][number];
export type KnowledgeSettings = Answer<'GET /api/knowledge/settings'>;

/** While a source waits or is being read the list asks again every few seconds, then stops. */
const BUSY = new Set(['queued', 'indexing']);
export const REFRESH_MS = 3000;

export const sourcesQuery = () =>
  queryOptions({
    queryKey: knowledgeKeys.sources(),
    queryFn: ({ signal }) => call('GET /api/knowledge/sources', { signal }),
    refetchInterval: (query) => (query.state.data?.sources.some((s) => BUSY.has(s.state)) ? REFRESH_MS : false),
  });

export const passagesQuery = (sourceId: string) =>
  queryOptions({
    queryKey: knowledgeKeys.passages(sourceId),
    queryFn: ({ signal }) => call('GET /api/knowledge/sources/:id/passages', { params: { id: sourceId }, signal }),
  });

export const unansweredQuery = () =>
  queryOptions({
    queryKey: knowledgeKeys.unanswered(),
    queryFn: ({ signal }) => call('GET /api/knowledge/unanswered', { signal }),
  });

export const settingsQuery = () =>
  queryOptions({
    queryKey: knowledgeKeys.settings(),
    queryFn: ({ signal }) => call('GET /api/knowledge/settings', { signal }),
  });

/** A write that changes the sources: the list (and what hangs on it) is read again. */
function useSourcesWrite<V, R>(write: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}

export const useAddPdf = () =>
  useSourcesWrite(({ file, title, language }: { file: File; title: string; language: KnowledgeLanguage }) => {
    const body = new FormData();
    body.set('file', file);
    body.set('language', language);
    if (title.trim()) body.set('title', title.trim());
    return call('POST /api/knowledge/sources/pdf', { body });
  });

export const useAddUrl = () =>
  useSourcesWrite((body: UrlSourceInput) => call('POST /api/knowledge/sources/url', { body }));

export const useAddQa = () =>
  useSourcesWrite((body: QaSourceInput) => call('POST /api/knowledge/sources/qa', { body }));

export const useEditSource = () =>
  useSourcesWrite(({ id, patch }: { id: string; patch: SourcePatch }) =>
    call('PATCH /api/knowledge/sources/:id', { params: { id }, body: patch }),
  );

export const useRecrawl = () =>
  useSourcesWrite((id: string) => call('POST /api/knowledge/sources/:id/recrawl', { params: { id } }));

export const useDeleteSource = () =>
  useSourcesWrite((id: string) => call('DELETE /api/knowledge/sources/:id', { params: { id } }));

export const useTryQuestion = () =>
  useMutation({ mutationFn: (body: TryQuestion) => call('POST /api/knowledge/try', { body }) });

export const useAnswerUnanswered = () =>
  useSourcesWrite(({ id, answer, language }: { id: string; answer: string; language: KnowledgeLanguage }) =>
    call('POST /api/knowledge/unanswered/:id/answer', { params: { id }, body: { answer, language } }),
  );

export const useDismissUnanswered = () =>
  useSourcesWrite((id: string) => call('POST /api/knowledge/unanswered/:id/dismiss', { params: { id } }));

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KnowledgeSettingsInput) => call('PUT /api/knowledge/settings', { body }),
    onSuccess: (saved) => client.setQueryData(knowledgeKeys.settings(), saved),
  });
}

export const useTestSettings = () => useMutation({ mutationFn: () => call('POST /api/knowledge/settings/test') });
