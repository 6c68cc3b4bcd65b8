import { app as en } from '../../../i18n/en/app.ts';
import { app as sw } from '../../../i18n/sw/app.ts';
import { useT, type TFunction } from '../../../i18n/use-t.ts';

export const appDicts = { en, sw };
export type AppKey = keyof typeof en;
export type AppT = TFunction<typeof en>;

export function useAppT(): AppT {
  return useT(appDicts);
}
