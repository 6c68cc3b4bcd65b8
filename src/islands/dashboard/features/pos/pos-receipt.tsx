import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { Button, buttonClasses } from '../../../../ui/button.tsx';
import type { PosOrder, PosSettings } from './api.ts';
import { usePosT, type PosT } from './use-pos-t.ts';

// Printing shows the receipt alone, narrow enough for a 58/80 mm thermal printer (or the top of an A4 page).
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #pos-receipt, #pos-receipt * { visibility: visible !important; }
  #pos-receipt { position: absolute; left: 0; top: 0; width: 100%; max-width: 72mm; margin: 0; padding: 0; border: 0; box-shadow: none; font-size: 11px; line-height: 1.35; }
  @page { margin: 3mm; }
}`;

export type Sale = { order: PosOrder; tendered: number | null };
type Shop = { shop_name: string; address: string } | null | undefined;

const money = (n: number) => formatMoney(n, 'TZS');

/**
 * How the sale was settled, as the receipt prints it: cash and mobile money were paid; a sale on
 * credit was not (issue 25: it printed "Paid" while the debt book said it was owed), so it says
 * what is to be paid later. A POS credit sale opens its debt with no due day, so none is printed.
 */
export const settledAs = (t: PosT, order: PosOrder) =>
  order.payment_method === 'credit'
    ? `${t('pm_credit')} · ${t('owed', { amount: money(order.total) })}`
    : `${t(`pm_${order.payment_method}`)} · ${t('paid')}`;
const lineLabel = (l: PosOrder['lines'][number]) =>
  `${l.quantity} × ${l.product_name}${l.variant_name ? ` (${l.variant_name})` : ''}`;

/** The receipt as plain text: what is shared to WhatsApp or another app. */
export function receiptText(t: PosT, sale: Sale, shop: Shop, settings: PosSettings | undefined): string {
  const { order, tendered } = sale;
  const out: string[] = [];
  if (shop) out.push(shop.shop_name);
  if (settings?.receipt_header) out.push(settings.receipt_header);
  out.push(`${t('orderNo', { number: order.number })} · ${formatDate(order.created_at, 'D MMM YYYY, HH:mm')}`, '');
  for (const l of order.lines) {
    out.push(`${lineLabel(l)}  ${money(l.line_total)}`);
    if (l.addons.length) out.push(`  + ${l.addons.map((a) => a.name).join(', ')}`);
  }
  out.push('', `${t('subtotal')}: ${money(order.subtotal)}`);
  for (const c of order.charges) out.push(`${c.name}: ${money(c.amount)}`);
  if (order.rounding) out.push(`${t('rounding')}: ${money(order.rounding)}`);
  out.push(`${t('total')}: ${money(order.total)}`, settledAs(t, order));
  if (tendered !== null)
    out.push(`${t('tendered')}: ${money(tendered)}`, `${t('change')}: ${money(tendered - order.total)}`);
  out.push('', settings?.receipt_footer || t('thankYou'));
  return out.join('\n');
}

/** The customer's phone in wa.me form (digits only), so the link opens their chat. */
const waLink = (text: string, phone?: string) =>
  `https://wa.me/${phone ? phone.replace(/\D/g, '') : ''}?text=${encodeURIComponent(text)}`;

