import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ConversationAnswer } from '../../../lib/contracts/knowledge.ts';
import { can } from '../../../lib/permissions.ts';
import { call } from './client.ts';
import { placeAnswers } from './knowledge-answer-place.ts';
import { knowledgeKeys } from './query-keys.ts';
import { useUser } from './session.ts';
import { useKnowledgeT } from './use-knowledge-t.ts';

// Shared by the inbox (features/conversations) with the knowledge screen's words (issue 30).

export const answersQuery = (conversationId: string) =>
  queryOptions({
    queryKey: knowledgeKeys.answers(conversationId),
    queryFn: ({ signal }) =>
      call('GET /api/knowledge/conversations/:conversationId/answers', { params: { conversationId }, signal }),
  });

/**
 * For the inbox: which passage answered each question of a conversation, placed by message id.
 * Read only by members who may read the knowledge (chatflow read); asked again when a message comes.
 */
export function useAnswerNotes(
  conversationId: string,
  messages: readonly { id: string; author: string; direction: string }[],
) {
  const allowed = can(useUser().data?.permissions, 'chatflow', 'read');
  const answers = useQuery({ ...answersQuery(conversationId), enabled: allowed });
  const lastId = messages.at(-1)?.id;
  const { refetch } = answers;
  useEffect(() => {
    if (allowed && lastId) void refetch();
  }, [allowed, lastId, refetch]);
  return answers.data ? placeAnswers(messages, answers.data.answers) : new Map<string, ConversationAnswer>();
}

/** "Answered from Delivery policy, page 2", or "No answer found — handed to you". */
export function AnswerNote({ answer }: { answer: ConversationAnswer }) {
  const t = useKnowledgeT();
  const p = answer.passage;
  return (
    <p
      className={`mt-1 max-w-[85%] rounded-md px-2 py-1 text-xs sm:max-w-[70%] ${p ? 'bg-slate-100 text-slate-700' : 'bg-amber-50 text-amber-900'}`}
      data-testid="knowledge-answer-note"
    >
      {p
        ? p.location
          ? t('answeredFromAt', { title: p.source_title, location: p.location })
          : t('answeredFrom', { title: p.source_title })
        : t('noAnswerFound')}
      {p && answer.phrased && <> · {t('phrased')}</>}
    </p>
  );
}
