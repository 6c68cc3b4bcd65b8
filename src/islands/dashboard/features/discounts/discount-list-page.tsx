import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $language } from '../../../../i18n/language.ts';
import { DISCOUNT_STATUSES } from '../../../../lib/discount-schemas.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { Button } from '../../../../ui/button.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { BackLink } from '../../lib/back-link.tsx';
import { ConfirmDelete } from '../../lib/confirm-delete.tsx';
import { FilterBar, FilterSearch, FilterSelect } from '../../lib/filter-bar.tsx';
import { HeaderActions } from '../../lib/header-actions.tsx';
import { ListState } from '../../lib/list-state.tsx';
import { useUser } from '../../lib/session.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { discountListQuery, LIST_PAGE_SIZE, useDeleteCode, useUpdateCode, type DiscountCode } from './api.ts';
import { CodeDialog } from './code-dialog.tsx';
import { useDiscountsT, type DiscountsT } from './use-discounts-t.ts';

const STATUS_LOOK: Record<DiscountCode['status'], string> = {
  active: 'bg-emerald-50 text-emerald-700',
  disabled: 'bg-slate-100 text-slate-600',
  expired: 'bg-amber-50 text-amber-800',
  used_up: 'bg-amber-50 text-amber-800',
};

/** /dashboard/marketing/discounts: the shop's codes with their uses left, and the form to make or change one. */
export function DiscountListPage() {
  const t = useDiscountsT();
  const user = useUser().data;
  const params = useListParams(['status', 'q'] as const);
  const list = useQuery(discountListQuery({ status: params.values.status, q: params.values.q, page: params.page }));
  const may = (action: 'create' | 'update' | 'delete') => !!user && can(user.permissions, 'campaigns', action);
  // null: closed; 'new': the create form; a code: its edit form.
  const [editing, setEditing] = useState<DiscountCode | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DiscountCode | null>(null);
  const remove = useDeleteCode();
  return (
    <div className="max-w-4xl space-y-4">
      <BackLink to="/dashboard/marketing" label={t('back')} />
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={<HeaderActions add={may('create') && { label: t('newCode'), onClick: () => setEditing('new') }} />}
      />
      <FilterBar columns="grid-cols-1 sm:grid-cols-3 sm:items-end">
        <FilterSearch params={params} label={t('search')} wide="" />
        <FilterSelect
          params={params}
          name="status"
          label={t('status')}
          allLabel={t('allStatuses')}
          options={DISCOUNT_STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) }))}
        />
      </FilterBar>
      <ListState
        query={list}
        isEmpty={(d) => d.items.length === 0 && params.page === 1}
        empty={{
          title: t('emptyTitle'),
          description: t('emptyText'),
          action: may('create') && (
            <Button size="sm" onClick={() => setEditing('new')}>
              {t('newCode')}
            </Button>
          ),
        }}
        filtered={params.filtered}
        onClearFilters={params.reset}
        errorMessage={t('loadFailed')}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
        paging={(d) => ({
          page: params.page,
          total: (params.page - 1) * LIST_PAGE_SIZE + d.items.length + (d.has_more ? 1 : 0),
          pageSize: LIST_PAGE_SIZE,
          onPage: params.setPage,
        })}
      >
        {(d) => (
          <ul className="space-y-2" data-testid="discount-list">
            {d.items.map((c) => (
              <CodeRow
                key={c.id}
                code={c}
                t={t}
                mayUpdate={may('update')}
                mayDelete={may('delete')}
                onEdit={() => setEditing(c)}
                onDelete={() => setDeleting(c)}
              />
            ))}
          </ul>
        )}
      </ListState>
      {editing && <CodeDialog code={editing === 'new' ? null : editing} onClose={() => setEditing(null)} t={t} />}
      <ConfirmDelete
        item={deleting && { id: deleting.id, name: deleting.code }}
        onClose={() => setDeleting(null)}
        remove={remove}
        title={t('deleteTitle')}
        message={(name) => t('deleteText', { name })}
        done={t('deleted')}
      />
    </div>
  );
}

function CodeRow({
  code: c,
  t,
  mayUpdate,
  mayDelete,
  onEdit,
  onDelete,
}: {
  code: DiscountCode;
  t: DiscountsT;
  mayUpdate: boolean;
  mayDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const lang = useStore($language);
  const toggle = useUpdateCode();
  const off =
    c.kind === 'percentage' ? t('percentOff', { value: c.value }) : t('amountOff', { amount: formatMoney(c.value) });
  const uses =
    c.uses_left === null
      ? t('usesUnlimited', { used: c.used })
      : t('usesLeft', { left: c.uses_left, max: c.max_uses ?? 0 });
  const facts = [
    c.min_order > 0 ? t('minOrder', { amount: formatMoney(c.min_order) }) : t('anyOrder'),
    c.expires_at ? t('expires', { when: formatDate(c.expires_at, 'MMM D, YYYY', lang) }) : t('noExpiry'),
    ...(c.max_uses_per_customer ? [t('perCustomer', { max: c.max_uses_per_customer })] : []),
  ];
  const setActive = (active: boolean) =>
    toggle.mutate(
      { id: c.id, body: { active } },
      {
        onSuccess: () => toast({ title: active ? t('enabled') : t('disabled'), variant: 'success' }),
        onError: (e) => toast({ title: t('loadFailed'), description: e.message, variant: 'danger' }),
      },
    );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3" data-testid={`discount-${c.code}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-base font-semibold break-all">{c.code}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs ${STATUS_LOOK[c.status]}`}>
              {t(`status_${c.status}`)}
            </span>
          </p>
          <p className="mt-1 text-sm font-medium text-ink">{off}</p>
          <p className="mt-1 text-xs text-slate-600">{facts.join(' · ')}</p>
        </div>
        <div className="text-sm sm:text-right">
          <p className="font-medium tabular-nums" data-testid="uses-left">
            {uses}
          </p>
          <p className="text-xs text-slate-600 tabular-nums">{t('given', { amount: formatMoney(c.discount_given) })}</p>
        </div>
      </div>
      {(mayUpdate || mayDelete) && (
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          {mayUpdate && (
            <Button size="sm" variant="secondary" onClick={onEdit}>
              {t('edit')}
            </Button>
          )}
          {mayUpdate && (
            <Button size="sm" variant="secondary" loading={toggle.isPending} onClick={() => setActive(!c.active)}>
              {c.active ? t('disable') : t('enable')}
            </Button>
          )}
          {/* A used code stays (its orders name it): it can be disabled, not deleted. */}
          {mayDelete && c.used === 0 && c.discount_given === 0 && (
            <Button size="sm" variant="secondary" onClick={onDelete}>
              {t('delete')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
