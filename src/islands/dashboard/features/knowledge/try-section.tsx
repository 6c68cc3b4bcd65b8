import { useState, type FormEvent } from 'react';
import { KNOWLEDGE_LANGUAGES, tryQuestionSchema, type KnowledgeLanguage } from '../../../../lib/knowledge-schemas.ts';
import { Button } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { errorFor, formError, generalError } from '../../lib/form-error.ts';
import { useTryQuestion } from './api.ts';
import { checkFields, type FieldErrors } from './field-checks.ts';
import { HitSource } from './hit-card.tsx';
import { useKnowledgeT } from '../../lib/use-knowledge-t.ts';

/** "Try a question": what the bot would answer with, before a customer asks it. */
export function TrySection() {
  const t = useKnowledgeT();
  const ask = useTryQuestion();
  const [question, setQuestion] = useState('');
  const [language, setLanguage] = useState<KnowledgeLanguage>('en');
  const [checked, setChecked] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkFields(tryQuestionSchema, { question, language }, t);
    setChecked(result.ok ? {} : result.errors);
    if (result.ok) ask.mutate(result.data);
  };
  const hits = ask.data?.hits;
  const general = generalError(ask.error, ['question', 'language']);
  return (
    <section className="space-y-4" aria-label={t('tab_try')}>
      <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-600">{t('tryIntro')}</p>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start">
          <TextField
            label={t('tryQuestion')}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            error={checked.question ?? errorFor(ask.error, 'question')}
          />
          <SelectField
            label={t('tryLanguage')}
            value={language}
            onChange={(e) => setLanguage(e.target.value as KnowledgeLanguage)}
            options={KNOWLEDGE_LANGUAGES.map((l) => ({ value: l, label: t(`lang_${l}`) }))}
          />
          <Button type="submit" loading={ask.isPending} className="sm:mt-6">
            {t('tryButton')}
          </Button>
        </div>
        {general && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {t('tryFailed')} {formError(ask.error)?.message}
          </p>
        )}
      </form>
      <div aria-live="polite" data-testid="try-result">
        {hits && hits.length === 0 && (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('tryNone')}</p>
        )}
        {hits && hits.length > 0 && (
          <ol className="space-y-2">
            {hits.map((hit, i) => (
              <li
                key={hit.passage_id}
                className={`rounded-xl border bg-white p-4 ${i === 0 ? 'border-brand-500' : 'border-slate-200'}`}
              >
                <p className="mb-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {i === 0 ? t('tryBest') : t('tryOther')}
                </p>
                <HitSource hit={hit} t={t} />
                <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 text-sm break-words whitespace-pre-line">
                  {hit.text}
                </blockquote>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
