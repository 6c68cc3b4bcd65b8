import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../../ui/button.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorBlock } from '../../../../ui/error-block.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { API_BASE } from '../../lib/api.ts';
import { CustomerRow } from './customer-row.tsx';
import { segmentSummary } from './segment-summary.ts';
import { MEMBERS_PAGE_SIZE, segmentMembersQuery, segmentQuery } from './segments-api.ts';
import { useCustomersT } from './use-customers-t.ts';

/** /customers/customers-segments/:id: who is in a segment now, a page at a time, and all of them as CSV. */
export function SegmentMembersPage() {
  const t = useCustomersT();
  const id = useParams().id!;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const segment = useQuery(segmentQuery(id));
  const members = useQuery(segmentMembersQuery(id, page));
  const failed = segment.error ?? members.error;
  const retry = () => void Promise.all([segment.refetch(), members.refetch()]);

  const back = (
    <Link to="/dashboard/customers/customers-segments" className="text-sm text-brand-700 hover:underline">
      ← {t('segmentsTitle')}
    </Link>
  );
  if (failed) return <div className="max-w-3xl space-y-4">{back}<ErrorBlock message={failed.message} onRetry={retry} retrying={segment.isFetching || members.isFetching} /></div>;
  if (!segment.data || !members.data) return <div className="max-w-3xl space-y-4">{back}<InnerSpinner /></div>;

  const s = segment.data;
  const exportLink = s.count > 0 && (
    <a href={`${API_BASE}/segments/${id}/export`} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      {t('exportCsv')}
    </a>
  );
  return (
    <div className="max-w-3xl space-y-4">
      {back}
      <PageHeader title={s.name} subtitle={segmentSummary(s, t)} actions={exportLink} />
      {members.data.items.length === 0 && page === 1 ? (
        <EmptyState title={t('segmentEmpty')} description={t('segmentEmptyText')} />
      ) : (
        <div className={members.isPlaceholderData ? 'opacity-60' : undefined}>
          <p className="mb-2 text-sm text-slate-600" data-testid="segment-member-count">
            {s.count === 1 ? t('customerCountOne') : t('customerCount', { count: s.count })}
          </p>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {members.data.items.map((c) => (
              <li key={c.id}>
                <CustomerRow customer={c} />
              </li>
            ))}
          </ul>
          {/* The count and the page are two reads: customers who joined in between still get a next page. */}
          <Pager page={page} total={Math.max(s.count, (page - 1) * MEMBERS_PAGE_SIZE + members.data.items.length + (members.data.has_more ? 1 : 0))} pageSize={MEMBERS_PAGE_SIZE} onPage={(p) => setParams({ page: String(p) })} />
        </div>
      )}
    </div>
  );
}
