import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { can } from '../../../../lib/permissions.ts';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { BackLink } from '../../lib/back-link.tsx';
import { useUser } from '../../lib/session.ts';
import { unansweredQuery } from './api.ts';
import { PhrasingSection } from './phrasing-section.tsx';
import { SourcesSection } from './sources-section.tsx';
import { TrySection } from './try-section.tsx';
import { UnansweredSection } from './unanswered-section.tsx';
import { useKnowledgeT } from '../../lib/use-knowledge-t.ts';

const TABS = ['sources', 'try', 'unanswered', 'phrasing'] as const;
type Tab = (typeof TABS)[number];

/**
 * /dashboard/chatflow/knowledge (issue 30): what the bot answers from, beside the flow builder.
 * Each part is a tab kept in the address (?tab=), so a link or a reload opens the same one.
 */
export function KnowledgePage() {
  const t = useKnowledgeT();
  const user = useUser().data;
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'sources';
  // How many questions wait for an answer, on their tab (the same read the tab itself shows).
  const waiting = useQuery(unansweredQuery()).data?.questions.length ?? 0;
  if (!user) return <InnerSpinner label={t('loading')} />;
  // Every change here needs chatflow update, as the routes check it (like the builder and the widget settings).
  const canEdit = can(user.permissions, 'chatflow', 'update');

  return (
    <div className="space-y-4">
      <div>
        <BackLink to="/dashboard/chatflow" label={t('backToFlow')} />
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
      </div>
      {!canEdit && <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('readOnly')}</p>}
      <nav aria-label={t('sections')}>
        <ul className="flex flex-wrap gap-2">
          {TABS.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-current={tab === name ? 'page' : undefined}
                onClick={() => setParams(name === 'sources' ? {} : { tab: name }, { replace: true })}
                className={`flex min-h-10 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap ${
                  tab === name
                    ? 'bg-brand-600 text-white'
                    : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                }`}
              >
                {t(`tab_${name}`)}
                {name === 'unanswered' && waiting > 0 && (
                  <span
                    className="ml-1.5 rounded-full bg-amber-100 px-1.5 text-xs text-amber-900"
                    data-testid="unanswered-count"
                  >
                    {waiting}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'sources' && <SourcesSection canEdit={canEdit} />}
      {tab === 'try' && <TrySection />}
      {tab === 'unanswered' && <UnansweredSection canEdit={canEdit} />}
      {tab === 'phrasing' && <PhrasingSection canEdit={canEdit} />}
    </div>
  );
}
