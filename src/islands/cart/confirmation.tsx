/** @jsxImportSource preact */
import { formatMoney } from '../../lib/format.ts';
import type { OrderPageCart, OrderPageSubmitted } from '../../lib/contracts/order-page.ts';
import { CenteredPage } from './frame.tsx';
import { useCartT } from './i18n.ts';
import { PayPanel } from './pay-panel.tsx';

type Props = { cart: OrderPageCart; result: OrderPageSubmitted; token: string };

export function Confirmation({ cart, result, token }: Props) {
  const { t } = useCartT();
  return (
    <CenteredPage tone="success">
      <h1 className="text-2xl font-semibold">{t('submittedTitle')}</h1>
      <p className="mt-1 text-slate-600">{t('submittedText')}</p>
      <p className="mt-6 text-3xl font-bold tracking-tight" data-testid="order-number">
        {t('orderNumber', { number: result.order_number })}
      </p>
      <p className="mt-1 text-slate-600">
        {cart.shop_name} · {t('total')} {formatMoney(result.total, result.currency)}
      </p>
      <PayPanel token={token} />
      <p className="mt-6 rounded-lg bg-brand-50 p-4 text-sm text-brand-700">{t('confirmationHint')}</p>
    </CenteredPage>
  );
}
