import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../ui/button.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { BackLink } from '../../lib/back-link.tsx';
import { ConfirmDelete } from '../../lib/confirm-delete.tsx';
import { LoadState } from '../../lib/load-state.tsx';
import { popupListQuery, popupResultsQuery, type PopupItem, type PopupResultRow } from '../../lib/popup-queries.ts';
import { useUser } from '../../lib/session.ts';
import { useDeletePopup } from './api.ts';
import { NEW_POPUP_PATH, popupPath } from './popup-paths.ts';
import { usePopupsT, type PopupsT } from './use-popups-t.ts';

/** /marketing/website/website-popup: the shop's pop-ups with what each variant did and sold. */
export function PopupListPage() {
  const t = usePopupsT();
  const user = useUser().data;
  const mayCreate = !!user && can(user.permissions, 'campaigns', 'create');
  const mayUpdate = !!user && can(user.permissions, 'campaigns', 'update');
  const mayDelete = !!user && can(user.permissions, 'campaigns', 'delete');
  const list = useQuery(popupListQuery());
  const results = useQuery(popupResultsQuery());
  const remove = useDeletePopup();
  const [deleting, setDeleting] = useState<PopupItem | null>(null);
  const newButton = mayCreate && (
    <Link to={NEW_POPUP_PATH} className={buttonClasses({ size: 'sm' })}>
      {t('newPopup')}
    </Link>
  );
  return (
    <div className="max-w-5xl space-y-4">
      <BackLink to="/dashboard/marketing" label={t('backToMarketing')} />
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={newButton} />
      <LoadState query={list} t={t}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title={t('emptyTitle')} description={t('emptyText')} action={newButton} />
          ) : (
            <ul className="space-y-3" data-testid="popup-list">
              {data.items.map((p) => (
                <li
                  key={p.id}
                  className="rounded-xl border border-slate-200 bg-white p-4"
                  data-testid={`popup-${p.id}`}
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h2 className="font-semibold break-words">{p.name}</h2>
                      <p className="text-sm text-slate-600">
                        <StatusBadge popup={p} t={t} /> · {t(`position_${p.position}`)} · {t(`action_${p.action.kind}`)}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      {mayUpdate && (
                        <Link to={popupPath(p.id)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                          {t('edit')}
                        </Link>
                      )}
                      {mayDelete && (
                        <button
                          type="button"
                          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                          onClick={() => setDeleting(p)}
                        >
                          {t('delete')}
                        </button>
                      )}
                    </div>
                  </div>
                  <VariantResults popup={p} rows={results.data?.items} t={t} />
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title={t('delete')}
        message={(name) => t('deleteConfirm', { name })}
        done={t('deleted')}
      />
    </div>
  );
}

function StatusBadge({ popup, t }: { popup: PopupItem; t: PopupsT }) {
  const [label, tone] = popup.live
    ? [t('live'), 'bg-green-100 text-green-800']
    : popup.status === 'paused'
      ? [t('paused'), 'bg-slate-100 text-slate-700']
      : [t('scheduled'), 'bg-amber-100 text-amber-800'];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{label}</span>;
}

const COLUMNS = ['shown', 'closed', 'clicked', 'phones', 'chats', 'orders', 'orders_paid'] as const;

function VariantResults({ popup, rows, t }: { popup: PopupItem; rows: PopupResultRow[] | undefined; t: PopupsT }) {
  if (!rows) return null;
  const mine = popup.variants.map(
    (v) =>
      rows.find((r) => r.popup_id === popup.id && r.variant === v.key) ?? {
        variant: v.key,
        shown: 0,
        closed: 0,
        clicked: 0,
        phones: 0,
        chats: 0,
        orders: 0,
        orders_paid: 0,
        paid: 0,
      },
  );
  if (mine.every((r) => r.shown === 0 && r.phones === 0 && r.orders === 0))
    return <p className="mt-2 text-sm text-slate-600">{t('noResults')}</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[520px] text-sm" data-testid={`popup-results-${popup.id}`}>
        <thead className="text-left text-slate-600">
          <tr>
            <th className="py-1 pr-2 font-medium">{t('previewVariant')}</th>
            {COLUMNS.map((c) => (
              <th key={c} className="py-1 pr-2 text-right font-medium">
                {t(c === 'orders_paid' ? 'paidOrders' : c)}
              </th>
            ))}
            <th className="py-1 text-right font-medium">{t('paid')}</th>
          </tr>
        </thead>
        <tbody>
          {mine.map((r) => (
            <tr key={r.variant} className="border-t border-slate-100">
              <td className="py-1 pr-2">{t('variant', { key: r.variant.toUpperCase() })}</td>
              {COLUMNS.map((c) => (
                <td key={c} className="py-1 pr-2 text-right tabular-nums" data-col={c}>
                  {r[c]}
                </td>
              ))}
              <td className="py-1 text-right tabular-nums">{formatMoney(r.paid)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
