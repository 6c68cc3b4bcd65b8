import { ui as en } from '../i18n/en/ui.ts';
import { ui as sw } from '../i18n/sw/ui.ts';
import { useT, type TFunction } from '../i18n/use-t.ts';

export const uiDicts = { en, sw };
export type UiKey = keyof typeof en;

/** Translator for the strings of the shared primitives, following the language store. */
export function useUiT(): TFunction<typeof en> {
  return useT(uiDicts);
}
