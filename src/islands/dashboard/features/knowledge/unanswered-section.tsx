import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  KNOWLEDGE_LANGUAGES,
  unansweredAnswerSchema,
  type KnowledgeLanguage,
} from '../../../../lib/knowledge-schemas.ts';
import { Button } from '../../../../ui/button.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { Textarea } from '../../../../ui/textarea.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { errorFor, formError, generalError } from '../../lib/form-error.ts';
import { unansweredQuery, useAnswerUnanswered, useDismissUnanswered, type UnansweredQuestion } from './api.ts';
import { checkFields, type FieldErrors } from './field-checks.ts';
import { useWhen } from './source-card.tsx';
import { useKnowledgeT, type KnowledgeT } from '../../lib/use-knowledge-t.ts';

/** Questions nothing answered, newest first: each is one answer away from a Q&A entry. */
export function UnansweredSection({ canEdit }: { canEdit: boolean }) {
  const t = useKnowledgeT();
  const questions = useQuery(unansweredQuery());
  const [answering, setAnswering] = useState<string | null>(null);
  return (
    <section className="space-y-3" aria-label={t('tab_unanswered')}>
      <p className="text-sm text-slate-600">{t('unansweredIntro')}</p>
      {questions.isPending && <InnerSpinner label={t('loading')} />}
      {questions.isError && (
        <QueryErrorBlock
          error={questions.error}
          message={t('unansweredFailed')}
          retryLabel={t('retry')}
          onRetry={() => void questions.refetch()}
          retrying={questions.isFetching}
        />
      )}
      {questions.data?.questions.length === 0 && (
        <EmptyState title={t('unansweredEmpty')} description={t('unansweredEmptyText')} />
      )}
      {questions.data && questions.data.questions.length > 0 && (
        <ul className="space-y-2">
          {questions.data.questions.map((q) => (
            <UnansweredRow
              key={q.id}
              question={q}
              t={t}
              canEdit={canEdit}
              answering={answering === q.id}
              onAnswer={() => setAnswering(q.id)}
              onDone={() => setAnswering(null)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function UnansweredRow({
  question: q,
  t,
  canEdit,
  answering,
  onAnswer,
  onDone,
}: {
  question: UnansweredQuestion;
  t: KnowledgeT;
  canEdit: boolean;
  answering: boolean;
  onAnswer: () => void;
  onDone: () => void;
}) {
  const when = useWhen(t);
  const answer = useAnswerUnanswered();
  const dismiss = useDismissUnanswered();
  const [text, setText] = useState('');
  const [language, setLanguage] = useState<KnowledgeLanguage>(q.language);
  const [checked, setChecked] = useState<FieldErrors>({});

  const save = (event: FormEvent) => {
    event.preventDefault();
    const result = checkFields(unansweredAnswerSchema, { answer: text, language }, t);
    setChecked(result.ok ? {} : result.errors);
    if (!result.ok) return;
    answer.mutate(
      { id: q.id, ...result.data },
      { onSuccess: () => (toast({ title: t('answered'), variant: 'success' }), onDone()) },
    );
  };
  const general = generalError(answer.error, ['answer', 'language']);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`unanswered-${q.id}`}>
      <p className="font-medium break-words">{q.question}</p>
      <p className="mt-0.5 text-xs text-slate-600">
        {q.count === 1 ? t('askedOnce') : t('askedTimes', { n: q.count })} ·{' '}
        {t('lastAsked', { when: when(q.last_asked_at) })} · {t(`lang_${q.language}`)}
      </p>
      {answering ? (
        <form onSubmit={save} className="mt-3 space-y-3">
          <Textarea
            label={t('yourAnswer', { question: q.question })}
            rows={3}
            autoFocus
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={checked.answer ?? errorFor(answer.error, 'answer')}
          />
          <SelectField
            label={t('language')}
            value={language}
            onChange={(e) => setLanguage(e.target.value as KnowledgeLanguage)}
            options={KNOWLEDGE_LANGUAGES.map((l) => ({ value: l, label: t(`lang_${l}`) }))}
            error={errorFor(answer.error, 'language')}
          />
          {general && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
              {general}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" loading={answer.isPending}>
              {t('saveAnswer')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={onDone}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        canEdit && (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={onAnswer}>
              {t('answerIt')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              loading={dismiss.isPending}
              onClick={() =>
                dismiss.mutate(q.id, {
                  onSuccess: () => toast({ title: t('dismissed'), variant: 'success' }),
                  onError: (e) => toast({ title: formError(e)?.message ?? '', variant: 'danger' }),
                })
              }
            >
              {t('dismiss')}
            </Button>
          </div>
        )
      )}
    </li>
  );
}