export function PosReceipt({
  sale,
  shop,
  settings,
  onNewSale,
}: {
  sale: Sale;
  shop: Shop;
  settings: PosSettings | undefined;
  onNewSale: () => void;
}) {
  const t = usePosT();
  const { order, tendered } = sale;
  const text = receiptText(t, sale, shop, settings);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ title: t('orderNo', { number: order.number }), text });
    } catch (error) {
      // Cancelled by the user: nothing to do. Anything else: fall back to WhatsApp.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        window.open(waLink(text, order.customer?.phone), '_blank', 'noopener');
    }
  };
  const row = (label: string, value: string, strong = false, testId?: string) => (
    <div className={`flex justify-between gap-3 ${strong ? 'text-base font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="min-w-0 text-right tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );

  return (
    <div className="mx-auto max-w-sm space-y-4 pb-8">
      <style>{PRINT_CSS}</style>
      <p role="status" className="rounded-lg bg-green-50 p-3 text-center font-semibold text-green-800 print:hidden">
        {t('saleDone', { number: order.number })}
      </p>
      {order.payment_method === 'credit' && (
        <p className="rounded-lg bg-amber-50 p-3 text-center text-sm text-amber-900 print:hidden">
          {t('owedNote', { amount: money(order.total) })}
        </p>
      )}
      {tendered !== null && (
        <p className="flex items-center justify-between rounded-lg border border-green-200 bg-white p-4 text-xl font-bold print:hidden">
          <span>{t('changeDue')}</span>
          <span className="tabular-nums" data-testid="receipt-change-due">
            {money(tendered - order.total)}
          </span>
        </p>
      )}
      <article
        id="pos-receipt"
        aria-label={t('receiptTitle')}
        className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 font-mono text-[13px] leading-snug text-black shadow-sm"
      >
        <header className="text-center">
          {shop && <p className="text-base font-bold">{shop.shop_name}</p>}
          {shop?.address && <p>{shop.address}</p>}
          {settings?.receipt_header && <p className="whitespace-pre-line">{settings.receipt_header}</p>}
        </header>
        <p className="border-y border-dashed border-slate-400 py-1">
          {t('orderNo', { number: order.number })}
          <br />
          {formatDate(order.created_at, 'D MMM YYYY, HH:mm')}
          {order.customer && (
            <>
              <br />
              {[order.customer.name, order.customer.phone].filter(Boolean).join(' · ')}
            </>
          )}
        </p>
        <ul className="space-y-1">
          {order.lines.map((l) => (
            <li key={l.id} className="flex justify-between gap-2">
              <span className="min-w-0">
                {lineLabel(l)}
                {l.addons.length > 0 && <span className="block pl-3">+ {l.addons.map((a) => a.name).join(', ')}</span>}
              </span>
              <span className="shrink-0 tabular-nums">{money(l.line_total)}</span>
            </li>
          ))}
        </ul>
        <dl className="space-y-0.5 border-t border-dashed border-slate-400 pt-1">
          {row(t('subtotal'), money(order.subtotal))}
          {order.charges.map((c, i) => (
            <div key={i}>{row(c.name, money(c.amount))}</div>
          ))}
          {order.rounding !== 0 && row(t('rounding'), money(order.rounding))}
          {row(t('total'), money(order.total), true, 'receipt-total')}
          {row(t('payment'), settledAs(t, order), false, 'receipt-settled')}
          {tendered !== null && row(t('tendered'), money(tendered))}
          {tendered !== null && row(t('change'), money(tendered - order.total))}
        </dl>
        <p className="border-t border-dashed border-slate-400 pt-1 text-center whitespace-pre-line">
          {settings?.receipt_footer || t('thankYou')}
        </p>
      </article>
      <div className="grid grid-cols-2 gap-2 print:hidden">
        <Button variant="secondary" size="lg" onClick={() => window.print()}>
          {t('print')}
        </Button>
        {canShare ? (
          <Button variant="secondary" size="lg" onClick={() => void share()}>
            {t('share')}
          </Button>
        ) : (
          <a
            href={waLink(text, order.customer?.phone)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('shareWhatsApp')}
            className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'px-3' })}
          >
            WhatsApp
          </a>
        )}
        <Button size="lg" className="col-span-2" autoFocus onClick={onNewSale}>
          {t('newSale')}
        </Button>
        <Link
          to={`/dashboard/orders/order-info/${order.id}`}
          className="col-span-2 py-2 text-center text-sm text-brand-700 hover:underline"
        >
          {t('viewOrder')}
        </Link>
      </div>
    </div>
  );
}
