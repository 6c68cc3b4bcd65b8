import { $language } from '../../../../i18n/language.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { Modal } from '../../../../ui/modal.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { buttonClasses } from '../../../../ui/button.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { ListState } from '../../lib/list-state.tsx';
import { useShop, useUser } from '../../lib/session.ts';
import {
  posMobileMoneyQuery,
  posProductQuery,
  posProductsQuery,
  posSettingsQuery,
  useRecordSale,
  type PosOrder,
  type PosProduct,
  type PosProductDetail,
} from './api.ts';
import { CartPanel, type Checkout } from './cart-panel.tsx';
import { addLine, cartTotals, lineKey, setQuantity, type CartLine } from './cart.ts';
import { OptionSheet } from './option-sheet.tsx';
import { PosReceipt, type Sale } from './pos-receipt.tsx';
import { usePosT } from './use-pos-t.ts';
import { FIXED_BAR } from '../../../../ui/fixed-bar.ts';
import type { OrderCreate } from '../../../../lib/order-schemas.ts';
import { useOrderPaymentsT } from '../../lib/order-payments/use-order-payments-t.ts';
import { PhoneSale } from './phone-sale.tsx';
import { useStartPhoneSale } from './phone-sale-api.ts';

/** /pos: the till. The route is open to every member; recording a sale needs orders → create. */
export function PosPage() {
  const t = usePosT();
  const user = useUser();
  if (!user.data) return <InnerSpinner label={t('loading')} />;
  if (!can(user.data.permissions, 'orders', 'create')) {
    return (
      <div className="max-w-xl space-y-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t('posTitle')}</h1>
        <p className="rounded-md bg-amber-50 p-4 text-sm text-amber-900">{t('noPermission')}</p>
      </div>
    );
  }
  return (
    <Till
      canAddProducts={can(user.data.permissions, 'product', 'create')}
      canSendToPhone={can(user.data.permissions, 'orders', 'update')}
    />
  );
}

