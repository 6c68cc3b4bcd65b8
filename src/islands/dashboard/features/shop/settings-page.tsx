import { useRef } from 'react';
import { Link } from 'react-router';
import { isAdmin } from '../../../../lib/permissions.ts';
import { Avatar } from '../../../../ui/avatar.tsx';
import { Button } from '../../../../ui/button.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { useShop, useUser } from '../../lib/session.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { useUpdateShop, useUploadLogo } from './api.ts';
import { BackupsSection } from './backups-section.tsx';
import { ShopForm, toFormValues } from './shop-form.tsx';

export function SettingsPage() {
  const t = useAppT();
  const user = useUser();
  const shop = useShop(true);
  const update = useUpdateShop();
  const upload = useUploadLogo();
  const fileInput = useRef<HTMLInputElement>(null);
  if (!shop.data || !user.data) return <InnerSpinner />;
  const canEdit = isAdmin(user.data.permissions);

  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader title={t('settingsTitle')} />
      {!canEdit && <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">{t('adminOnly')}</p>}
      <section className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <Avatar name={shop.data.shop_name} src={shop.data.logo_url} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="font-medium">{t('logo')}</p>
          <p className="text-sm text-slate-600">{t('logoHint')}</p>
        </div>
        {canEdit && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              aria-label={t('uploadLogo')}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) upload.mutate(file);
                e.target.value = '';
              }}
            />
            <Button variant="secondary" loading={upload.isPending} onClick={() => fileInput.current?.click()}>
              {shop.data.logo_url ? t('changeLogo') : t('uploadLogo')}
            </Button>
          </>
        )}
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <ShopForm
          key={shop.data.id}
          initial={toFormValues(shop.data)}
          submitLabel={t('save')}
          pending={update.isPending}
          error={update.error}
          disabled={!canEdit}
          showListed
          onSubmit={(values) => update.mutate(values)}
        />
        <p className="mt-4 text-sm text-slate-600">
          {t('currency')}: <strong>TZS</strong>
        </p>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
          <li>
            <Link to="/dashboard/settings/pos" className="text-brand-600 hover:underline">
              {t('posSettingsLink')}
            </Link>
          </li>
          <li>
            <Link to="/dashboard/settings/payments" className="text-brand-600 hover:underline">
              {t('paymentsSettingsLink')}
            </Link>
          </li>
          <li>
            <Link to="/dashboard/settings/workflows/order-workflow" className="text-brand-600 hover:underline">
              {t('workflowSettingsLink')}
            </Link>
          </li>
        </ul>
      </section>
      <BackupsSection />
    </div>
  );
}
