import { analytics as en } from '../../../../i18n/en/analytics.ts';
import { analytics as sw } from '../../../../i18n/sw/analytics.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const analyticsDicts = { en, sw };
export type AnalyticsT = TFunction<typeof en>;
export type AnalyticsKey = keyof typeof en;

export function useAnalyticsT(): AnalyticsT {
  return useT(analyticsDicts);
}
