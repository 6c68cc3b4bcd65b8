import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { buttonClasses } from '../../../../ui/button.tsx';
import { hrefOf } from '../../lib/client.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { ListState } from '../../lib/list-state.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import { CustomerList } from './customer-list.tsx';
import { segmentSummary } from './segment-summary.ts';
import { MEMBERS_PAGE_SIZE, segmentMembersQuery, segmentQuery, type CountedSegment } from './segments-api.ts';
import { useCustomersT } from './use-customers-t.ts';
import { BackLink } from '../../lib/back-link.tsx';

/** /customers/customers-segments/:id: who is in a segment now, a page at a time, and all of them as CSV. */
export function SegmentMembersPage() {
  const t = useCustomersT();
  const id = useParams().id!;
  const segment = useQuery(segmentQuery(id));
  return (
    <div className="max-w-3xl space-y-4">
      <BackLink to="/dashboard/customers/customers-segments" label={t('segmentsTitle')} />
      <ListState query={segment}>{(s) => <Members segment={s} />}</ListState>
    </div>
  );
}

function Members({ segment: s }: { segment: CountedSegment }) {
  const t = useCustomersT();
  const { page, setPage } = useListParams([]);
  const members = useQuery(segmentMembersQuery(s.id, page));
  const exportLink = s.count > 0 && (
    <a
      href={hrefOf('GET /api/segments/:id/export', { params: { id: s.id } })}
      download
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
    >
      {t('exportCsv')}
    </a>
  );
  return (
    <>
      <PageHeader title={s.name} subtitle={segmentSummary(s, t)} actions={exportLink} />
      <ListState
        query={members}
        isEmpty={(d) => d.items.length === 0 && page === 1}
        empty={{ title: t('segmentEmpty'), description: t('segmentEmptyText') }}
        count={() => (
          <span data-testid="segment-member-count">
            {s.count === 1 ? t('customerCountOne') : t('customerCount', { count: s.count })}
          </span>
        )}
        // The count and the page are two reads: customers who joined in between still get a next page.
        paging={(d) => ({
          page,
          total: Math.max(s.count, (page - 1) * MEMBERS_PAGE_SIZE + d.items.length + (d.has_more ? 1 : 0)),
          pageSize: MEMBERS_PAGE_SIZE,
          onPage: setPage,
        })}
      >
        {(d) => <CustomerList customers={d.items} />}
      </ListState>
    </>
  );
}
