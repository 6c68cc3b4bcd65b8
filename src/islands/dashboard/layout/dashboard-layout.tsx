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
import { TopBar } from './top-bar.tsx';

// A label is a key of the app dictionary, or of a feature's own ({ pos: key }) when the app has none.
type NavItem = {
  to: string;
  label: AppKey | { pos: keyof typeof posEn };
  end?: boolean;
  visible?: (u: CurrentUser) => boolean;
};
const posDicts = { en: posEn, sw: posSw };

// Only built sections are linked; later issues add theirs here with the same permission as the route.
const NAV: NavItem[] = [
  { to: '/dashboard', label: 'navHome', end: true },
  { to: '/dashboard/products', label: 'res_product', visible: (u) => can(u.permissions, 'product', 'read') },
  { to: '/dashboard/orders', label: 'res_orders', visible: (u) => can(u.permissions, 'orders', 'read') },
  // Sales figures: orders or transactions read (decision 0029).
  { to: '/dashboard/analytics', label: 'navAnalytics', visible: (u) => canSeeSales(u.permissions) },
  { to: '/dashboard/customers', label: 'res_customers', visible: (u) => can(u.permissions, 'customers', 'read') },
  { to: '/dashboard/pos', label: { pos: 'navPos' }, visible: (u) => can(u.permissions, 'orders', 'create') },
  {
    to: '/dashboard/conversations',
    label: 'navConversations',
    visible: (u) => can(u.permissions, 'conversations', 'read'),
  },
  { to: '/dashboard/chatflow', label: 'navChatflow', visible: (u) => can(u.permissions, 'chatflow', 'read') },
  {
    to: '/dashboard/connect',
    label: 'navConnect',
    visible: (u) => can(u.permissions, 'whatsapp_interactions', 'read'),
  },
  {
    to: '/dashboard/transactions',
    label: 'navTransactions',
    end: true,
    visible: (u) => can(u.permissions, 'transactions', 'read'),
  },
  {
    to: '/dashboard/transactions/payouts',
    label: 'navPayouts',
    visible: (u) => can(u.permissions, 'transactions', 'read'),
  },
  { to: '/dashboard/expenses', label: 'navExpenses', visible: (u) => can(u.permissions, 'transactions', 'read') },
  { to: '/dashboard/debt', label: 'navDebt', visible: (u) => can(u.permissions, 'transactions', 'read') },
  { to: '/dashboard/webhook-logs', label: 'navWebhookLogs' },
  { to: '/dashboard/settings', label: 'navSettings' },
  { to: '/dashboard/profile', label: 'navProfile', end: true },
  { to: '/dashboard/profile/staff-accounts', label: 'navStaff', visible: (u) => can(u.permissions, 'staffs', 'read') },
];

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
      {NAV.filter((item) => !item.visible || item.visible(user)).map((item) => (
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
        <aside className="sticky top-14 hidden h-[calc(100vh-3.5rem)] w-60 shrink-0 border-r border-slate-200 bg-white md:block">
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
        <main className="min-w-0 flex-1 p-4 md:p-8">{children}</main>
      </div>
    </div>
  );
}
