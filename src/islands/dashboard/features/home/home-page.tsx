import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { can, isAdmin } from '../../../../lib/permissions.ts';
import { waDigits } from '../../../../lib/wa-digits.ts';
import { buttonClasses } from '../../../../ui/button.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { useShop, useUser } from '../../lib/session.ts';
import { useAppT, type AppKey } from '../../lib/use-app-t.ts';
import { staffQuery } from '../../lib/staff-query.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { TodayCard } from './today-card.tsx';
import { canSeeSales } from '../../../../lib/analytics-access.ts';
import { FailedEventsNotice } from './failed-events-notice.tsx';
import { KycNotice } from './kyc-notice.tsx';

/** The shop at a glance: its chat link, its team and what to set up next. */
export function HomePage() {
  const t = useAppT();
  const user = useUser().data;
  const shop = useShop(true).data;
  const canSeeStaff = !!user && can(user.permissions, 'staffs', 'read');
  const staff = useQuery({ ...staffQuery(), enabled: canSeeStaff });
  if (!user || !shop) return <InnerSpinner />;

  const link = `https://wa.me/${waDigits(shop.whatsapp_number)}`;
  // Only the tasks this member may do: shop details are the owner's or an admin's (PUT /api/shop),
  // inviting needs staff → add. A task they cannot finish would only lead to a refusal.
  const shopSteps: { key: AppKey; done: boolean; href: string }[] = [
    { key: 'setupLogo', done: !!shop.logo_url, href: '/dashboard/settings' },
    { key: 'setupAddress', done: shop.address.trim().length > 0, href: '/dashboard/settings' },
    { key: 'setupListed', done: shop.listed, href: '/dashboard/settings' },
  ];
  const steps = [
    ...(isAdmin(user.permissions) ? shopSteps : []),
    ...(can(user.permissions, 'staffs', 'create')
      ? [
          {
            key: 'setupStaff' as const,
            done: (staff.data?.members.length ?? 0) > 1 || (staff.data?.invitations.length ?? 0) > 0,
            href: '/dashboard/profile/staff-accounts',
          },
        ]
      : []),
  ];
  const remaining = steps.filter((s) => !s.done);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('greeting', { name: user.name.split(' ')[0] ?? user.name })}
        subtitle={t('homeSubtitle', { shop: shop.shop_name })}
      />
      <FailedEventsNotice />
      {isAdmin(user.permissions) && <KycNotice />}
      {/* grid-cols-1 is minmax(0, 1fr): a long line in a card (a customer's full name) is cut inside the card instead of widening the column past a phone's screen. */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {/* Today's figures are sales figures (decision 0029): only for who may read them. */}
        {canSeeSales(user.permissions) && <TodayCard />}
        <section className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="font-semibold">{t('yourChatLink')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('chatLinkHint')}</p>
          <a
            href={link}
            target="_blank"
            rel="noopener"
            className="mt-3 block break-all font-mono text-sm text-brand-600 hover:underline"
          >
            {link}
          </a>
          <a
            href={`/qr-code?phone=${encodeURIComponent(shop.whatsapp_number)}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
          >
            {t('makeQr')}
          </a>
        </section>
        {steps.length > 0 && (
          <section className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="font-semibold">{t('setupTitle')}</h2>
            {remaining.length === 0 ? (
              <p className="mt-3 text-sm text-green-700">{t('setupAllDone')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100">
                {steps.map((step) => (
                  <li key={step.key} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                    {step.done ? (
                      <span className="text-slate-500 line-through">{t(step.key)}</span>
                    ) : (
                      <Link to={step.href} className="font-medium text-brand-600 hover:underline">
                        {t(step.key)}
                      </Link>
                    )}
                    {step.done && (
                      <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs text-green-700">
                        {t('setupDone')}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {canSeeStaff && (
          <section className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="font-semibold">{t('teamTitle')}</h2>
            {staff.isPending ? (
              <InnerSpinner />
            ) : staff.data ? (
              <p className="mt-2 text-sm text-slate-700">
                {t('teamCount', { count: staff.data.members.length })}
                {staff.data.invitations.length > 0 && (
                  <> · {t('pendingInvites', { count: staff.data.invitations.length })}</>
                )}
              </p>
            ) : null}
          </section>
        )}
      </div>
    </div>
  );
}
