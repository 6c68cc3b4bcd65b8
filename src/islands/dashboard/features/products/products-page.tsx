import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '../../../../lib/permissions.ts';
import { PRODUCT_CATEGORIES } from '../../../../lib/options.ts';
import { Button, buttonClasses } from '../../../../ui/button.tsx';
import { hrefOf } from '../../lib/client.ts';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { ListState } from '../../lib/list-state.tsx';
import { useUser } from '../../lib/session.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { PAGE_SIZE, productListQuery } from './api.ts';
import { CsvImportDialog } from './csv-import-dialog.tsx';
import { ProductList } from './product-list.tsx';
import { useCatalogT } from './use-catalog-t.ts';
import { HeaderLink, headerActionClass } from '../../lib/header-link.tsx';

/** /products: filters live in the URL, so Back and a shared link keep them. */
export function ProductsPage() {
  const t = useCatalogT();
  const ta = useAppT();
  const user = useUser().data!;
  const list = useListParams(['q', 'category', 'status', 'stock']);
  const { values: query, setFilter } = list;
  const products = useQuery(productListQuery({ ...query, page: list.page }));
  const [importing, setImporting] = useState(false);
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
              <HeaderLink to="/dashboard/products/set">{t('setsLink')}</HeaderLink>
            )}
            <a href={hrefOf('GET /api/products/export')} download className={headerActionClass}>
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
        <TextField
          containerClassName="col-span-2 lg:col-span-1"
          label={t('search')}
          type="search"
          placeholder={t('searchProducts')}
          value={list.text}
          onChange={(e) => list.setText(e.target.value)}
        />
        <SelectField
          containerClassName="col-span-2 lg:col-span-1"
          label={t('categoryLabel')}
          value={query.category ?? ''}
          onChange={(e) => setFilter('category', e.target.value)}
          placeholder={t('allCategories')}
        >
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
          options={[
            { value: 'active', label: t('status_active') },
            { value: 'draft', label: t('status_draft') },
          ]}
        />
        <SelectField
          label={t('stockLabel')}
          value={query.stock ?? ''}
          onChange={(e) => setFilter('stock', e.target.value)}
          placeholder={t('anyStock')}
          options={[
            { value: 'low', label: t('stock_low') },
            { value: 'out', label: t('stock_out') },
          ]}
        />
      </div>
      <ListState
        query={products}
        isEmpty={(d) => d.total === 0}
        empty={{ title: t('noProducts'), description: t('noProductsText'), action: addLink }}
        filtered={list.filtered}
        onClearFilters={list.reset}
        count={(d) => (d.total === 1 ? t('productCountOne') : t('productCount', { count: d.total }))}
        paging={(d) => ({ page: d.page, total: d.total, pageSize: PAGE_SIZE, onPage: list.setPage })}
      >
        {(d) => <ProductList items={d.items} />}
      </ListState>
      <CsvImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
