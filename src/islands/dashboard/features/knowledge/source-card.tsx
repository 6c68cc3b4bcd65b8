import { useStore } from '@nanostores/react';
import { $language } from '../../../../i18n/language.ts';
import { Button } from '../../../../ui/button.tsx';
import { SpinnerIcon } from '../../../../ui/spinner.tsx';
import type { KnowledgeSource } from './api.ts';
import { count, errorWords, fileSize, problemWords } from './source-words.ts';
import type { KnowledgeT } from '../../lib/use-knowledge-t.ts';
import { whenText } from './when-text.ts';

const STATE_TONE: Record<KnowledgeSource['state'], string> = {
  queued: 'bg-slate-100 text-slate-700',
  indexing: 'bg-sky-50 text-sky-800',
  indexed: 'bg-emerald-50 text-emerald-800',
  no_text: 'bg-amber-50 text-amber-900',
  failed: 'bg-red-50 text-red-800',
};

export function useWhen(t: KnowledgeT) {
  const lang = useStore($language);
  return (iso: string) =>
    whenText(
      iso,
      new Date(),
      {
        justNow: t('justNow'),
        minutesAgo: (n) => t('minutesAgo', { n }),
        hoursAgo: (n) => t('hoursAgo', { n }),
        yesterdayAt: (time) => t('yesterdayAt', { time }),
        dateAt: (date, time) => t('dateAt', { date, time }),
      },
      lang,
    );
}

/** One source: what it is, its state in words, what was found and skipped, and what can be done with it. */
export function SourceCard({
  source: s,
  canEdit,
  t,
  onPassages,
  onEdit,
  onRecrawl,
  recrawling,
  onDelete,
}: {
  source: KnowledgeSource;
  canEdit: boolean;
  t: KnowledgeT;
  onPassages: () => void;
  onEdit: () => void;
  onRecrawl: () => void;
  recrawling: boolean;
  onDelete: () => void;
}) {
  const when = useWhen(t);
  const busy = s.state === 'queued' || s.state === 'indexing';
  const problem = problemWords(s, t);
  return (
    <li className="min-w-0 rounded-xl border border-slate-200 bg-white p-4" data-testid={`knowledge-source-${s.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{s.title}</h3>
          <p className="text-xs text-slate-600">
            {t(`kind_${s.kind}`)} · {t(`lang_${s.language}`)}
          </p>
        </div>
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ${STATE_TONE[s.state]}`}
          data-testid="source-state"
        >
          {busy && <SpinnerIcon className="h-3.5 w-3.5" />}
          {t(`state_${s.state}`)}
        </span>
      </div>

      <div className="mt-2 space-y-1 text-sm text-slate-700">
        {s.kind === 'url' && s.url && <p className="break-all text-slate-600">{s.url}</p>}
        {s.kind === 'pdf' && s.file_name && (
          <p className="break-all text-slate-600">
            {t('fileInfo', { name: s.file_name, size: fileSize(s.file_bytes ?? 0) })}
          </p>
        )}
        {s.kind === 'qa' && (
          <>
            {s.question !== s.title && <p className="font-medium break-words">{s.question}</p>}
            <p className="break-words whitespace-pre-line text-slate-600">{s.answer}</p>
          </>
        )}
        {busy && <p className="text-xs text-slate-500">{t('refreshing')}</p>}
        {/* Counts once read; a failed re-read keeps (and counts) what the last good read found. */}
        {!busy && s.kind !== 'qa' && (s.state === 'indexed' || s.passage_count > 0) && (
          <p>
            {s.passage_count === 0 ? t('passagesNone') : count(t, s.passage_count, 'passagesOne', 'passagesMany')}
            {s.kind === 'url' && (
              <>
                {' · '}
                {count(t, s.pages_crawled, 'pagesCrawledOne', 'pagesCrawledMany')}
                {s.pages_skipped.length > 0 && (
                  <> · {count(t, s.pages_skipped.length, 'pagesSkippedOne', 'pagesSkippedMany')}</>
                )}
              </>
            )}
          </p>
        )}
        {problem && (
          <p role="note" className="rounded-md bg-red-50 px-3 py-2 text-red-800" data-testid="source-problem">
            {problem}
            {s.error_detail && (
              <span className="mt-1 block text-xs">{t('errorDetail', { detail: s.error_detail })}</span>
            )}
          </p>
        )}
        {s.pages_skipped.length > 0 && (
          <details className="rounded-md bg-slate-50 px-3 py-2">
            <summary className="cursor-pointer text-sm font-medium">{t('skippedWhy')}</summary>
            <ul className="mt-2 space-y-1.5">
              {s.pages_skipped.map((p) => (
                <li key={p.url} className="text-xs">
                  <span className="block break-all text-slate-600">{p.url}</span>
                  <span className="block text-slate-800">{errorWords(p.reason, t)}</span>
                </li>
              ))}
            </ul>
          </details>
        )}
        {s.kind === 'url' && (
          <p className="text-xs text-slate-500">
            {s.follow_links ? t('followsLinks', { n: s.max_pages }) : t('onePageOnly')} ·{' '}
            {t('recrawlEvery', { schedule: t(`recrawl_${s.recrawl}`) })}
          </p>
        )}
        <p className="text-xs text-slate-500">
          {s.last_indexed_at ? t('lastIndexed', { when: when(s.last_indexed_at) }) : t('neverIndexed')}
        </p>
      </div>

      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('actionsFor', { name: s.title })}>
        {s.kind !== 'qa' && s.passage_count > 0 && (
          <Button size="sm" variant="secondary" onClick={onPassages}>
            {t('viewPassages')}
          </Button>
        )}
        {canEdit && (
          <Button size="sm" variant="secondary" onClick={onEdit}>
            {t('edit')}
          </Button>
        )}
        {canEdit && s.kind !== 'qa' && (
          <Button size="sm" variant="secondary" onClick={onRecrawl} loading={recrawling} disabled={busy}>
            {t('recrawl')}
          </Button>
        )}
        {canEdit && (
          <Button size="sm" variant="ghost" className="text-red-700" onClick={onDelete}>
            {t('delete')}
          </Button>
        )}
      </div>
    </li>
  );
}
