import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../../ui/button.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { ListState } from '../../lib/list-state.tsx';
import { useAppT } from '../../lib/use-app-t.ts';
import { setListQuery, useSetMutations, type ProductSet } from './sets-api.ts';
import { useCatalogT } from './use-catalog-t.ts';

const editPath = (s: ProductSet) =>
  `/dashboard/products/set/${s.kind === 'collection' ? 'single-set-collection' : 'template-based-set'}?id=${s.id}`;

/** /products/set: hand-picked collections and rule-based sets (the route needs product update). */
export function SetsPage() {
  const t = useCatalogT();
  const ta = useAppT();
  const list = useQuery(setListQuery());
  const { remove } = useSetMutations();
  const [deleting, setDeleting] = useState<ProductSet | null>(null);
  const actions = (
    <div className="flex flex-wrap gap-2">
      <Link
        to="/dashboard/products/set/single-set-collection"
        className={buttonClasses({ size: 'sm', className: 'sm:h-11' })}
      >
        + {t('newCollection')}
      </Link>
      <Link
        to="/dashboard/products/set/template-based-set"
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'sm:h-11' })}
      >
        + {t('newTemplate')}
      </Link>
    </div>
  );
  return (
    <div className="max-w-3xl space-y-4">
      <Link to="/dashboard/products" className="text-sm text-brand-700 hover:underline">
        ← {t('backToProducts')}
      </Link>
      <PageHeader title={t('setsTitle')} subtitle={t('setsSubtitle')} actions={actions} />
      <ListState
        query={list}
        isEmpty={(d) => d.length === 0}
        empty={{ title: t('noSets'), description: t('noSetsText') }}
      >
        {(d) => (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {d.map((s) => (
              <li key={s.id} className="flex items-center gap-2 p-3">
                <Link to={editPath(s)} className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-brand-700">{s.name}</span>
                  <span className="block text-xs text-slate-600">
                    {t(`kind_${s.kind}`)}
                    {s.kind === 'collection' && ` · ${t('productsInSet', { count: s.product_ids.length })}`}
                  </span>
                </Link>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-red-700"
                  aria-label={`${t('deleteSet')}: ${s.name}`}
                  onClick={() => setDeleting(s)}
                >
                  ✕
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        title={t('deleteSet')}
        message={deleting && t('deleteSetConfirm', { name: deleting.name })}
        error={remove.error?.message}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => (toast({ title: t('setDeleted'), variant: 'success' }), setDeleting(null)),
          })
        }
        cancelLabel={ta('cancel')}
        confirmLabel={t('deleteSet')}
      />
    </div>
  );
}
