import { alertLanguage, orderAlertText } from '../../../../lib/order-alert-text.ts';
import type { ShownAlert } from './browser-alerts.ts';
import type { AlertFeed } from './api.ts';

/** A feed item as a notification, in the dashboard's language, with the push's tag and page. */
export function alertOf(item: AlertFeed['items'][number], lang: string): ShownAlert {
  const text = orderAlertText(
    {
      event: item.event,
      orderNumber: item.order_number,
      customerName: item.customer_name,
      amount: item.amount,
      currency: item.currency,
    },
    alertLanguage(lang),
  );
  return {
    ...text,
    tag: `${item.event}:${item.id}`,
    url: item.order_id ? `/dashboard/orders/order-info/${item.order_id}` : '/dashboard/transactions',
  };
}
