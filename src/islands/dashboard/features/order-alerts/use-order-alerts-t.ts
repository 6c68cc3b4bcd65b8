import { orderAlerts as en } from '../../../../i18n/en/order-alerts.ts';
import { orderAlerts as sw } from '../../../../i18n/sw/order-alerts.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const orderAlertsDicts = { en, sw };
export type OrderAlertsT = TFunction<typeof en>;

export function useOrderAlertsT(): OrderAlertsT {
  return useT(orderAlertsDicts);
}
