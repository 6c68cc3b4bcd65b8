import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { $language } from '../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { errorFor, formError } from '../../dashboard/lib/form-error.ts';
import { LoadState } from '../../dashboard/lib/load-state.tsx';
import { setupFeesQuery, shopPayoutsQuery, useHoldPayouts, type HeldFilter, type ShopPayouts } from './api.ts';
import { useOperatorMoneyT, type OperatorMoneyT } from './use-operator-money-t.ts';

const FILTERS: HeldFilter[] = ['all', 'held', 'released'];
const filterWord = { all: 'filterAll', held: 'filterHeld', released: 'filterReleased' } as const;

/** /operator/money/payouts: the shops whose money the platform holds; hold or release with a reason (logged). */
export function PayoutsScreen() {
  const t = useOperatorMoneyT();
  const [filter, setFilter] = useState<HeldFilter>('all');
  const shops = useQuery(shopPayoutsQuery(filter));
  return (
    <div className="max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('payoutsTitle')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('payoutsSubtitle')}</p>
      </div>
      <SelectField
        label={t('filterLabel')}
        containerClassName="max-w-xs"
        value={filter}
        onChange={(e) => setFilter(e.target.value as HeldFilter)}
        options={FILTERS.map((f) => ({ value: f, label: t(filterWord[f]) }))}
      />
      <LoadState query={shops} t={t}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('noShops')} />
          ) : (
            <ul className="space-y-3" data-testid="operator-payouts">
              {list.map((shop) => (
                <ShopRow key={shop.shop_id} shop={shop} t={t} />
              ))}
            </ul>
          )
        }
      </LoadState>
      <SetupFees t={t} />
    </div>
  );
}

function ShopRow({ shop, t }: { shop: ShopPayouts[number]; t: OperatorMoneyT }) {
  const lang = useStore($language);
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{shop.shop_name}</p>
          <p className="text-sm text-slate-600">
            {t('level', { level: shop.level })} · {t(`schedule_${shop.schedule}`)}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${shop.payouts_held ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
        >
          {t(shop.payouts_held ? 'heldBadge' : 'releasedBadge')}
        </span>
      </div>
      <p className="mt-1 text-sm tabular-nums">
        {t('balance', { amount: formatMoney(shop.balance) })} · {t('paidOut', { amount: formatMoney(shop.paid_out) })}
      </p>
      <p className="text-xs text-slate-500">
        {shop.last_payout_at
          ? t('lastPayout', { date: formatDate(shop.last_payout_at, 'MMM D, YYYY', lang) })
          : t('noPayoutYet')}
      </p>
      {shop.payouts_held && shop.held_at && (
        <p className="mt-1 text-sm text-red-800">
          {t('heldSince', { date: formatDate(shop.held_at, 'MMM D, YYYY', lang), reason: shop.held_reason ?? '' })}
        </p>
      )}
      {shop.level < 1 && <p className="mt-1 text-sm text-amber-800">{t('unverified')}</p>}
      {open ? (
        <HoldForm shop={shop} t={t} onDone={() => setOpen(false)} />
      ) : (
        <Button className="mt-2" size="sm" variant="secondary" onClick={() => setOpen(true)}>
          {t(shop.payouts_held ? 'release' : 'hold')}
        </Button>
      )}
    </li>
  );
}

function HoldForm({ shop, t, onDone }: { shop: ShopPayouts[number]; t: OperatorMoneyT; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const change = useHoldPayouts();
  const hold = !shop.payouts_held;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { shopId: shop.shop_id, hold, reason },
      {
        onSuccess: () => {
          toast({ title: t(hold ? 'heldDone' : 'releasedDone'), variant: 'success' });
          onDone();
        },
      },
    );
  };
  const general = change.error && !errorFor(change.error, 'reason') ? formError(change.error)?.message : null;
  return (
    <form onSubmit={submit} className="mt-2 space-y-2">
      <TextField
        label={t('reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={500}
        required
        error={errorFor(change.error, 'reason')}
      />
      {general && (
        <p className="text-sm text-red-700" role="alert">
          {general}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant={hold ? 'danger' : 'primary'} loading={change.isPending}>
          {t(hold ? 'confirmHold' : 'confirmRelease')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Who paid the setup fee and when. */
function SetupFees({ t }: { t: OperatorMoneyT }) {
  const lang = useStore($language);
  const fees = useQuery(setupFeesQuery());
  return (
    <section className="space-y-2" aria-labelledby="setup-fees">
      <h2 id="setup-fees" className="font-semibold">
        {t('setupTitle')}
      </h2>
      <LoadState query={fees} t={t}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-slate-600">{t('setupEmpty')}</p>
          ) : (
            <ul
              className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm"
              data-testid="setup-fees"
            >
              {list.map((f) => (
                <li key={`${f.shop_id}-${f.paid_at}`} className="p-3 break-words">
                  {t('setupPaid', {
                    shop: f.shop_name,
                    amount: formatMoney(f.amount),
                    phone: f.phone,
                    date: formatDate(f.paid_at, 'MMM D, YYYY HH:mm', lang),
                  })}
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
