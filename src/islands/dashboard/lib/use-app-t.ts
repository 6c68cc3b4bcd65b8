import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { app as en } from '../../../i18n/en/app.ts';
import { app as sw } from '../../../i18n/sw/app.ts';
import { $language } from '../../../i18n/language.ts';
import { withPermissionWords } from '../../../i18n/permission-words.ts';
import { useT, type TFunction } from '../../../i18n/use-t.ts';

export const appDicts = { en, sw };
export type AppKey = keyof typeof en;
export type AppT = TFunction<typeof en>;

/**
 * The app translator. A `resource` or `action` param may be given as its id ('staffs'): it is
 * shown in words, as the API's messages do, so no screen or toast names one by its internal id.
 */
export function useAppT(): AppT {
  const lang = useStore($language);
  const t = useT(appDicts);
  return useCallback((key, params) => t(key, params && withPermissionWords(params, lang)), [t, lang]);
}
