import { useStore } from '@nanostores/react';
import { $language } from '../../../i18n/language.ts';
import { formatDate } from '../../../lib/format.ts';
import type { ShopDto } from '../../../lib/shop-schemas.ts';
import { useAppT } from '../lib/use-app-t.ts';

/** Issue 29: the owner of a shop the platform's operators suspended is told so, and why, on every screen. */
export function SuspendedBanner({ suspended }: { suspended: NonNullable<ShopDto['suspended']> }) {
  const t = useAppT();
  const lang = useStore($language);
  return (
    <div role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{t('suspendedTitle')}</p>
      <p className="mt-1 break-words">
        {t('suspendedText', { date: formatDate(suspended.at, 'MMMM D, YYYY', lang), reason: suspended.reason })}
      </p>
    </div>
  );
}