function Till({ canAddProducts, canSendToPhone }: { canAddProducts: boolean; canSendToPhone: boolean }) {
  const t = usePosT();
  const pt = useOrderPaymentsT();
  const client = useQueryClient();
  const settings = useQuery(posSettingsQuery());
  const shop = useShop(true).data;
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const products = useQuery(posProductsQuery(search));
  const [lines, setLines] = useState<CartLine[]>([]);
  const [choosing, setChoosing] = useState<PosProductDetail | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [checkout, setCheckout] = useState<Omit<Checkout, 'payment'> & { payment?: Checkout['payment'] }>({
    tendered: '',
    phone: '',
    name: '',
  });
  const [sale, setSale] = useState<Sale | null>(null);
  const record = useRecordSale();
  const startPhoneSale = useStartPhoneSale();
  const [phoneSale, setPhoneSale] = useState<PosOrder | null>(null);
  // The order the till stopped waiting for: it stays pending with its push asked (issue 25).
  const [leftWaiting, setLeftWaiting] = useState<PosOrder | null>(null);
  const mobileMoney = useQuery({ ...posMobileMoneyQuery(), enabled: canSendToPhone });

  const payment = checkout.payment ?? settings.data?.default_payment_method ?? 'cash';
  const totals = cartTotals(lines, settings.data?.charges ?? [], payment, settings.data?.cash_rounding ?? 0);
  const patch = (p: Partial<Checkout>) => setCheckout((c) => ({ ...c, ...p }));

  const add = (line: CartLine) => {
    setLines((ls) => addLine(ls, line));
    record.reset();
  };
  const tap = async (p: PosProduct) => {
    const simple = (d: Pick<PosProductDetail, 'id' | 'name' | 'price'>) =>
      add({
        key: lineKey(d.id, undefined, []),
        product_id: d.id,
        name: d.name,
        addon_option_ids: [],
        addon_names: [],
        unit_price: d.price,
        quantity: 1,
      });
    setOpening(p.id);
    try {
      // The list does not say whether a product has add-ons: its detail does (cached for the next tap).
      const detail = await client.fetchQuery(posProductQuery(p.id));
      if (detail.variants.length === 0 && detail.addon_groups.length === 0) simple(detail);
      else setChoosing(detail);
    } catch (error) {
      toast({
        title: t('productsLoadFailed'),
        description: error instanceof Error ? error.message : undefined,
        variant: 'danger',
      });
    } finally {
      setOpening(null);
    }
  };

  const newSale = () => {
    setSale(null);
    setLines([]);
    setCheckout({ tendered: '', phone: '', name: '', offers: false });
    setQ('');
    record.reset();
  };

  const saleBody = (): Omit<OrderCreate, 'status'> => ({
    channel: 'pos',
    ...(checkout.phone.trim() && { customer: { phone: checkout.phone.trim(), name: checkout.name.trim() } }),
    // "Send me offers": asked in the till's language, whose words are kept with the consent.
    ...(checkout.phone.trim() && checkout.offers && { marketing_consent: $language.get() }),
    lines: lines.map((l) => ({
      product_id: l.product_id,
      ...(l.variant_id && { variant_id: l.variant_id }),
      quantity: l.quantity,
      addon_option_ids: l.addon_option_ids,
    })),
    fulfilment: 'pickup',
    delivery_address: '',
    payment_method: payment,
    charges: settings.data?.charges ?? [],
    notes: '',
  });

  const charge = () => {
    // Mobile money is the push to the customer's phone: the sale is paid when the money is in.
    if (payment === 'mobile_money') return sendToPhone();
    const tendered = payment === 'cash' && checkout.tendered.trim() !== '' ? Number(checkout.tendered) : null;
    record.mutate(saleBody(), {
      onSuccess: (order) => {
        setSheetOpen(false);
        // Tendered below the server's total (a price changed meanwhile) is shown as exact.
        setSale({ order, tendered: tendered === null ? null : Math.max(tendered, order.total) });
        window.scrollTo(0, 0);
      },
    });
  };

  // Mobile money from the customer's phone: the order is made pending, then the push waits for them.
  const [phoneNeeded, setPhoneNeeded] = useState(false);
  const onCheckout = (p: Partial<Checkout>) => {
    if (p.phone !== undefined) setPhoneNeeded(false);
    patch(p);
  };
  const sendToPhone = () => {
    if (!checkout.phone.trim()) return setPhoneNeeded(true);
    setPhoneNeeded(false);
    startPhoneSale.mutate(saleBody(), {
      onSuccess: (order) => {
        setSheetOpen(false);
        setPhoneSale(order);
        window.scrollTo(0, 0);
      },
    });
  };

  if (sale) return <PosReceipt sale={sale} shop={shop} settings={settings.data} onNewSale={newSale} />;
  if (phoneSale)
    return (
      <PhoneSale
        order={phoneSale}
        onPaid={(order) => {
          setPhoneSale(null);
          setSale({ order, tendered: null });
        }}
        onStopWaiting={(order) => {
          setPhoneSale(null);
          newSale();
          startPhoneSale.reset();
          setLeftWaiting(order);
        }}
      />
    );

  const saleError = record.error ?? startPhoneSale.error;
  const phoneError = errorFor(saleError, 'customer.phone') ?? (phoneNeeded ? pt('posPhoneNeeded') : undefined);
  const error = saleError
    ? (generalError(saleError, ['customer.phone']) &&
        `${t('saleFailed')}: ${generalError(saleError, ['customer.phone'])}`) ||
      undefined
    : undefined;
  // Mobile money is taken only where the push can go out: else the till says why and offers nothing to press.
  const byPhone = payment === 'mobile_money';
  const blocked = !byPhone
    ? undefined
    : !canSendToPhone
      ? t('mobileMoneyNoPermission')
      : mobileMoney.isPending
        ? t('mobileMoneyChecking')
        : mobileMoney.isError
          ? t('mobileMoneyLoadFailed')
          : mobileMoney.data.networks.length === 0
            ? t('mobileMoneyNoAccount')
            : undefined;
  const panel = (showTitle: boolean) => (
    <CartPanel
      lines={lines}
      totals={totals}
      checkout={{ ...checkout, payment }}
      onCheckout={onCheckout}
      onQuantity={(key, n) => setLines((ls) => setQuantity(ls, key, n))}
      onClear={() => setLines([])}
      onCharge={charge}
      charging={record.isPending || startPhoneSale.isPending}
      error={error}
      phoneError={phoneError}
      showTitle={showTitle}
      chargeLabel={byPhone ? t('chargeByPhone', { amount: formatMoney(totals.total, 'TZS') }) : undefined}
      chargeHint={byPhone ? t('chargeByPhoneHint') : undefined}
      blocked={blocked}
    />
  );

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
      <section className="min-w-0 space-y-3 pb-24 lg:pb-0" aria-label={t('posTitle')}>
        {leftWaiting && (
          <div role="status" className="space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p>{t('stillWaiting', { number: leftWaiting.number })}</p>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <Link
                to={`/dashboard/orders/order-info/${leftWaiting.id}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {t('openWaitingOrder', { number: leftWaiting.number })}
              </Link>
              <button type="button" className="text-amber-900 underline" onClick={() => setLeftWaiting(null)}>
                {t('dismiss')}
              </button>
            </div>
          </div>
        )}
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{t('posTitle')}</h1>
          <Link to="/dashboard/settings/pos" className="shrink-0 text-sm text-brand-700 hover:underline">
            {t('posSettingsLink')}
          </Link>
        </div>
        <TextField
          label={<span className="sr-only">{t('search')}</span>}
          type="search"
          placeholder={t('search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <ListState
          query={products}
          loadingLabel={t('loading')}
          errorMessage={t('productsLoadFailed')}
          retryLabel={t('retry')}
          isEmpty={(d) => d.items.length === 0}
          empty={{
            title: t('noProducts'),
            description: t('noProductsHint'),
            action: canAddProducts && (
              <Link to="/dashboard/products/new" className={buttonClasses()}>
                {t('addProduct')}
              </Link>
            ),
          }}
          filtered={!!search}
          noMatch={t('noMatches', { q: search })}
          onClearFilters={() => setQ('')}
        >
          {(d) => (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4" aria-label={t('products')}>
              {d.items.map((p) => {
                const out = p.track_inventory && p.stock <= 0;
                const inCart = lines.filter((l) => l.product_id === p.id).reduce((n, l) => n + l.quantity, 0);
                return (
                  <li key={p.id}>
                    <button
                      type="button"
                      disabled={out || opening === p.id}
                      onClick={() => void tap(p)}
                      aria-label={`${p.name}, ${formatMoney(p.price, 'TZS')}${out ? `, ${t('soldOut')}` : ''}`}
                      className={`relative flex h-full min-h-28 w-full flex-col overflow-hidden rounded-xl border bg-white text-left shadow-sm transition active:scale-[0.98] disabled:opacity-50 ${inCart ? 'border-brand-500 ring-2 ring-brand-200' : 'border-slate-200'}`}
                    >
                      {p.thumbnail_url ? (
                        <img src={p.thumbnail_url} alt="" loading="lazy" className="h-20 w-full object-cover" />
                      ) : (
                        <span
                          aria-hidden
                          className="flex h-12 w-full items-center justify-center bg-brand-50 text-xl font-semibold text-brand-700"
                        >
                          {p.name.trim().charAt(0).toUpperCase()}
                        </span>
                      )}
                      <span className="flex flex-1 flex-col gap-0.5 p-2">
                        <span className="line-clamp-2 text-sm leading-tight font-medium">{p.name}</span>
                        <span className="mt-auto text-sm font-semibold tabular-nums">
                          {formatMoney(p.price, 'TZS')}
                        </span>
                        <span className="text-xs text-slate-500">
                          {out
                            ? t('soldOut')
                            : p.variant_count > 0
                              ? t('options')
                              : p.track_inventory
                                ? t('inStock', { count: p.stock })
                                : ' '}
                        </span>
                      </span>
                      {inCart > 0 && (
                        <span
                          className="absolute top-1.5 right-1.5 min-w-6 rounded-full bg-brand-600 px-1.5 text-center text-xs leading-6 font-semibold text-white"
                          aria-hidden
                        >
                          {inCart}
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </ListState>
      </section>

      <aside className="hidden lg:block" aria-label={t('cart')}>
        <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4">
          {panel(true)}
        </div>
      </aside>

      {/* Phone and portrait tablet: a bar at the bottom opens the cart as a sheet. */}
      <div
        {...FIXED_BAR}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:hidden"
      >
        <button
          type="button"
          onClick={() => setSheetOpen(true)}
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-lg bg-brand-600 px-4 font-semibold text-white active:bg-brand-700"
        >
          <span>{t('cartCount', { count: totals.count })}</span>
          <span className="tabular-nums">{formatMoney(totals.total, 'TZS')}</span>
        </button>
      </div>
      <Modal
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        title={t('cartCount', { count: totals.count })}
        closeWithBackdrop
      >
        {panel(false)}
      </Modal>

      <OptionSheet product={choosing} onClose={() => setChoosing(null)} onAdd={add} />
    </div>
  );
}
