import { widgetSettings as en } from '../../../../i18n/en/widget-settings.ts';
import { widgetSettings as sw } from '../../../../i18n/sw/widget-settings.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

const dicts = { en, sw };
export type WidgetSettingsT = TFunction<typeof en>;

export function useWidgetSettingsT(): WidgetSettingsT {
  return useT(dicts);
}
