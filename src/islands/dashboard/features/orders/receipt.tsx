import { useQuery } from '@tanstack/react-query';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { useShop } from '../../lib/session.ts';
import { posSettingsQuery, type OrderDetail } from './api.ts';
import { TotalsTable } from './totals-table.tsx';
import { useOrdersT } from './use-orders-t.ts';

// Printing shows the receipt alone, narrow enough for a 58/80 mm thermal printer or an A4 page.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #order-receipt, #order-receipt * { visibility: visible !important; }
  #order-receipt { position: absolute; left: 0; top: 0; width: 100%; max-width: 80mm; padding: 0; font-size: 12px; }
  @page { margin: 6mm; }
}`;

/** Hidden on screen; the only thing on paper when the merchant prints. */
export function Receipt({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const shop = useShop(true).data;
  const pos = useQuery(posSettingsQuery()).data;
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div id="order-receipt" className="hidden space-y-2 text-black print:block">
        <div className="text-center">
          <p className="text-base font-bold">{shop?.shop_name}</p>
          {shop?.address && <p>{shop.address}</p>}
          {pos?.receipt_header && <p className="whitespace-pre-line">{pos.receipt_header}</p>}
        </div>
        <p>
          {t('receipt')} · {t('orderNo', { number: order.number })}
          <br />
          {formatDate(order.created_at, 'D MMM YYYY, HH:mm')}
          {order.customer && (
            <>
              <br />
              {order.customer.name} {order.customer.phone}
            </>
          )}
        </p>
        <table className="w-full">
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.id} className="align-top">
                <td>
                  {l.quantity} × {l.product_name}
                  {l.variant_name && ` (${l.variant_name})`}
                  {l.addons.length > 0 && <span className="block">+ {l.addons.map((a) => a.name).join(', ')}</span>}
                </td>
                <td className="text-right whitespace-nowrap">{formatMoney(l.line_total, 'TZS')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <TotalsTable
          subtotal={order.subtotal}
          charges={order.charges}
          discount={order.discount}
          rounding={order.rounding}
          total={order.total}
        />
        <p>
          {t('paymentTitle')}: {t(`pm_${order.payment_method}`)} · {t(`st_${order.status}`)}
        </p>
        <p className="text-center whitespace-pre-line">{pos?.receipt_footer || t('thankYou')}</p>
      </div>
    </>
  );
}
