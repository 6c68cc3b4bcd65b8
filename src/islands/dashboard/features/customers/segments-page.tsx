import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '../../../../lib/permissions.ts';
import { Button } from '../../../../ui/button.tsx';
import { ErrorBlock } from '../../../../ui/error-block.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { ListState } from '../../lib/list-state.tsx';
import { useUser } from '../../lib/session.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { ConfirmDelete, DeleteButton } from '../../lib/confirm-delete.tsx';
import { SegmentEditor } from './segment-editor.tsx';
import { segmentSummary } from './segment-summary.ts';
import { segmentListQuery, useSegmentMutations, type Segment } from './segments-api.ts';
import { useCustomersT } from './use-customers-t.ts';
import { BackLink } from '../../lib/back-link.tsx';

/** /customers/customers-segments: the shop's segments and an editor with a live count. */
export function SegmentsPage() {
  const t = useCustomersT();
  const ta = useAppT();
  const user = useUser().data!;
  const mayRead = can(user.permissions, 'customers', 'read');
  const list = useQuery({ ...segmentListQuery(), enabled: mayRead });
  const { remove } = useSegmentMutations();
  const [editing, setEditing] = useState<Segment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Segment | null>(null);
  const may = (a: 'create' | 'update' | 'delete') => can(user.permissions, 'customers', a);

  if (!mayRead) return <ErrorBlock message={ta('accessDeniedText', { resource: 'customers' })} />;
  const newButton = may('create') && <Button onClick={() => setEditing('new')}>{t('newSegment')}</Button>;
  return (
    <div className="max-w-3xl space-y-4">
      <BackLink to="/dashboard/customers" label={t('allCustomers')} />
      <PageHeader title={t('segmentsTitle')} subtitle={t('segmentsSubtitle')} actions={!editing && newButton} />
      {editing && (
        <SegmentEditor
          key={editing === 'new' ? 'new' : editing.id}
          segment={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {/* The editor open on a shop with no segments yet replaces the empty state's invitation to make one. */}
      {!(editing && list.data?.length === 0) && (
        <ListState
          query={list}
          isEmpty={(d) => d.length === 0}
          empty={{ title: t('noSegments'), description: t('noSegmentsText'), action: newButton }}
        >
          {(d) => (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
              {d.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center gap-2 p-3">
                  <Link
                    to={`/dashboard/customers/customers-segments/${s.id}`}
                    className="group min-w-0 flex-1 basis-48 rounded-md"
                  >
                    <p className="font-medium text-brand-700 group-hover:underline">{s.name}</p>
                    <p className="text-xs text-slate-600">{segmentSummary(s, t)}</p>
                    <p className="mt-1 text-sm font-medium text-slate-800" data-testid="segment-count">
                      {s.count === 1 ? t('customerCountOne') : t('customerCount', { count: s.count })} →
                    </p>
                  </Link>
                  {may('update') && (
                    <Button variant="secondary" size="sm" onClick={() => setEditing(s)}>
                      {ta('edit')}
                    </Button>
                  )}
                  {may('delete') && (
                    <DeleteButton size="sm" label={t('deleteSegment')} name={s.name} onClick={() => setDeleting(s)} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </ListState>
      )}
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title={t('deleteSegment')}
        message={(name) => t('deleteSegmentConfirm', { name })}
        done={t('segmentDeleted')}
      />
    </div>
  );
}
