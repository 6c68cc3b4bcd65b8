import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../ui/button.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { ListState } from '../../lib/list-state.tsx';
import { ConfirmDelete, DeleteButton } from '../../lib/confirm-delete.tsx';
import { setListQuery, useSetMutations, type ProductSet } from './sets-api.ts';
import { useCatalogT } from './use-catalog-t.ts';
import { BackLink } from '../../lib/back-link.tsx';
import { HeaderLink } from '../../lib/header-link.tsx';

const editPath = (s: ProductSet) =>
  `/dashboard/products/set/${s.kind === 'collection' ? 'single-set-collection' : 'template-based-set'}?id=${s.id}`;

/** /products/set: hand-picked collections and rule-based sets (the route needs product update). */
export function SetsPage() {
  const t = useCatalogT();
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
      <HeaderLink to="/dashboard/products/set/template-based-set">+ {t('newTemplate')}</HeaderLink>
    </div>
  );
  return (
    <div className="max-w-3xl space-y-4">
      <BackLink to="/dashboard/products" label={t('backToProducts')} />
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
                <DeleteButton size="icon" label={t('deleteSet')} name={s.name} onClick={() => setDeleting(s)} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title={t('deleteSet')}
        message={(name) => t('deleteSetConfirm', { name })}
        done={t('setDeleted')}
      />
    </div>
  );
}
