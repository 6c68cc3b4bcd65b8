import { backups as en } from '../../../../i18n/en/backups.ts';
import { backups as sw } from '../../../../i18n/sw/backups.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export type BackupsT = TFunction<typeof en>;

/** Strings of the backups section of the settings page. */
export function useBackupsT(): BackupsT {
  return useT({ en, sw });
}
