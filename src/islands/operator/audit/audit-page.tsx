import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { Link, useSearchParams } from 'react-router';
import { $language } from '../../../i18n/language.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { OperatorActionItem } from '../../../lib/contracts/operator.ts';
import { formatDate } from '../../../lib/format.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorBlock } from '../../../ui/error-block.tsx';
import { InnerSpinner } from '../../../ui/spinner.tsx';
import { PageHeader } from '../../dashboard/layout/page-header.tsx';
import { auditQuery, shopQuery } from '../lib/queries.ts';
import { operatorDicts, useOperatorT, type OperatorKey, type OperatorT } from '../lib/use-operator-t.ts';
import { requirementByKey } from '../../../lib/kyc-requirements.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /operator/audit: every operator action, newest first; ?shop=<id> keeps one shop's. */
export function AuditPage() {
  const t = useOperatorT();
  const [params] = useSearchParams();
  const shopParam = params.get('shop');
  const shopId = shopParam && UUID.test(shopParam) ? shopParam : undefined;
  const shop = useQuery({ ...shopQuery(shopId ?? ''), enabled: !!shopId });
  const list = useInfiniteQuery(auditQuery(shopId));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="space-y-4">
      <PageHeader title={t('auditTitle')} subtitle={t('auditSubtitle')} />
      {shopId && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-brand-100 px-3 py-1 font-medium text-brand-800">
            {t('auditForShop', { name: shop.data?.name ?? '…' })}
          </span>
          <Link to="/operator/audit" className={buttonClasses({ size: 'sm', variant: 'ghost' })}>
            {t('auditAllShops')}
          </Link>
        </div>
      )}
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
        <EmptyState title={t('auditEmptyTitle')} description={t('auditEmptyText')} />
      ) : (
        <>
          <ol className="space-y-3" data-testid="operator-actions">
            {items.map((a) => (
              <ActionCard key={a.id} action={a} t={t} />
            ))}
          </ol>
          {list.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {t('loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function actionLabel(t: OperatorT, action: string): string {
  const key = `action_${action}`;
  return key in operatorDicts.en ? t(key as OperatorKey) : t('actionOther', { action });
}

/** Which KYC requirement a verdict was about, in the reader's language ("· Selfie"). */
function subjectWords(a: OperatorActionItem, lang: Locale): string {
  if (a.subject_type !== 'kyc_requirement') return '';
  const requirement = requirementByKey(a.subject_id);
  return requirement ? `: ${requirement.label[lang]}` : '';
}

function ActionCard({ action: a, t }: { action: OperatorActionItem; t: OperatorT }) {
  const lang = useStore($language);
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="operator-action"
      data-action={a.action}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">
          {actionLabel(t, a.action)}
          {subjectWords(a, lang)}
          {a.shop_name ? ` · ${a.shop_name}` : ''}
        </h2>
        <time dateTime={a.created_at} className="text-xs text-slate-500">
          {formatDate(a.created_at, 'MMM D, YYYY h:mm:ss A', lang)}
        </time>
      </div>
      <p className="text-sm break-all text-slate-600">
        {t('who')}: {a.operator_email}
      </p>
      {a.reason && (
        <p className="text-sm break-words">
          {t('reason')}: {a.reason}
        </p>
      )}
      <div className="mt-2 grid gap-2 text-xs sm:grid-cols-2">
        <Snapshot label={t('before')} value={a.before} t={t} />
        <Snapshot label={t('after')} value={a.after} t={t} />
      </div>
    </li>
  );
}

/** A state as the log keeps it: each field on its own line (no JSON for the reader to parse). */
function Snapshot({ label, value, t }: { label: string; value: unknown; t: OperatorT }) {
  const entries = value && typeof value === 'object' ? Object.entries(value as Record<string, unknown>) : [];
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 p-2">
      <p className="font-semibold text-slate-700">{label}</p>
      {entries.length === 0 ? (
        <p>{t('nothing')}</p>
      ) : (
        <dl>
          {entries.map(([k, v]) => (
            <div key={k} className="flex gap-1 break-all">
              <dt className="text-slate-500">{k}:</dt>
              <dd>{v === null || v === undefined ? t('nothing') : String(v)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
