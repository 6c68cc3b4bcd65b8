import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { can } from '../../../../lib/permissions.ts';
import { PRODUCT_CATEGORIES } from '../../../../lib/options.ts';
import { Button, buttonClasses } from '../../../../ui/button.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { API_BASE } from '../../lib/api.ts';
import { useUser } from '../../lib/session.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { PAGE_SIZE, productListQuery, type ProductListParams } from './api.ts';
import { CsvImportDialog } from './csv-import-dialog.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import { ProductList } from './product-list.tsx';
import { useCatalogT } from './use-catalog-t.ts';

const FILTERS = ['q', 'category', 'status', 'stock'] as const;

/** /products: filters live in the URL, so Back and a shared link keep them. */
export function ProductsPage() {
  const t = useCatalogT();
  const ta = useAppT();
  const user = useUser().data!;
  const [params, setParams] = useSearchParams();
  const read = (k: string) => params.get(k) ?? undefined;
  const query: ProductListParams = { page: Number(params.get('page') ?? 1) || 1, q: read('q'), category: read('category'), status: read('status'), stock: read('stock') };
  const list = useQuery(productListQuery(query));
  const [text, setText] = useState(query.q ?? '');
  const [importing, setImporting] = useState(false);

  const setFilter = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key !== 'page' },
    );

  // Typing waits for a pause before asking the server (slow networks, 100k products).
  useEffect(() => {
    if (text.trim() === (params.get('q') ?? '')) return;
    const timer = setTimeout(() => setFilter('q', text.trim()), 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const filtered = FILTERS.some((k) => params.get(k));
  const mayCreate = can(user.permissions, 'product', 'create');
  const addLink = mayCreate && (
    <Link to="/dashboard/products/new" className={buttonClasses({ size: 'sm', className: 'sm:h-11 sm:px-4' })}>
      {t('addProduct')}
    </Link>
  );

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('productsTitle')}
        subtitle={t('productsSubtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            {can(user.permissions, 'product', 'update') && (
              <Link to="/dashboard/products/set" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'sm:h-11' })}>
                {t('setsLink')}
              </Link>
            )}
            <a href={`${API_BASE}/products/export`} download className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'sm:h-11' })}>
              {t('exportCsv')}
            </a>
            {mayCreate && (
              <Button variant="secondary" size="sm" className="sm:h-11" onClick={() => setImporting(true)}>
                {t('importCsv')}
              </Button>
            )}
            {addLink}
          </div>
        }
      />
      <div className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 lg:grid-cols-4">
        <TextField containerClassName="col-span-2 lg:col-span-1" label={t('search')} type="search" placeholder={t('searchProducts')} value={text} onChange={(e) => setText(e.target.value)} />
        <SelectField containerClassName="col-span-2 lg:col-span-1" label={t('categoryLabel')} value={query.category ?? ''} onChange={(e) => setFilter('category', e.target.value)} placeholder={t('allCategories')}>
          {PRODUCT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {ta(`cat_${c}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('statusLabel')}
          value={query.status ?? ''}
          onChange={(e) => setFilter('status', e.target.value)}
          placeholder={t('allStatuses')}
          options={[{ value: 'active', label: t('status_active') }, { value: 'draft', label: t('status_draft') }]}
        />
        <SelectField
          label={t('stockLabel')}
          value={query.stock ?? ''}
          onChange={(e) => setFilter('stock', e.target.value)}
          placeholder={t('anyStock')}
          options={[{ value: 'low', label: t('stock_low') }, { value: 'out', label: t('stock_out') }]}
        />
      </div>
      {list.isPending && <InnerSpinner />}
      {list.isError && <QueryErrorBlock error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />}
      {list.data && list.data.total === 0 && !filtered && <EmptyState title={t('noProducts')} description={t('noProductsText')} action={addLink} />}
      {list.data && list.data.total === 0 && filtered && (
        <EmptyState
          title={t('noMatches')}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setText('');
                setParams({}, { replace: true });
              }}
            >
              {t('clearFilters')}
            </Button>
          }
        />
      )}
      {list.data && list.data.total > 0 && (
        <div className={list.isPlaceholderData ? 'opacity-60' : undefined} aria-busy={list.isFetching}>
          <p className="mb-2 text-sm text-slate-600">{list.data.total === 1 ? t('productCountOne') : t('productCount', { count: list.data.total })}</p>
          <ProductList items={list.data.items} />
          <Pager page={list.data.page} total={list.data.total} pageSize={PAGE_SIZE} onPage={(p) => setFilter('page', String(p))} />
        </div>
      )}
      <CsvImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
