import { useInfiniteQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { $language } from '../../../i18n/language.ts';
import type { OperatorShop } from '../../../lib/contracts/operator.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { OPERATOR_SHOP_FILTERS, type OperatorShopFilter } from '../../../lib/operator-schemas.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorBlock } from '../../../ui/error-block.tsx';
import { InnerSpinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { PageHeader } from '../../dashboard/layout/page-header.tsx';
import { shopsQuery, useShopStanding, type StandingAction } from '../lib/queries.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import { useOperatorT, type OperatorT } from '../lib/use-operator-t.ts';

const isFilter = (v: string | null): v is OperatorShopFilter => OPERATOR_SHOP_FILTERS.includes(v as OperatorShopFilter);

/**
 * The shop list of the Shops and Directory screens: search and filter in the URL, a keyset page at
 * a time ("Show more"), a card per shop that fits a 360 px phone. `mode` says which actions show.
 */
export function ShopList({ mode }: { mode: 'shops' | 'directory' }) {
  const t = useOperatorT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const filterParam = params.get('filter');
  const filter: OperatorShopFilter = isFilter(filterParam) ? filterParam : 'all';
  const [typed, setTyped] = useState(q);
  const list = useInfiniteQuery(shopsQuery(q, filter));
  const [acting, setActing] = useState<{ action: StandingAction; shop: OperatorShop } | null>(null);
  const standing = useShopStanding();
  const filters: readonly OperatorShopFilter[] = mode === 'shops' ? OPERATOR_SHOP_FILTERS : ['all', 'hidden'];

  const setParam = (key: string, value: string) =>
    setParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace: true },
    );

  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const done = { suspend: 'suspended', reinstate: 'reinstated', hide: 'hidden', unhide: 'unhidden' } as const;

  return (
    <div className="space-y-4">
      <PageHeader
        title={mode === 'shops' ? t('shopsTitle') : t('directoryTitle')}
        subtitle={mode === 'shops' ? t('shopsSubtitle') : t('directorySubtitle')}
      />
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setParam('q', typed.trim());
        }}
      >
        <TextField
          containerClassName="min-w-0 flex-1 basis-48"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          type="search"
          name="q"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <label className="flex flex-col text-sm font-medium text-ink">
          {t('filterLabel')}
          <select
            className="mt-1 h-11 rounded-md border border-slate-300 bg-white px-2 text-base"
            value={filter}
            onChange={(e) => setParam('filter', e.target.value === 'all' ? '' : e.target.value)}
          >
            {filters.map((f) => (
              <option key={f} value={f}>
                {t(`filter_${f}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          {t('searchLabel')}
        </Button>
      </form>

      {list.isPending ? (
        <InnerSpinner label={t('loading')} />
      ) : list.isError && items.length === 0 ? (
        <ErrorBlock
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        q || filter !== 'all' ? (
          <EmptyState title={t('shopsNoMatchTitle')} description={t('shopsNoMatchText')} />
        ) : (
          <EmptyState title={t('shopsEmptyTitle')} description={t('shopsEmptyText')} />
        )
      ) : (
        <>
          <ul className="space-y-3" data-testid="operator-shops">
            {items.map((shop) => (
              <ShopCard key={shop.id} shop={shop} mode={mode} t={t} onAct={(action) => setActing({ action, shop })} />
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {t('loadMore')}
              </Button>
            </div>
          )}
        </>
      )}

      {acting && (
        <ReasonDialog
          title={t(`${acting.action}Title`, { name: acting.shop.name })}
          text={t(`${acting.action}Text`)}
          submitLabel={t(acting.action)}
          optional={acting.action === 'reinstate'}
          pending={standing.isPending}
          error={standing.error}
          onClose={() => {
            standing.reset();
            setActing(null);
          }}
          onSubmit={(reason) =>
            standing.mutate(
              { action: acting.action, id: acting.shop.id, reason },
              {
                onSuccess: () => {
                  toast({ title: t(done[acting.action], { name: acting.shop.name }), variant: 'success' });
                  standing.reset();
                  setActing(null);
                },
              },
            )
          }
        />
      )}
    </div>
  );
}

function ShopCard({
  shop,
  mode,
  t,
  onAct,
}: {
  shop: OperatorShop;
  mode: 'shops' | 'directory';
  t: OperatorT;
  onAct: (action: StandingAction) => void;
}) {
  const lang = useStore($language);
  const date = (value: string) => formatDate(value, 'MMM D, YYYY', lang);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="operator-shop" data-shop-id={shop.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words">{shop.name}</h2>
          <p className="text-sm break-all text-slate-600">
            {t('owner')}: {shop.owner_name} · {shop.owner_email}
            {shop.owner_phone ? ` · ${shop.owner_phone}` : ''}
          </p>
          <p className="text-sm text-slate-600">WhatsApp: {shop.whatsapp_number}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          {shop.suspended_at && <Badge tone="red">{t('suspendedBadge')}</Badge>}
          {shop.directory_hidden_at ? (
            <Badge tone="amber">{t('hiddenBadge')}</Badge>
          ) : mode === 'directory' ? (
            <Badge tone="slate">{shop.listed ? t('listedBadge') : t('notListedBadge')}</Badge>
          ) : null}
        </div>
      </div>
      {mode === 'shops' && (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <Figure label={t('kycLevel')}>
            {shop.kyc_level === null ? t('kycUnknown') : t('kycLevelValue', { level: shop.kyc_level })}
          </Figure>
          <Figure label={t('orders')}>{shop.orders_count}</Figure>
          <Figure label={t('balance')}>{formatMoney(shop.balance)}</Figure>
          <Figure label={t('lastActivity')}>{shop.last_activity_at ? date(shop.last_activity_at) : t('never')}</Figure>
        </dl>
      )}
      {shop.suspended_at && (
        <p className="mt-2 text-sm break-words text-red-700" data-testid="suspended-reason">
          {t('suspendedBecause', { date: date(shop.suspended_at), reason: shop.suspended_reason ?? '' })}
        </p>
      )}
      {shop.directory_hidden_at && (
        <p className="mt-2 text-sm break-words text-amber-800">
          {t('hiddenBecause', { date: date(shop.directory_hidden_at), reason: shop.directory_hidden_reason ?? '' })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {mode === 'shops' &&
          (shop.suspended_at ? (
            <Button size="sm" variant="secondary" onClick={() => onAct('reinstate')}>
              {t('reinstate')}
            </Button>
          ) : (
            <Button size="sm" variant="danger" onClick={() => onAct('suspend')}>
              {t('suspend')}
            </Button>
          ))}
        {shop.directory_hidden_at ? (
          <Button size="sm" variant="secondary" onClick={() => onAct('unhide')}>
            {t('unhide')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => onAct('hide')}>
            {t('hide')}
          </Button>
        )}
        <Link to={`/operator/audit?shop=${shop.id}`} className={buttonClasses({ size: 'sm', variant: 'ghost' })}>
          {t('shopAudit')}
        </Link>
      </div>
    </li>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

const TONES = {
  red: 'bg-red-100 text-red-800',
  amber: 'bg-amber-100 text-amber-800',
  slate: 'bg-slate-100 text-slate-700',
} as const;

function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONES[tone]}`}>{children}</span>;
}
