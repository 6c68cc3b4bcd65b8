import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../ui/button.tsx';
import { ErrorBlock } from '../../../../ui/error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import { popups as en } from '../../../../i18n/en/popups.ts';
import { popups as sw } from '../../../../i18n/sw/popups.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { popupListQuery, popupResultsQuery, totalsOf } from '../../lib/popup-queries.ts';

// The marketing hub's pop-ups card (issue 28): the newest pop-ups with their results so far.
const POPUPS_PATH = '/dashboard/marketing/website/website-popup';

export function PopupsCard() {
  const t = useT({ en, sw });
  const list = useQuery(popupListQuery());
  const results = useQuery(popupResultsQuery());
  const items = list.data?.items.slice(0, 3) ?? [];
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" data-testid="popups-card">
      <h2 className="font-semibold">{t('title')}</h2>
      {list.isPending ? (
        <InnerSpinner label={t('loading')} />
      ) : list.isError ? (
        <ErrorBlock
          message={t('loadFailed')}
          onRetry={() => void list.refetch()}
          retryLabel={t('retry')}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('hubNone')}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {items.map((p) => {
            const r = totalsOf(results.data?.items ?? [], p.id);
            return (
              <li key={p.id} data-testid={`hub-popup-${p.id}`}>
                <span className="font-medium break-words">{p.name}</span>
                <span className="block text-slate-600">
                  {t('hubLine', { shown: r.shown, clicked: r.clicked, orders: r.orders, paid: formatMoney(r.paid) })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <Link to={POPUPS_PATH} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}>
        {t('hubAll')}
      </Link>
    </section>
  );
}
