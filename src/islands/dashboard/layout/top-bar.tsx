import { useQueryClient } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { $language, setLanguage } from '../../../i18n/language.ts';
import { isLocale } from '../../../i18n/locales.ts';
import type { ShopDto } from '../../../lib/shop-schemas.ts';
import { Button } from '../../../ui/button.tsx';
import { call } from '../lib/client.ts';
import type { CurrentUser } from '../lib/session.ts';
import { useAppT } from '../lib/use-app-t.ts';

export function TopBar({
  user,
  shop,
  menuOpen,
  onToggleMenu,
}: {
  user: CurrentUser;
  shop: ShopDto;
  menuOpen: boolean;
  onToggleMenu: () => void;
}) {
  const t = useAppT();
  const lang = useStore($language);
  const client = useQueryClient();

  async function logout() {
    await call('POST /api/auth/logout').catch(() => undefined);
    client.clear();
    window.location.assign('/');
  }

  return (
    <header className="sticky top-0 z-50 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-3 md:px-6">
      <button
        type="button"
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
        aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
        aria-expanded={menuOpen}
        aria-controls="mobile-nav"
        onClick={onToggleMenu}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
        </svg>
      </button>
      <a href="/dashboard" className="whitespace-nowrap font-bold text-brand-600">
        {t('appName')}
      </a>
      <span className="hidden truncate text-sm text-slate-500 min-[400px]:inline md:hidden">· {shop.shop_name}</span>
      <div className="ml-auto flex items-center gap-2">
        <label className="sr-only" htmlFor="app-language">
          {t('language')}
        </label>
        <select
          id="app-language"
          value={lang}
          onChange={(e) => isLocale(e.target.value) && setLanguage(e.target.value)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          <option value="en">EN</option>
          <option value="sw">SW</option>
        </select>
        <span className="hidden text-sm text-slate-600 sm:inline" title={user.email}>
          {user.name}
        </span>
        <Button variant="ghost" size="sm" onClick={() => void logout()}>
          {t('logout')}
        </Button>
      </div>
    </header>
  );
}
