import { webhookLogs as en } from '../../../../i18n/en/webhook-logs.ts';
import { webhookLogs as sw } from '../../../../i18n/sw/webhook-logs.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const webhookLogsDicts = { en, sw };
export type WebhookLogsT = TFunction<typeof en>;

export function useWebhookLogsT(): WebhookLogsT {
  return useT(webhookLogsDicts);
}
