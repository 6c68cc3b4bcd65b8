import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { canSeeSales } from '../../../lib/analytics-access.ts';
import { can } from '../../../lib/permissions.ts';
import type { ShopDto } from '../../../lib/shop-schemas.ts';
import { pos as posEn } from '../../../i18n/en/pos.ts';
import { pos as posSw } from '../../../i18n/sw/pos.ts';
import { useT } from '../../../i18n/use-t.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import type { CurrentUser } from '../lib/session.ts';
import { useAppT, type AppKey } from '../lib/use-app-t.ts';
import { dashboardRoutes } from '../routes.tsx';
import { SuspendedBanner } from './suspended-banner.tsx';
import { TopBar } from './top-bar.tsx';

// A label is a key of the app dictionary, or of a feature's own ({ pos: key }) when the app has none.
type NavItem = {
  to: string;
  label: AppKey | { pos: keyof typeof posEn };
  end?: boolean;
};
const posDicts = { en: posEn, sw: posSw };

// Only built sections are linked; later issues add theirs here. Who sees an entry is its route's
// (routes.tsx: `nav`, else `guard`), not restated here.
const NAV: NavItem[] = [
  { to: '/dashboard', label: 'navHome', end: true },
  { to: '/dashboard/products', label: 'res_product' },
  { to: '/dashboard/orders', label: 'res_orders' },
  { to: '/dashboard/analytics', label: 'navAnalytics' },
  { to: '/dashboard/customers', label: 'res_customers' },
  { to: '/dashboard/marketing', label: 'navMarketing' },
  { to: '/dashboard/pos', label: { pos: 'navPos' } },
  { to: '/dashboard/conversations', label: 'navConversations' },
  { to: '/dashboard/chatflow', label: 'navChatflow' },
  { to: '/dashboard/connect', label: 'navConnect' },
  { to: '/dashboard/transactions', label: 'navTransactions', end: true },
  { to: '/dashboard/transactions/payouts', label: 'navPayouts' },
  { to: '/dashboard/expenses', label: 'navExpenses' },
  { to: '/dashboard/debt', label: 'navDebt' },
  { to: '/dashboard/webhook-logs', label: 'navWebhookLogs' },
  { to: '/dashboard/compliance', label: 'navCompliance' },
  { to: '/dashboard/settings', label: 'navSettings' },
  { to: '/dashboard/profile', label: 'navProfile', end: true },
  { to: '/dashboard/profile/alerts', label: 'navAlerts' },
  { to: '/dashboard/profile/staff-accounts', label: 'navStaff' },
];

const routeAt = new Map(dashboardRoutes.map((r) => [`/dashboard${r.path ? '/' + r.path : ''}`, r]));

/** Whether the user may see a link: its route's `nav`, else its `guard`; a path with no route is shown. */
export function navVisible(user: CurrentUser, to: string): boolean {
  const route = routeAt.get(to);
  const rule = route?.nav ?? route?.guard;
  if (!rule) return true;
  if (rule === 'sales') return canSeeSales(user.permissions);
  return can(user.permissions, rule[0], rule[1]);
}

export function DashboardLayout({ user, shop, children }: { user: CurrentUser; shop: ShopDto; children: ReactNode }) {
  const t = useAppT();
  const tp = useT(posDicts);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (seenPath !== location.pathname) {
    // A pick in the phone menu closes it.
    setSeenPath(location.pathname);
    setOpen(false);
  }

  const nav = (
    <nav aria-label={t('mainNavigation')} className="flex flex-col gap-1 p-3">
      {NAV.filter((item) => navVisible(user, item.to)).map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.end}
          className={({ isActive }) =>
            `rounded-lg px-3 py-2.5 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`
          }
        >
          {typeof item.label === 'string' ? t(item.label) : tp(item.label.pos)}
        </NavLink>
      ))}
    </nav>
  );

  return (
    <div className="min-h-screen bg-slate-50">
      <TopBar user={user} shop={shop} menuOpen={open} onToggleMenu={() => setOpen((v) => !v)} />
      <div className="mx-auto flex max-w-7xl">
        <aside className="sticky top-14 hidden h-[calc(100vh-3.5rem)] w-60 shrink-0 overflow-y-auto border-r border-slate-200 bg-white md:block">
          <div className="flex items-center gap-3 border-b border-slate-100 p-4">
            <Avatar name={shop.shop_name} src={shop.logo_url} size="sm" />
            <span className="truncate font-semibold">{shop.shop_name}</span>
          </div>
          {nav}
        </aside>
        {open && (
          <div className="fixed inset-x-0 top-14 bottom-0 z-40 bg-white md:hidden" id="mobile-nav">
            {nav}
          </div>
        )}
        <main className="min-w-0 flex-1 p-4 md:p-8">
          {shop.suspended && <SuspendedBanner suspended={shop.suspended} />}
          {children}
        </main>
      </div>
    </div>
  );
}
