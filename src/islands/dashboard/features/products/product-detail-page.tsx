import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { Button, buttonClasses } from '../../../../ui/button.tsx';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { useUser } from '../../lib/session.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { productQuery, useProductMutations } from './api.ts';
import { StockAdjustDialog } from './stock-adjust-dialog.tsx';
import { StockBadge } from './stock-badge.tsx';
import { StockHistory } from './stock-history.tsx';
import { useCatalogT } from './use-catalog-t.ts';
import { BackLink } from '../../lib/back-link.tsx';

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** /products/{id}: what customers see, the variants and add-ons, stock and its history. */
export function ProductDetailPage() {
  const t = useCatalogT();
  const ta = useAppT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser().data!;
  const product = useQuery(productQuery(id));
  const { remove } = useProductMutations();
  const [adjusting, setAdjusting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const may = (a: 'update' | 'delete') => can(user.permissions, 'product', a);

  if (product.isPending) return <InnerSpinner />;
  if (product.isError)
    return (
      <QueryErrorBlock error={product.error} onRetry={() => void product.refetch()} retrying={product.isFetching} />
    );
  const p = product.data;
  const row = (label: string, value: ReactNode) => (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );

  return (
    <div className="max-w-3xl space-y-4">
      <BackLink to="/dashboard/products" label={t('backToProducts')} />
      <PageHeader
        title={p.name}
        actions={
          <div className="flex flex-wrap gap-2">
            {may('update') && (
              <Link to={`/dashboard/products/edit/${p.id}`} className={buttonClasses({ variant: 'secondary' })}>
                {ta('edit')}
              </Link>
            )}
            {may('delete') && (
              <Button variant="ghost" className="text-red-700" onClick={() => setDeleting(true)}>
                {t('deleteProduct')}
              </Button>
            )}
          </div>
        }
      />
      {p.images.length > 0 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('imagesTitle')}>
          {p.images.map((img) => (
            <li key={img.id} className="shrink-0">
              <a href={img.url} target="_blank" rel="noreferrer">
                <img
                  src={img.thumbnail_url}
                  alt={p.name}
                  width={112}
                  height={112}
                  className="h-28 w-28 rounded-lg border border-slate-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <Card title={t('details')}>
        <dl className="divide-y divide-slate-100">
          {row(t('priceLabel'), formatMoney(p.price, 'TZS'))}
          {p.cost_price !== null && row(t('costPriceTzs'), formatMoney(p.cost_price, 'TZS'))}
          {row(t('categoryLabel'), ta(`cat_${p.category}`))}
          {row(t('statusLabel'), t(`status_${p.status}`))}
          {p.sku && row(t('sku'), p.sku)}
          {row(t('stockLabel'), <StockBadge status={p.stock_status} stock={p.stock} />)}
        </dl>
        <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{p.description || t('noDescription')}</p>
      </Card>
      {p.variants.length > 0 && (
        <Card title={t('variantsTitle')}>
          <ul className="divide-y divide-slate-100 text-sm">
            {p.variants.map((v) => (
              <li key={v.id} className="flex justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="font-medium">{v.name}</span>
                  {v.sku && <span className="block text-xs text-slate-500">{v.sku}</span>}
                </span>
                <span className="text-right whitespace-nowrap">
                  {formatMoney(v.price, 'TZS')}
                  {p.track_inventory && (
                    <span className="block text-xs text-slate-500">{t('stockCount', { count: v.stock })}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {p.addon_groups.length > 0 && (
        <Card title={t('addonsTitle')}>
          <ul className="space-y-3 text-sm">
            {p.addon_groups.map((g) => (
              <li key={g.id}>
                <p className="font-medium">
                  {g.name}{' '}
                  <span className="font-normal text-slate-500">({t('chooseOptions', { min: g.min, max: g.max })})</span>
                </p>
                <p className="text-slate-700">
                  {g.options.map((o) => `${o.name} +${formatMoney(o.price, 'TZS')}`).join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card
        title={t('stockHistory')}
        action={
          may('update') &&
          p.track_inventory && (
            <Button size="sm" variant="secondary" onClick={() => setAdjusting(true)}>
              {t('adjustStock')}
            </Button>
          )
        }
      >
        <StockHistory product={p} />
      </Card>
      {adjusting && <StockAdjustDialog product={p} onClose={() => setAdjusting(false)} />}
      <Modal open={deleting} onClose={() => setDeleting(false)} title={t('deleteProduct')}>
        <p className="text-sm">{t('deleteConfirm', { name: p.name })}</p>
        {remove.error && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {remove.error.message}
          </p>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setDeleting(false)}>
            {ta('cancel')}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(p.id, {
                onSuccess: () => {
                  toast({ title: t('productDeleted', { name: p.name }), variant: 'success' });
                  navigate('/dashboard/products', { replace: true });
                },
              })
            }
          >
            {t('deleteProduct')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
